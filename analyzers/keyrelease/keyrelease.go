package keyrelease

import (
	_ "embed"
	"fmt"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/analyzer"
	"github.com/idemlint/idemlint/internal/entrypoint"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

//go:embed doc.go
var doc string

// Name is the analyzer's name, a contract.
const Name = "keyrelease"

// Categories of findings.
const (
	CategoryRelease      = "release"      // a key's record released by an attempt that did not create it
	CategoryPrecondition = "precondition" // a precondition on mutable state checked before the key lookup
)

// Config configures the analyzer: it has no options. The words that mark
// an idempotency store are the suite's (Base.Dedup).
type Config struct{ analyzer.Base }

var def = analyzer.Def[Config, *Config]{Name: Name, Doc: doc, Policy: Policy, Run: run}

// DefaultConfig returns the default configuration.
func DefaultConfig() Config { return def.Default() }

// New returns a fresh analyzer for cfg.
func New(cfg Config) *analysis.Analyzer { return def.New(cfg) }

// Analyzer is the analyzer with the default configuration.
var Analyzer = New(DefaultConfig())

type state struct {
	p   *analyzer.Pass
	cfg *Config
}

func run(p *analyzer.Pass, cfg *Config) error {
	s := &state{p: p, cfg: cfg}
	for _, fn := range p.Sum.Funcs {
		if p.InTest(fn.Pos()) || p.Rep.Generated(fn.Pos()) {
			continue
		}
		s.releases(fn)
		s.precondition(fn)
	}
	return nil
}

func (s *state) name(c *ssa.CallCommon) string {
	if callee := ir.Callee(c); callee != nil {
		return s.p.Sum.CallName(c, callee)
	}
	return "a call"
}

// releases reports the releases of fn that run where this attempt did not
// create the key's record: on a duplicate's branch, or before any claim of
// the same key.
func (s *state) releases(fn *ssa.Function) {
	var rels []*ssa.Call
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if c, ok := instr.(*ssa.Call); ok && s.p.Sum.Call(&c.Call).Durable(knowledge.Release) && !selfContained(s.p.Sum.Call(&c.Call)) {
				rels = append(rels, c)
			}
		}
	}
	brs := s.p.Sum.Duplicates(fn)
	if len(rels) == 0 && !hasDefer(fn) {
		return
	}
	reported := map[*ssa.Call]bool{}
	for _, br := range brs {
		if br.Write == nil {
			continue
		}
		in := map[*ssa.BasicBlock]bool{}
		for _, b := range br.Region() {
			in[b] = true
		}
		for _, rel := range rels {
			if reported[rel] || !in[rel.Block()] || !s.sameKey(&br.Write.Call, &rel.Call) {
				continue
			}
			reported[rel] = true
			how := br.How
			if br.Claim != nil {
				how = "the claim was lost"
			}
			s.p.Report(analysis.Diagnostic{
				Pos:      rel.Pos(),
				Category: CategoryRelease,
				Message: fmt.Sprintf("the duplicate's branch of %s (%s) deletes the key's record with %s, but this attempt did not create it: "+
					"the record is the first attempt's, and the next retry finds the key free and runs the effect again; "+
					"leave the record alone here and answer from it (409 while it is in progress, its stored response once done)",
					s.name(&br.Write.Call), how, s.name(&rel.Call)),
				Related: []analysis.RelatedInformation{{Pos: br.Pos(), Message: "the duplicate's branch"}, {Pos: br.Write.Pos(), Message: "the write that found the key taken"}},
			})
		}
	}
	// The writes that create the key's record: the claims, and the
	// inserts whose duplicate fn tests.
	var creates []*ssa.Call
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if c, ok := instr.(*ssa.Call); ok && s.p.Sum.Call(&c.Call).Durable(knowledge.Claim) && !selfContained(s.p.Sum.Call(&c.Call)) {
				creates = append(creates, c)
			}
		}
	}
	for _, br := range brs {
		if br.Write != nil && br.Claim == nil {
			creates = append(creates, br.Write)
		}
	}
	s.deferred(fn, brs, creates)
	for _, rel := range rels {
		if reported[rel] {
			continue
		}
		for _, cr := range creates {
			if cr == rel || !s.sameKey(&cr.Call, &rel.Call) || ir.Reaches(cr, rel) {
				continue
			}
			reported[rel] = true
			s.p.Report(analysis.Diagnostic{
				Pos:      rel.Pos(),
				Category: CategoryRelease,
				Message: fmt.Sprintf("a failure path before the claim by %s deletes the key's record with %s, but this attempt did not create it: "+
					"on a retry the record is the first attempt's, and the retry after this one finds the key free and runs the effect again; "+
					"release the key only on the paths where this attempt's claim won",
					s.name(&cr.Call), s.name(&rel.Call)),
				Related: []analysis.RelatedInformation{{Pos: cr.Pos(), Message: "the claim, which runs after the release"}},
			})
			break
		}
	}
}

