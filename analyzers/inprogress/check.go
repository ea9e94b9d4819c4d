package inprogress

import (
	"fmt"
	"go/build"
	"go/constant"
	"go/token"
	"go/types"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

// checkClaim reports a losing branch answered as a success and a claim
// that is the only record of an effect that follows it.
func (s *state) checkClaim(fn *ssa.Function, cl *summary.ClaimBranches) {
	for _, br := range cl.Branches {
		if s.lostAsSuccess(fn, cl, br) {
			break
		}
	}
	for _, br := range cl.Branches {
		if s.doneBeforeEffect(fn, cl, br) {
			break
		}
	}
}

// losingRegion returns the blocks only the losing side of br reaches, in
// block order.
func losingRegion(fn *ssa.Function, br summary.Branch) []*ssa.BasicBlock {
	lost, won := ir.Reachable(br.Lost), ir.Reachable(br.Won)
	var out []*ssa.BasicBlock
	for _, b := range fn.Blocks {
		if lost[b] && !won[b] {
			out = append(out, b)
		}
	}
	return out
}

// effectAfterWin returns the first call the winning side of br reaches
// that performs an effect for which want is true, with the item.
func (s *state) effectAfterWin(fn *ssa.Function, br summary.Branch, want func(ssa.CallInstruction) bool) ssa.CallInstruction {
	won := ir.Reachable(br.Won)
	for _, b := range fn.Blocks {
		if !won[b] {
			continue
		}
		for _, instr := range b.Instrs {
			if c, ok := instr.(ssa.CallInstruction); ok && want(c) {
				return c
			}
		}
	}
	return nil
}

// lostAsSuccess reports the losing side of br when it answers a success
// without reading the stored outcome: an HTTP handler's 2xx, or a nil
// result and a nil error of a function that performs the effect itself.
func (s *state) lostAsSuccess(fn *ssa.Function, cl *summary.ClaimBranches, br summary.Branch) bool {
	eff := s.effectAfterWin(fn, br, func(c ssa.CallInstruction) bool {
		for _, it := range s.fact(c.Common()).All(knowledge.Effect) {
			if it.Effect != knowledge.KindStore {
				return true
			}
		}
		return false
	})
	if eff == nil && responseWriter(fn) != nil {
		// A middleware: the claim guards the wrapped handler, whatever
		// it does.
		eff = s.effectAfterWin(fn, br, servesNext)
	}
	if eff == nil {
		return false // no effect behind the claim: a lock or a guard, not an idempotency record
	}
	region := losingRegion(fn, br)
	if len(region) == 0 || s.readsOutcome(region) {
		return false
	}
	var answer string
	var at token.Pos
	if w := responseWriter(fn); w != nil {
		status, pos, ok := s.status(region, w)
		if !ok {
			return false
		}
		answer, at = fmt.Sprintf("answered %d", status), pos
		if status == 200 && pos == token.NoPos {
			answer = "answered 200 by default"
		}
	} else {
		pos, ok := s.nilResult(fn, cl, region)
		if !ok {
			return false
		}
		answer, at = "returned as a nil result with a nil error", pos
	}
	if at == token.NoPos {
		at = firstPos(region)
	}
	d := analysis.Diagnostic{
		Pos:      cl.Call.Pos(),
		Category: CategoryLostClaim,
		Message: fmt.Sprintf("a duplicate that loses the claim by %s is %s without reading the stored outcome: "+
			"a retry that arrives while the first attempt is still running, or after it failed, is told it succeeded; "+
			"answer 409 Conflict while the first is in progress and replay the stored response once it is done",
			s.name(&cl.Call.Call), answer),
		Related: []analysis.RelatedInformation{{Pos: at, Message: "the losing branch answers here"},
			{Pos: eff.Pos(), Message: "the effect the claim guards"}},
	}
	s.p.Report(d)
	return true
}

func firstPos(region []*ssa.BasicBlock) token.Pos {
	for _, b := range region {
		for _, instr := range b.Instrs {
			if instr.Pos().IsValid() {
				return instr.Pos()
			}
		}
	}
	return token.NoPos
}

// readsOutcome reports whether the region may read what the first attempt
// stored: a check (Get, SELECT, a wrapper that checks), or a call idemlint
// cannot see into whose result the region uses.
func (s *state) readsOutcome(region []*ssa.BasicBlock) bool {
	for _, b := range region {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok {
				continue
			}
			f := s.fact(&call.Call)
			if f.Has(knowledge.Check) {
				return true
			}
			if f.Empty() && !s.stdCall(&call.Call) && ir.UsesResult(call) {
				return true
			}
		}
	}
	return false
}

// stdCall reports whether c calls a function or method of the standard
// library (by where its source is), or a builtin.
func (s *state) stdCall(c *ssa.CallCommon) bool {
	if _, ok := c.Value.(*ssa.Builtin); ok {
		return true
	}
	callee := ir.Callee(c)
	if callee == nil || callee.Pkg() == nil || callee.Pkg() == s.p.Pkg {
		return false
	}
	tf := s.p.Fset.File(callee.Pos())
	return tf != nil && strings.HasPrefix(filepath.Clean(tf.Name()), goroot)
}

var goroot = filepath.Clean(build.Default.GOROOT) + string(filepath.Separator)

