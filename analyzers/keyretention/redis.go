package keyretention

import (
	"go/constant"
	"go/token"
	"strings"
	"time"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/sqltext"
	"github.com/idemlint/idemlint/internal/summary"
)

const redisPkg = "github.com/redis/go-redis/v9"

// site is a call that sets the TTL of a dedup key: a go-redis command, or a
// wrapper whose fact says which of its parameters is such a TTL.
type site struct {
	fn    *ssa.Function
	call  ssa.CallInstruction
	ttl   ssa.Value     // the TTL value the call passes
	arg   int           // the TTL's receiver-first position in the call, -1 inside a SetArgs literal
	op    string        // "claimed with SetNX", "recorded with Set"…
	key   string        // the key as folded, "" when unknown
	money bool          // a wrapper's claim guards a payment
	via   string        // the wrapper's name, for messages
	cat   string        // the finding's category; "" is CategoryRedisTTL
	lit   time.Duration // the retention when the call states it (SQL text), not as a value
}

// sitesOf returns the dedup TTL sites of call c in fn.
func (s *state) sitesOf(fn *ssa.Function, c ssa.CallInstruction) []site {
	cc := c.Common()
	if e := s.p.Sum.Entry(cc); e != nil {
		if st, ok := s.redisSite(fn, c, e); ok {
			return []site{st}
		}
		if st, ok := s.streamSite(fn, c, e); ok {
			return []site{st}
		}
		if sts := s.dynamoSites(fn, c, e); len(sts) > 0 {
			return sts
		}
		return s.sqlSites(fn, c, e)
	}
	f := s.wrapperFact(cc)
	if f == nil {
		return nil
	}
	var out []site
	for _, tp := range f.Params {
		if v := ir.Arg(cc, tp.Param); v != nil {
			out = append(out, site{fn: fn, call: c, ttl: v, arg: tp.Param, op: tp.Op, key: tp.Key, money: tp.Money, via: calleeName(cc), cat: tp.Cat})
		}
	}
	return out
}

// redisSite reads a go-redis command: SetNX and SetArgs with Mode NX claim
// (unless the key is a lock, a cache or a window); Set, SetEx and SetArgs
// record (when the key is a dedup record); Expire and PExpire set the TTL
// (of a dedup key).
func (s *state) redisSite(fn *ssa.Function, c ssa.CallInstruction, e *knowledge.Func) (site, bool) {
	if knowledge.PkgOf(e.Name) != redisPkg {
		return site{}, false
	}
	cc := c.Common()
	method := e.Name[strings.LastIndex(e.Name, ".")+1:]
	st := site{fn: fn, call: c, arg: -1}
	claim := false
	switch method {
	case "SetNX":
		claim, st.op = true, "claimed with SetNX"
		st.ttl, st.arg = ir.EntryArg(cc, e, "expiration"), e.Pos("expiration")
	case "SetArgs":
		fields := literalFields(ir.EntryArg(cc, e, "a"))
		mode, _ := keytext.ConstString(fields["Mode"])
		claim = strings.EqualFold(mode, "NX")
		st.op, st.ttl = "recorded with SetArgs", fields["TTL"]
		if claim {
			st.op = "claimed with SetArgs{Mode: \"NX\"}"
		}
	case "Set", "SetEx":
		st.op = "recorded with " + method
		st.ttl, st.arg = ir.EntryArg(cc, e, "expiration"), e.Pos("expiration")
	case "Expire", "PExpire", "ExpireNX", "ExpireXX", "ExpireGT", "ExpireLT":
		st.op = "given a TTL with " + method
		st.ttl, st.arg = ir.EntryArg(cc, e, "expiration"), e.Pos("expiration")
	default:
		return site{}, false
	}
	if st.ttl == nil {
		return site{}, false
	}
	key := ir.EntryArg(cc, e, "key")
	st.key = keyText(key)
	words := s.cfg.Dedup
	switch {
	case st.key != "" && words.Match(st.key):
		return st, true // named a dedup store: a dedup key, whatever the call
	case st.key != "" && summary.HasSegment(st.key, notDedupWords):
		return st, false // a cache, a lock or a rate-limit window
	case claim:
		return st, !s.isLock(fn, c, key, ir.EntryArg(cc, e, "value")) && !s.replacedByRecord(fn, c, key)
	case method == "Set" || method == "SetEx" || method == "SetArgs":
		return st, s.p.Sum.DedupRecord(cc, words) || s.checkedRecord(fn, key, ir.EntryArg(cc, e, "value")) || s.claimedKey(fn, key)
	default: // an Expire: of a key the function claims or checks
		return st, s.claimedKey(fn, key) || s.checkedKey(fn, key)
	}
}

// notDedupWords mark a key that is not a dedup key when no dedup word
// does: a cache entry, a lock or lease, a rate-limit window (the suite's
// summary.WindowWords). Their TTLs are meant to be short.
var notDedupWords = append([]string{"cache", "cached", "lock", "locks", "mutex", "lease", "leader", "session", "otp"}, summary.WindowWords...)