// selfContained reports whether a call both claims and releases: a
// function of the program that takes a lock or a key and lets it go
// itself (blnk's processTxns) is neither this function's claim nor its
// release.
func selfContained(f *summary.Fact) bool {
	return f.Durable(knowledge.Claim) && f.Durable(knowledge.Release)
}

func hasDefer(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if _, ok := instr.(*ssa.Defer); ok {
				return true
			}
		}
	}
	return false
}

// deferred reports a deferred release of a key fn creates (defer
// rdb.Del(ctx, key), or a deferred function literal that releases it,
// typically when the named error result is set) when fn returns an error
// on a path where this attempt did not create the record: the duplicate's
// branch, or before the claim ran.
func (s *state) deferred(fn *ssa.Function, brs []summary.DupBranch, creates []*ssa.Call) {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			d, ok := instr.(*ssa.Defer)
			if !ok {
				continue
			}
			var rels []ssa.CallInstruction
			if lit := ir.ClosureOf(d.Call.Value); lit != nil {
				for _, c := range ir.Calls(lit) {
					if s.p.Sum.Call(c.Common()).Durable(knowledge.Release) && !flagGuarded(lit, c) {
						rels = append(rels, c)
					}
				}
			} else if s.p.Sum.Call(d.Common()).Durable(knowledge.Release) {
				rels = append(rels, d)
			}
			for _, rel := range rels {
				for _, cr := range creates {
					if !s.sameKey(&cr.Call, rel.Common()) {
						continue
					}
					if ret, why := s.foreignReturn(fn, d, cr, brs); ret != nil {
						s.p.Report(analysis.Diagnostic{
							Pos:      rel.Pos(),
							Category: CategoryRelease,
							Message: fmt.Sprintf("the deferred release by %s also runs when %s returns an error %s, where this attempt did not create the key's record: "+
								"the record is the first attempt's, and the next retry finds the key free and runs the effect again; "+
								"release only after this attempt's claim won (set a flag when it wins, or release on the effect's failure path)",
								s.name(rel.Common()), fn.Name(), why),
							Related: []analysis.RelatedInformation{{Pos: ret.Pos(), Message: "a return where the record is not this attempt's"}, {Pos: cr.Pos(), Message: "the claim"}},
						})
						return
					}
				}
			}
		}
	}
}

// flagGuarded reports whether the release c in the deferred literal lit
// runs only when a captured bool says so (claimed, won): the function
// records that this attempt owns the key.
func flagGuarded(lit *ssa.Function, c ssa.CallInstruction) bool {
	for _, b := range lit.Blocks {
		iff, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if !ok {
			continue
		}
		t, f := ir.Reachable(b.Succs[0])[c.Block()], ir.Reachable(b.Succs[1])[c.Block()]
		if t == f {
			continue
		}
		if ir.DependsOn(iff.Cond, func(x ssa.Value) bool {
			if u, ok := x.(*ssa.UnOp); ok && u.Op == token.MUL {
				x = u.X // a load of the captured flag
			}
			fv, ok := x.(*ssa.FreeVar)
			if !ok {
				return false
			}
			p, ok := fv.Type().Underlying().(*types.Pointer)
			if !ok {
				return false
			}
			basic, ok := p.Elem().Underlying().(*types.Basic)
			return ok && basic.Kind() == types.Bool
		}) {
			return true
		}
	}
	return false
}

