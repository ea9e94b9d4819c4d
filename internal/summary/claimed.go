package summary

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/dedupstore"
	"github.com/idemlint/idemlint/internal/gormcall"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/sqltext"
)

// UncheckedClaim marks a function that takes an atomic claim (SetNX,
// INSERT … ON CONFLICT DO NOTHING, directly or through a function that
// carries this mark) and tells no one whether it won: it neither branches
// on the claim's outcome nor returns it. A call of it is a claim whose
// result is never consulted, wherever it is called from: a wrapper that
// returns nil or true whatever the store answered.
const UncheckedClaim knowledge.Role = "unchecked-claim"

// ClaimUnchecked reports whether call takes an atomic claim whose outcome
// its function never consults: the callee carries UncheckedClaim, or it is
// a claim the knowledge knows (go-redis SetNX and HSetNX; an SQL INSERT …
// ON CONFLICT DO NOTHING or INSERT IGNORE; gorm's Create under
// clause.OnConflict{DoNothing: true}) and what tells who won (the
// *redis.BoolCmd's Val or Result, the rows-affected count, the RETURNING
// row's Scan) is never read. An outcome returned to the caller, stored or
// handed to another function counts as consulted: the caller decides.
// Claims whose error carries the outcome (SET … NX through SetArgs, a
// conditional PutItem) are never judged unchecked, and neither is an SQL or
// gorm insert that is not into a dedup store (dedupClaim).
func (r *Result) ClaimUnchecked(call *ssa.Call) bool {
	c := &call.Call
	f := r.Call(c)
	if r.LogsSentKey(call) {
		return false
	}
	if f.Has(UncheckedClaim) {
		return true
	}
	if !f.Has(knowledge.Claim) {
		return false
	}
	e := r.Entry(c)
	if e == nil {
		// A function of the program: its results carry what it decided,
		// and the caller decides with them. When its first result is
		// the claim's outcome (ClaimResult: sqlc's :execrows returning
		// RowsAffected), a caller that drops it claims unchecked.
		if claimResultInto(f) != "" || !f.Has(ClaimResult) {
			return false
		}
		out := ssa.Value(call)
		if _, ok := call.Type().(*types.Tuple); ok {
			if out = extract(call, 0); out == nil {
				return true
			}
		}
		return !consulted(out, 0)
	}
	if !r.judgedClaim(c) {
		return false
	}
	out := ssa.Value(call)
	if _, ok := call.Type().(*types.Tuple); ok { // the outcome is the first result
		out = extract(call, 0)
		if out == nil {
			return true
		}
	}
	return !consulted(out, 0)
}

// judgedClaim reports whether the claim c takes tells who won by its
// result, so that not reading it is a claim unchecked: SetNX's
// *redis.BoolCmd, or an SQL or gorm claim into a dedup store (dedupClaim),
// or a function of the program that returns such an outcome (ClaimResult).
func (r *Result) judgedClaim(c *ssa.CallCommon) bool {
	e := r.Entry(c)
	if e == nil {
		f := r.Call(c)
		return f.Has(ClaimResult) && claimResultInto(f) == ""
	}
	judged := e.Has(knowledge.Claim) && e.Result == knowledge.ResultCmd || // SetNX, HSetNX: *redis.BoolCmd
		e.Has(knowledge.SQL) || // INSERT … ON CONFLICT DO NOTHING: rows affected, the RETURNING row
		e.Name == knowledge.GormCreate // Create under DoNothing: RowsAffected
	return judged && (e.Result == knowledge.ResultCmd || r.dedupClaim(c, e))
}

// ClaimResult marks a function whose first result is the outcome of a
// claim it takes (the rows an INSERT … ON CONFLICT DO NOTHING affected,
// SetNX's bool): its caller reads who won from it.
const ClaimResult knowledge.Role = "claim-result"

// markClaimResult adds ClaimResult to the summary f of fn when fn returns,
// as its first result, the outcome of a claim it takes: the claim's own
// result, or what RowsAffected, Val or Result read from it.
func (r *Result) markClaimResult(fn *ssa.Function, f *Fact) {
	if fn.Signature.Results().Len() == 0 {
		return
	}
	returned := make(map[ssa.Value]bool)
	for _, b := range fn.Blocks {
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && len(ret.Results) > 0 {
			returned[ret.Results[0]] = true
		}
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok || !r.Call(&call.Call).Has(knowledge.Claim) {
				continue
			}
			table := ""
			if !r.judgedClaim(&call.Call) {
				if table = r.claimTable(&call.Call); table == "" {
					continue
				}
			}
			if outcomeReturned(call, returned, 0) {
				f.add(Item{Role: ClaimResult, Param: -1, Table: table, Via: []string{r.CallName(&call.Call, ir.Callee(&call.Call))}})
				return
			}
		}
	}
}