// keyText folds a key, with "…" for its unknown parts.
func keyText(v ssa.Value) string {
	t, ok := keytext.Text(v)
	if !ok {
		return ""
	}
	return strings.ReplaceAll(t, sqltext.Hole, "…")
}

// sameKey reports whether fn makes a go-redis call that want accepts on
// the same key: the same value, or a key that folds to the same text.
func (s *state) sameKey(fn *ssa.Function, key ssa.Value, want func(e *knowledge.Func) bool) bool {
	return len(s.sameKeyCalls(fn, key, want)) > 0
}

// sameKeyCalls returns the go-redis calls of fn that want accepts on the
// same key.
func (s *state) sameKeyCalls(fn *ssa.Function, key ssa.Value, want func(e *knowledge.Func) bool) []ssa.CallInstruction {
	if key == nil {
		return nil
	}
	var out []ssa.CallInstruction
	text := keyText(key)
	for _, c := range ir.Calls(fn) {
		e := s.p.Sum.Entry(c.Common())
		if e == nil || knowledge.PkgOf(e.Name) != redisPkg || e.Key == "" || e.Key == "recv" || !want(e) {
			continue
		}
		k := ir.EntryArg(c.Common(), e, e.Key)
		if sl := sliceElem(k); sl != nil {
			k = sl // Exists(ctx, key): the one key of the variadic slice
		}
		if ir.SameValue(k, key) || (text != "" && keyText(k) == text) {
			out = append(out, c)
		}
	}
	return out
}

// checkedKey: fn checks the key (Get, Exists…) — a record checked before an effect.
func (s *state) checkedKey(fn *ssa.Function, key ssa.Value) bool {
	return s.sameKey(fn, key, func(e *knowledge.Func) bool { return e.Has(knowledge.Check) })
}

// checkedRecord: fn checks the key before it writes value there, and value
// is not computed from what a check of the key read. A value read, changed
// and written back (a cached entry whose fields are updated in place) is
// the key's own content being updated, not the record of a check-then-act,
// which writes a marker or an outcome the check did not return.
func (s *state) checkedRecord(fn *ssa.Function, key, value ssa.Value) bool {
	checks := s.sameKeyCalls(fn, key, func(e *knowledge.Func) bool { return e.Has(knowledge.Check) })
	if len(checks) == 0 {
		return false
	}
	return value == nil || !ir.DependsOn(value, func(v ssa.Value) bool {
		for _, c := range checks {
			if call := c.Value(); call != nil && v == call {
				return true
			}
		}
		return false
	})
}

// replacedByRecord reports whether a record of the same key (Set, SetEx,
// SetArgs) can run after the claim c in fn: the claim is a "pending" lease
// that bounds a crashed attempt, and the record that replaces it on
// success holds the key for the replay horizon; the record's TTL is judged
// on its own.
func (s *state) replacedByRecord(fn *ssa.Function, c ssa.CallInstruction, key ssa.Value) bool {
	for _, r := range s.sameKeyCalls(fn, key, func(e *knowledge.Func) bool { return e.Has(knowledge.Record) && !e.Has(knowledge.Claim) }) {
		if r != c && ir.Reaches(c, r) {
			return true
		}
	}
	return false
}

// claimedKey: fn claims the key (SetNX with no TTL, then Expire).
func (s *state) claimedKey(fn *ssa.Function, key ssa.Value) bool {
	return s.sameKey(fn, key, func(e *knowledge.Func) bool { return e.Has(knowledge.Claim) })
}

// literalFields returns the values stored into the fields of a struct
// literal passed by value (redis.SetArgs{Mode: "NX", TTL: …}) or by
// pointer (&nats.StreamConfig{…}), by name.
func literalFields(v ssa.Value) map[string]ssa.Value {
	out := map[string]ssa.Value{}
	if load, ok := v.(*ssa.UnOp); ok && load.Op == token.MUL {
		v = load.X
	}
	alloc, ok := v.(*ssa.Alloc)
	if !ok {
		return out
	}
	for _, ref := range *alloc.Referrers() {
		fa, ok := ref.(*ssa.FieldAddr)
		if !ok {
			continue
		}
		for _, r := range *fa.Referrers() {
			if st, ok := r.(*ssa.Store); ok && st.Addr == fa {
				out[ir.FieldName(fa)] = st.Val
			}
		}
	}
	return out
}

// calleeName names the static callee of a call, for messages.
func calleeName(c *ssa.CallCommon) string {
	if fn := c.StaticCallee(); fn != nil {
		return fn.Name()
	}
	return ""
}

// constInt returns the value of an integer constant.
func constInt(v ssa.Value) (int64, bool) {
	k, ok := v.(*ssa.Const)
	if !ok || k.Value == nil || k.Value.Kind() != constant.Int {
		return 0, false
	}
	return constant.Int64Val(k.Value)
}

// sliceElem returns the only element stored into a variadic slice literal.
func sliceElem(v ssa.Value) ssa.Value {
	if elems, ok := ir.Varargs(v); ok && len(elems) == 1 {
		return ir.Unconvert(elems[0])
	}
	return nil
}