// status returns the status the region writes to w: the constant of a
// call that takes w (WriteHeader, http.Error, a helper), or 200 when it
// writes none. ok is false when the answer is not a success, or when w
// goes to a helper outside the standard library that the region gives no
// status.
func (s *state) status(region []*ssa.BasicBlock, w *ssa.Parameter) (int64, token.Pos, bool) {
	status, pos := int64(200), token.NoPos
	fromW := func(v ssa.Value) bool { return ir.DependsOn(v, func(x ssa.Value) bool { return x == w }) }
	for _, b := range region {
		for _, instr := range b.Instrs {
			call, ok := instr.(ssa.CallInstruction)
			if !ok {
				continue
			}
			c := call.Common()
			takesW := c.IsInvoke() && fromW(c.Value)
			var code *int64
			for _, a := range c.Args {
				if fromW(a) {
					takesW = true
				}
				if k, ok := a.(*ssa.Const); ok && k.Value != nil && k.Value.Kind() == constant.Int {
					if n, exact := constant.Int64Val(k.Value); exact && n >= 100 && n <= 599 {
						code = &n
					}
				}
			}
			if !takesW {
				continue
			}
			switch {
			case code != nil:
				status, pos = *code, call.Pos()
			case !s.stdCall(c):
				return 0, token.NoPos, false // a helper answers: idemlint cannot tell what
			}
		}
	}
	if status < 200 || status > 299 || status == 202 {
		return 0, token.NoPos, false
	}
	return status, pos, true
}

// nilResult reports whether every return of the region returns a nil
// error and nil for every other result, in a function whose results hold
// a pointer, interface, slice or map beside the error.
func (s *state) nilResult(fn *ssa.Function, cl *summary.ClaimBranches, region []*ssa.BasicBlock) (token.Pos, bool) {
	res := fn.Signature.Results()
	if res.Len() < 2 || !ir.IsError(res.At(res.Len()-1).Type()) {
		return token.NoPos, false
	}
	for i := 0; i < res.Len()-1; i++ {
		switch res.At(i).Type().Underlying().(type) {
		case *types.Pointer, *types.Interface, *types.Slice, *types.Map:
		default:
			return token.NoPos, false
		}
	}
	var pos token.Pos
	for _, b := range region {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		for i, v := range ret.Results {
			if i == len(ret.Results)-1 && cl.IsErr(v) {
				continue
			}
			if k, ok := v.(*ssa.Const); !ok || !k.IsNil() {
				return token.NoPos, false
			}
		}
		if pos == token.NoPos {
			pos = ret.Pos()
		}
	}
	return pos, pos != token.NoPos
}

// doneBeforeEffect reports a claim followed, on its winning side, by an
// external effect after which nothing writes the store again.
func (s *state) doneBeforeEffect(fn *ssa.Function, cl *summary.ClaimBranches, br summary.Branch) bool {
	var item knowledge.EffectKind
	eff := s.effectAfterWin(fn, br, func(c ssa.CallInstruction) bool {
		if it := s.externalEffect(c.Common()); it != nil {
			item = it.Effect
			return true
		}
		return false
	})
	if eff == nil || s.updates(eff) || s.updatedAfter(fn, eff) {
		return false
	}
	name := s.name(eff.Common())
	s.p.Report(analysis.Diagnostic{
		Pos:      cl.Call.Pos(),
		Category: CategoryDoneFirst,
		Message: fmt.Sprintf("the claim by %s is the only record of the %s effect %s and nothing writes the store after it: "+
			"if %s fails or the process dies after the claim, every retry finds the key taken and the effect never happens; "+
			"claim the key as in progress, record the outcome after %s, and release the claim when it fails",
			s.name(&cl.Call.Call), item, name, name, name),
		Related: []analysis.RelatedInformation{{Pos: eff.Pos(), Message: "the effect, after which nothing is recorded"}},
	})
	return true
}

// updates reports whether a call writes a store: it records a key, sets
// an expiry, claims, commits, or writes Redis or SQL.
func (s *state) updates(c ssa.CallInstruction) bool {
	f := s.fact(c.Common())
	if f.Has(knowledge.Record) || f.Has(knowledge.Expire) || f.Has(knowledge.Claim) || f.Has(knowledge.TxCommit) {
		return true
	}
	for _, it := range f.All(knowledge.Effect) {
		if it.Effect == knowledge.KindStore || it.Effect == knowledge.KindSQL {
			return true
		}
	}
	return false
}

// updatedAfter reports whether a store write follows the effect: a call
// it reaches, or a deferred one.
func (s *state) updatedAfter(fn *ssa.Function, eff ssa.CallInstruction) bool {
	return writtenAfter(fn, eff, s.updates)
}

// writtenAfter reports whether a call for which writes is true follows
// eff: a call eff reaches, or a deferred one.
func writtenAfter(fn *ssa.Function, eff ssa.CallInstruction, writes func(ssa.CallInstruction) bool) bool {
	for _, c := range ir.Calls(fn) {
		if c == eff || !writes(c) {
			continue
		}
		if _, deferred := c.(*ssa.Defer); deferred || ir.Reaches(eff, c) {
			return true
		}
	}
	return false
}

// servesNext reports whether c hands the request on to a handler the
// function was given: ServeHTTP through the net/http.Handler interface,
// or a call of an http.HandlerFunc value, as an HTTP middleware does.
func servesNext(c ssa.CallInstruction) bool {
	cc := c.Common()
	if cc.IsInvoke() {
		return cc.Method.Name() == "ServeHTTP" && ir.IsNamed(cc.Value.Type(), "net/http", "Handler")
	}
	if callee := cc.StaticCallee(); callee != nil {
		if fn, ok := callee.Object().(*types.Func); ok && fn.FullName() == "(net/http.HandlerFunc).ServeHTTP" {
			return true
		}
		return false
	}
	return ir.IsNamed(cc.Value.Type(), "net/http", "HandlerFunc")
}