// foreignReturn returns a return of fn, after the defer d, that hands back
// an error where this attempt did not create the record cr creates: on
// the duplicate's branch of cr, or on a path on which cr did not run.
func (s *state) foreignReturn(fn *ssa.Function, d *ssa.Defer, cr *ssa.Call, brs []summary.DupBranch) (*ssa.Return, string) {
	res := fn.Signature.Results()
	if res.Len() == 0 || !ir.IsError(res.At(res.Len()-1).Type()) {
		return nil, ""
	}
	dup := map[*ssa.BasicBlock]bool{}
	var claimErrs []ssa.Value
	for _, br := range brs {
		if br.Write == cr {
			for _, b := range br.Region() {
				dup[b] = true
			}
			claimErrs = append(claimErrs, br.ClaimErrs...)
		}
	}
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || !ir.Reaches(d, ret) {
			continue
		}
		v := entrypoint.Returned(ret, ret.Results[len(ret.Results)-1])
		if k, ok := v.(*ssa.Const); ok && k.IsNil() {
			continue
		}
		switch {
		case dup[b] && !contains(claimErrs, v):
			return ret, "on the duplicate's branch"
		case !ir.Reaches(cr, ret):
			return ret, "before the claim"
		}
	}
	return nil, ""
}

func contains(vs []ssa.Value, v ssa.Value) bool {
	for _, x := range vs {
		if x == v {
			return true
		}
	}
	return false
}

// keyValues are the values a call is handed that may be a key: its
// arguments but the receiver, contexts and constants, with a variadic
// slice's elements.
func keyValues(c *ssa.CallCommon) []ssa.Value {
	args := c.Args
	if !c.IsInvoke() && c.Signature().Recv() != nil && len(args) > 0 {
		args = args[1:]
	}
	return keyArgs(args)
}

// keyArgs returns the values among args that may be a key: not a
// context, not a constant; a variadic slice's elements one by one.
func keyArgs(args []ssa.Value) []ssa.Value {
	var out []ssa.Value
	for _, a := range args {
		vals := []ssa.Value{a}
		if packed := keytext.Varargs(a); len(packed) > 0 {
			vals = packed
		}
		for _, v := range vals {
			if v == nil || ir.IsContext(v.Type()) {
				continue
			}
			v = canon(v)
			if _, k := v.(*ssa.Const); k {
				continue
			}
			out = append(out, v)
		}
	}
	return out
}

// callKeys returns the values c is handed as its key. For a library call
// the knowledge describes, its arguments (keyValues). For a function of
// the program, the arguments at the parameters its summary's key roles
// name (the key it claims, checks, looks up, records or releases): none
// when no key role names a parameter, since its key is then none of its
// arguments — two functions handed the same transaction are not the same
// key because of it — and, when no role names one, its scalar arguments.
func (s *state) callKeys(c *ssa.CallCommon) []ssa.Value {
	if s.p.Sum.Entry(c) != nil {
		return keyValues(c)
	}
	recv := !c.IsInvoke() && c.Signature().Recv() != nil
	var args []ssa.Value
	for _, it := range s.p.Sum.Call(c).Items {
		switch it.Role {
		case knowledge.Claim, knowledge.Check, summary.Lookup, knowledge.Record, knowledge.Release:
		default:
			continue
		}
		if it.Store.InProcess() || it.Param < 0 || it.Param == 0 && (recv || c.IsInvoke()) {
			continue
		}
		v := ir.Arg(c, it.Param)
		if v == nil || it.Field != "" || !scalar(v.Type()) {
			// A struct handed whole (a transaction both a lock and a
			// cache take, by fields the fact may not name alike) says
			// nothing of which key each call uses.
			continue
		}
		args = append(args, v)
	}
	if len(args) == 0 {
		// No key role names a parameter (the key built into a document
		// or a map inside): the scalar arguments may be it.
		for _, v := range keyValues(c) {
			if scalar(v.Type()) {
				args = append(args, v)
			}
		}
		return args
	}
	return keyArgs(args)
}

// scalar reports whether t is a key's type: a string, a number, a byte
// slice, or a variadic slice of them.
func scalar(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&(types.IsString|types.IsNumeric) != 0
	case *types.Slice:
		return scalar(u.Elem())
	}
	return false
}