// outcomeReturned reports whether v, a claim's result or what was read
// from it, reaches a return as its first result: directly, as the first
// element of a tuple, or through a method that reads the outcome
// (RowsAffected, Val, Result).
func outcomeReturned(v ssa.Value, returned map[ssa.Value]bool, depth int) bool {
	if returned[v] {
		return true
	}
	if depth > 4 || v.Referrers() == nil {
		return false
	}
	for _, ref := range *v.Referrers() {
		switch x := ref.(type) {
		case *ssa.Extract:
			if x.Index == 0 && outcomeReturned(x, returned, depth+1) {
				return true
			}
		case *ssa.Call:
			switch name, recv := receiverCall(&x.Call, v); {
			case recv && (name == "RowsAffected" || name == "Val" || name == "Result"):
				if outcomeReturned(x, returned, depth+1) {
					return true
				}
			}
		}
	}
	return false
}

// markUncheckedClaim adds UncheckedClaim to the summary f of fn when a
// call of fn's body takes a claim it never consults.
func (r *Result) markUncheckedClaim(fn *ssa.Function, f *Fact) {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok || !r.ClaimUnchecked(call) {
				continue
			}
			it := r.Call(&call.Call).First(UncheckedClaim)
			if it == nil {
				it = r.Call(&call.Call).First(knowledge.Claim)
			}
			name := "func value"
			if callee := ir.Callee(&call.Call); callee != nil {
				name = r.CallName(&call.Call, callee)
			}
			via := append([]string{name}, it.Via...)
			if len(it.Via) > 0 && it.Via[0] == name {
				via = it.Via
			}
			f.add(Item{Role: UncheckedClaim, Param: -1, Via: via})
			return
		}
	}
}

// extract returns the Extract of result i of a tuple-valued call, or nil
// when nothing reads it.
func extract(call *ssa.Call, i int) ssa.Value {
	refs := call.Referrers()
	if refs == nil {
		return nil
	}
	for _, ref := range *refs {
		if x, ok := ref.(*ssa.Extract); ok && x.Index == i {
			return x
		}
	}
	return nil
}

// consulted reports whether v, a claim's outcome or what it was read
// into, is read in a way that can tell who won: compared, branched on,
// returned, stored or handed to a call. Err and Close on it, its Error
// field and the error of a tuple say nothing of the outcome (a SetNX that
// lost has a nil error too); Val, Result, RowsAffected and Scan read it,
// and are followed to their own results.
func consulted(v ssa.Value, depth int) bool {
	if depth > 6 {
		return true
	}
	refs := v.Referrers()
	if refs == nil {
		return false
	}
	for _, ref := range *refs {
		switch x := ref.(type) {
		case *ssa.DebugRef:
			continue
		case *ssa.Extract:
			if x.Index == 0 && consulted(x, depth+1) {
				return true
			}
		case *ssa.Call:
			name, recv := receiverCall(&x.Call, v)
			if !recv {
				return true // handed to a function: it may decide
			}
			if name == "Err" || name == "Close" {
				continue
			}
			if consulted(x, depth+1) {
				return true
			}
		case *ssa.FieldAddr:
			if fieldConsults(ir.StructField(x.X.Type(), x.Field), x, depth) {
				return true
			}
		case *ssa.Field:
			if fieldConsults(ir.StructField(x.X.Type(), x.Field), x, depth) {
				return true
			}
		default:
			return true
		}
	}
	return false
}

// fieldConsults reports whether reading field f of a claim's outcome
// reads the outcome: gorm's Error does not; an embedded field is followed
// (a promoted Err method is called on it); any other field is taken to.
func fieldConsults(f *types.Var, x ssa.Value, depth int) bool {
	switch {
	case f == nil:
		return true
	case f.Name() == "Error":
		return false
	case f.Embedded():
		return consulted(x, depth+1)
	}
	return true
}

// receiverCall returns the method name of c when v is its receiver.
func receiverCall(c *ssa.CallCommon, v ssa.Value) (string, bool) {
	if c.IsInvoke() {
		return c.Method.Name(), c.Value == v
	}
	fn, ok := c.Value.(*ssa.Function)
	if !ok || fn.Signature.Recv() == nil || len(c.Args) == 0 || c.Args[0] != v {
		return "", false
	}
	for _, a := range c.Args[1:] {
		if a == v {
			return "", false
		}
	}
	return fn.Name(), true
}