// canon returns the value v stands for: a literal's captured variable is
// what the enclosing function bound to it, and a load of a local variable
// (captured by a literal, so kept in memory) is that variable.
func canon(v ssa.Value) ssa.Value {
	v = ir.Strip(v)
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		switch x := u.X.(type) {
		case *ssa.Alloc:
			return x
		case *ssa.FreeVar:
			if bs := ir.Binding(x); len(bs) == 1 {
				if a, ok := bs[0].(*ssa.Alloc); ok {
					return a
				}
			}
		}
	}
	if fv, ok := v.(*ssa.FreeVar); ok {
		if bs := ir.Binding(fv); len(bs) == 1 {
			return ir.Strip(bs[0])
		}
	}
	return v
}

// sameKey reports whether the release b is handed the key the write a
// takes: the same value, spelled again, or one derived from the other
// (rec.Key of the &rec a gorm Create inserts).
//
// Values built into a document or an input struct (bson.M{"_id": key},
// a DynamoDB key map) are the same key when they are built from the same
// value (key), unless both spell a text whose constant parts differ
// ("lock:"+id is not "idem:"+id).
func (s *state) sameKey(a, b *ssa.CallCommon) bool {
	for _, x := range s.callKeys(a) {
		for _, y := range s.callKeys(b) {
			if ir.SameValue(x, y) || derives(y, x) || derives(x, y) {
				return true
			}
			if textsDiffer(x, y) || otherFields(x, y) {
				continue
			}
			for _, lx := range leaves(x) {
				for _, ly := range leaves(y) {
					if ir.SameValue(lx, ly) {
						return true
					}
				}
			}
		}
	}
	return false
}

// otherFields reports whether x and y are different fields of one value
// (t.Account and t.ID of the request t): the same struct, not the same key.
func otherFields(x, y ssa.Value) bool {
	bx, px := fieldPath(x)
	by, py := fieldPath(y)
	return len(px) > 0 && len(py) > 0 && bx == by && !slices.Equal(px, py)
}

// fieldPath returns the value v selects fields of, and the field indices
// from it outward: t.A.B is (t, [B, A]), through loads of field addresses.
func fieldPath(v ssa.Value) (ssa.Value, []int) {
	var path []int
	for {
		switch x := v.(type) {
		case *ssa.Field:
			path = append(path, x.Field)
			v = x.X
			continue
		case *ssa.FieldAddr:
			path = append(path, x.Field)
			v = x.X
			continue
		case *ssa.UnOp:
			if x.Op == token.MUL {
				v = x.X
				continue
			}
		}
		return v, path
	}
}

func textsDiffer(x, y ssa.Value) bool {
	tx, okx := keytext.Text(x)
	ty, oky := keytext.Text(y)
	return okx && oky && tx != ty
}

// leaves returns the values v is built from, down to the calls,
// parameters and free variables it takes (not what they take): through
// operators, conversions, and what is stored in the struct, map or
// variable v is or loads from.
func leaves(v ssa.Value) []ssa.Value {
	var out []ssa.Value
	seen := map[ssa.Value]bool{}
	var walk func(v ssa.Value, depth int)
	walk = func(v ssa.Value, depth int) {
		if v == nil || seen[v] || depth > 10 {
			return
		}
		seen[v] = true
		switch x := v.(type) {
		case *ssa.Const, *ssa.Global, *ssa.Function:
			return
		case *ssa.Call, *ssa.Parameter, *ssa.FreeVar:
			if !ir.IsContext(v.Type()) {
				out = append(out, v)
			}
			return
		case *ssa.Alloc, *ssa.FieldAddr, *ssa.IndexAddr, *ssa.MakeMap:
			if fa, ok := x.(*ssa.FieldAddr); ok {
				walk(fa.X, depth+1)
			}
			for _, r := range *v.Referrers() {
				switch r := r.(type) {
				case *ssa.Store:
					if r.Addr == v {
						walk(r.Val, depth+1)
					}
				case *ssa.FieldAddr:
					walk(r, depth+1)
				case *ssa.IndexAddr:
					walk(r, depth+1)
				case *ssa.MapUpdate:
					if r.Map == v {
						walk(r.Key, depth+1)
						walk(r.Value, depth+1)
					}
				}
			}
			return
		case ssa.Instruction:
			var ops [8]*ssa.Value
			for _, op := range x.Operands(ops[:0]) {
				walk(*op, depth+1)
			}
		}
	}
	walk(v, 0)
	return out
}

func derives(v, from ssa.Value) bool {
	return ir.DependsOn(v, func(x ssa.Value) bool { return x == from })
}

// precondition reports the first read of a store in fn whose value an if
// tests, one side of which rejects without reaching the key's claim or
// lookup, which the read precedes.
func (s *state) precondition(fn *ssa.Function) {
	w := entrypoint.Responder(fn)
	res := fn.Signature.Results()
	if w == nil && (res.Len() == 0 || !ir.IsError(res.At(res.Len()-1).Type())) {
		return
	}
	var keys, reads []*ssa.Call
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			c, ok := instr.(*ssa.Call)
			if !ok {
				continue
			}
			switch {
			case s.keyLookup(c) || s.getOrCreate(fn, c):
				keys = append(keys, c)
			case s.reads(c):
				reads = append(reads, c)
			}
		}
	}
	if len(keys) == 0 || len(reads) == 0 {
		return
	}
	for _, rd := range reads {
		for _, k := range keys {
			if !ir.Reaches(rd, k) || ir.Reaches(k, rd) || s.sameKey(&rd.Call, &k.Call) {
				continue // a read of the key it then claims is the key lookup itself
			}
			if iff, ans := s.rejects(fn, w, rd, k); iff != nil {
				at := iff.Cond.Pos()
				if !at.IsValid() {
					at = rd.Pos()
				}
				s.p.Report(analysis.Diagnostic{
					Pos:      at,
					Category: CategoryPrecondition,
					Message: fmt.Sprintf("the precondition on %s is checked before the key lookup %s and rejects with %s: "+
						"a retry of a request that succeeded finds the state the first attempt changed (the balance spent, the stock taken, the name registered) and is refused, "+
						"though the key's record would have answered it with the first outcome; look the key up first and replay its stored outcome, then check the precondition",
						s.name(&rd.Call), s.name(&k.Call), ans),
					Related: []analysis.RelatedInformation{{Pos: rd.Pos(), Message: "the read of the state"}, {Pos: ans.At, Message: "the rejection"}, {Pos: k.Pos(), Message: "the key lookup, after it"}},
				})
				return
			}
		}
	}
}

// keyLookup reports whether c claims a key, or checks or looks up a key
// that is the caller's idempotency key: its text names a dedup store, or
// it is read from a header the knowledge names a key header.
func (s *state) keyLookup(c *ssa.Call) bool {
	f := s.p.Sum.Call(&c.Call)
	if f.Durable(knowledge.Claim) {
		return true
	}
	if !f.Durable(knowledge.Check) && !f.Durable(summary.Lookup) {
		return false
	}
	for _, v := range keyValues(&c.Call) {
		if t, ok := keytext.Text(v); ok && s.cfg.Dedup.Match(t) {
			return true
		}
		if ir.DependsOn(v, func(x ssa.Value) bool { return entrypoint.KeyRead(s.p.Sum, x) }) {
			return true
		}
	}
	return false
}

// getOrCreate reports whether c is the lookup of a get-or-create under
// the record's own key: it reads one stored record, a return of fn hands
// that record back with a nil error (the stored outcome answers the
// request), and a write of a store or an effect follows it on another
// path (the request is otherwise carried out). A read whose record is
// answered and that creates nothing is a plain query, and a read whose
// record is refused is a uniqueness check: neither is a key's lookup.
func (s *state) getOrCreate(fn *ssa.Function, c *ssa.Call) bool {
	f := s.p.Sum.Call(&c.Call)
	if !f.Durable(knowledge.Check) && !f.Durable(summary.Lookup) {
		return false
	}
	res := fn.Signature.Results()
	if res.Len() < 2 || !ir.IsError(res.At(res.Len()-1).Type()) {
		return false
	}
	replays := false
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) != res.Len() || !ir.Reaches(c, ret) {
			continue
		}
		if k, ok := ret.Results[len(ret.Results)-1].(*ssa.Const); !ok || !k.IsNil() {
			continue
		}
		for _, v := range ret.Results[:len(ret.Results)-1] {
			if extractOf(v, c) {
				replays = true
			}
		}
	}
	if !replays {
		return false
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			w, ok := instr.(ssa.CallInstruction)
			if !ok || w == ssa.CallInstruction(c) || !ir.Reaches(c, w) {
				continue
			}
			wf := s.p.Sum.Call(w.Common())
			if wf.Has(knowledge.Effect) || wf.Durable(knowledge.Record) || wf.Durable(knowledge.Claim) || wf.Durable(summary.RowWrite) {
				return true
			}
		}
	}
	return false
}