// dedupClaim reports whether an SQL or gorm claim inserts into a dedup
// store, by the dedup words: INSERT … ON CONFLICT DO NOTHING into another
// table (an upload's chunks, a membership) records a row idempotently and
// is itself the effect, not a guard whose outcome the code forgot to read.
func (r *Result) dedupClaim(c *ssa.CallCommon, e *knowledge.Func) bool {
	if e.Has(knowledge.SQL) {
		t, ok := keytext.Text(ir.EntryArg(c, e, e.Query))
		if !ok {
			return false
		}
		for _, st := range sqltext.Split(t) {
			if dedupstore.Claim(st) && r.dedup.Match(st.Table) {
				return true
			}
		}
		return false
	}
	return e.Key != "" && e.Key != "recv" && r.dedup.Match(gormcall.ModelName(ir.EntryArg(c, e, e.Key)))
}

// claimResultInto returns the table of f's ClaimResult when the claim is
// into a table the dedup words do not name, or "".
func claimResultInto(f *Fact) string {
	if f == nil {
		return ""
	}
	for _, it := range f.All(ClaimResult) {
		if it.Table != "" {
			return it.Table
		}
	}
	return ""
}

// claimTable returns the table of an SQL INSERT … ON CONFLICT DO NOTHING
// into a table the dedup words do not name that c takes, directly or as
// the returned outcome of a function of the program (ClaimResult), or "".
func (r *Result) claimTable(c *ssa.CallCommon) string {
	f := r.Call(c)
	if r.Entry(c) == nil {
		return claimResultInto(f)
	}
	for _, it := range f.All(knowledge.Claim) {
		if it.Table != "" {
			return it.Table
		}
	}
	return ""
}

// TableClaimUnchecked returns the table of an INSERT … ON CONFLICT DO
// NOTHING into a table the dedup words do not name whose outcome call
// takes and nothing consults: the insert directly, or a function of the
// program that returns its count (sqlc's :execrows). Such an insert is a
// claim only when the code later completes or releases the same row (a
// RowWrite of the table by the same key), which the caller decides; an
// insert that is never written again records a row idempotently.
func (r *Result) TableClaimUnchecked(call *ssa.Call) string {
	table := r.claimTable(&call.Call)
	if table == "" {
		return ""
	}
	out := ssa.Value(call)
	if _, ok := call.Type().(*types.Tuple); ok {
		if out = extract(call, 0); out == nil {
			return table
		}
	}
	if consulted(out, 0) {
		return ""
	}
	return table
}

// LogsSentKey reports whether call takes an atomic claim (an INSERT … ON
// CONFLICT DO NOTHING, a SetNX, a function of the program that claims)
// whose every key an earlier call of the same function, run on every path
// to it, set as an effect's idempotency key (a KeySink: Stripe's
// SetIdempotencyKey, a Temporal workflow ID), and after which an effect
// beyond the database ran before the claim: the key was sent. Such a row
// logs a key the provider deduplicates by: the effect it would guard has
// already run, so it is no claim for any reader (checkthenact's unchecked
// claims, the caller's fact, the inventory's protection).
func (r *Result) LogsSentKey(call ssa.CallInstruction) bool {
	c := call.Common()
	f := r.Call(c)
	var keys []ssa.Value
	for _, it := range f.All(knowledge.Claim) {
		vals, _ := BucketedKeyArgs(c, it)
		if len(vals) == 0 {
			return false // a key the call does not take: a literal, a field of the receiver
		}
		keys = append(keys, vals...)
	}
	if len(keys) == 0 {
		return false
	}
	var sent []ssa.Value
	var sinks, effects []ssa.CallInstruction
	for _, k := range ir.Calls(call.Parent()) {
		if k == call || !ir.Dominates(k, call) {
			continue
		}
		f := r.Call(k.Common())
		for _, it := range f.All(knowledge.KeySink) {
			vals, _ := BucketedKeyArgs(k.Common(), it)
			sent = append(sent, vals...)
			sinks = append(sinks, k)
		}
		for _, it := range f.All(knowledge.Effect) {
			if it.Effect != knowledge.KindSQL && it.Effect != knowledge.KindStore {
				effects = append(effects, k)
				break
			}
		}
	}
	// The key is sent once an effect runs after it was set (the charge
	// after SetIdempotencyKey, or the call that takes it itself): a claim
	// between the setting and the effect still guards the effect.
	ran := false
	for _, e := range effects {
		for _, s := range sinks {
			if s == e || ir.Dominates(s, e) {
				ran = true
			}
		}
	}
	if !ran {
		return false
	}
	for _, key := range keys {
		found := false
		for _, s := range sent {
			if ir.Strip(s) == ir.Strip(key) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}