// extractOf reports whether v is one of c's results, as it is (not a value
// computed from it).
func extractOf(v ssa.Value, c *ssa.Call) bool {
	switch x := v.(type) {
	case *ssa.Call:
		return x == c
	case *ssa.Extract:
		return x.Tuple == ssa.Value(c)
	case *ssa.Phi:
		for _, e := range x.Edges {
			if e == v {
				continue
			}
			if ex, ok := e.(*ssa.Extract); ok && ex.Tuple == ssa.Value(c) {
				return true
			}
		}
	}
	return false
}

// reads reports whether c reads a store: a check, a lookup, a query.
func (s *state) reads(c *ssa.Call) bool { return s.p.Sum.ReadsStore(&c.Call) }

// rejects returns an If of fn that tests what rd read and one side of
// which rejects without reaching k, while the other reaches it.
func (s *state) rejects(fn *ssa.Function, w *ssa.Parameter, rd, k *ssa.Call) (*ssa.If, entrypoint.Answer) {
	for _, b := range fn.Blocks {
		iff, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if !ok || len(b.Succs) != 2 || !ir.Reaches(rd, iff) || !ir.Reaches(iff, k) {
			continue
		}
		side, ok := readSide(iff.Cond)
		if !ok || !derives(iff.Cond, rd) || derives(iff.Cond, k) {
			continue
		}
		for i, succ := range b.Succs {
			if side >= 0 && i != side || succ == k.Block() || ir.BlocksReach(succ, k.Block(), nil) {
				continue
			}
			var blocks []*ssa.BasicBlock
			for blk := range ir.Reachable(succ) {
				blocks = append(blocks, blk)
			}
			if a, ok := rejection(w, blocks); ok {
				return iff, a
			}
		}
	}
	return nil, entrypoint.Answer{}
}

// readSide says which side of an if on cond a rejection must be on for
// the if to test the state read rather than the read's failure: -1 for
// either (a comparison of values read), the side where the error is nil
// (err == nil: found) for a test of an error, and ok false for an
// errors.Is (a failure, or "not found").
func readSide(cond ssa.Value) (int, bool) {
	switch x := cond.(type) {
	case *ssa.BinOp:
		for _, pair := range [2][2]ssa.Value{{x.X, x.Y}, {x.Y, x.X}} {
			if ir.IsError(pair[0].Type()) {
				if k, ok := pair[1].(*ssa.Const); ok && k.IsNil() {
					if x.Op == token.EQL {
						return 0, true
					}
					return 1, true
				}
				return 0, false
			}
		}
	case *ssa.UnOp:
		if x.Op == token.NOT {
			if side, ok := readSide(x.X); ok {
				if side >= 0 {
					side = 1 - side
				}
				return side, true
			}
			return 0, false
		}
	case *ssa.Call:
		if fn := ir.Callee(&x.Call); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "errors" {
			return 0, false
		}
	}
	return -1, true
}

// rejection returns the first rejection of the blocks: an HTTP status
// of 400 or more, an RPC code, an error the function makes itself (a
// read's own error returned is the read failing, or nil where it did not).
func rejection(w *ssa.Parameter, blocks []*ssa.BasicBlock) (entrypoint.Answer, bool) {
	var best *entrypoint.Answer
	for _, a := range entrypoint.Answers(w, blocks) {
		a := a
		if a.Kind == entrypoint.AnswerStatus && a.Status < 400 || a.Kind == entrypoint.AnswerError && !entrypoint.OwnError(a.Value) {
			continue
		}
		if best == nil || a.At < best.At {
			best = &a
		}
	}
	if best == nil {
		return entrypoint.Answer{}, false
	}
	return *best, true
}
