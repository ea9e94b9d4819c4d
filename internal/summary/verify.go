package summary

import (
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// Credential checks (knowledge.Verify).
//
// A Verify item on a function (Param -1) says that its one result is the
// outcome of a credential check, read as its type reads naturally: a bool
// is true, an error nil, an integer non-zero exactly when the credential
// matched. The knowledge's entries are so (bcrypt's CompareHashAndPassword
// returns nil on a match, subtle's ConstantTimeCompare 1); a team's wrapper
// is so when every value it returns is such an outcome in that reading
// (gotify's ComparePassword returns CompareHashAndPassword(…) == nil). A
// wrapper that returns the mismatch (… != nil) is none: a caller cannot
// tell its polarity.

// markVerify adds a Verify item to f when fn has one result and every
// value it returns is the outcome of a credential check, true (nil,
// non-zero) on a match, or a constant mismatch (false, 0): a wrapper that
// answers false for an unknown user without a check still says a match
// only where one was checked.
func (r *Result) markVerify(fn *ssa.Function, f *Fact) {
	res := fn.Signature.Results()
	if res.Len() != 1 {
		return
	}
	var via []string
	returns := 0
	for _, b := range fn.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) != 1 {
			continue
		}
		if mismatch(ret.Results[0]) {
			continue // if user == nil { return false }: no match, checked or not
		}
		c := r.matchValue(ret.Results[0])
		if c == nil {
			return
		}
		returns++
		if via == nil {
			via = r.verifyVia(c)
		}
	}
	if returns > 0 {
		f.add(Item{Role: knowledge.Verify, Param: -1, Via: via})
	}
}

// matchValue returns the check whose outcome v is, read as v's type reads
// naturally (true, nil, non-zero on a match), or nil.
func (r *Result) matchValue(v ssa.Value) *ssa.Call {
	if c := r.verifyCall(v); c != nil {
		return c // the check's own result, handed up
	}
	if b, ok := v.Type().Underlying().(*types.Basic); ok && b.Kind() == types.Bool {
		if c, onTrue := r.VerifyTest(v); c != nil && onTrue {
			return c
		}
	}
	return nil
}

// mismatch reports whether v is a constant that reads as no match: false
// or 0.
func mismatch(v ssa.Value) bool {
	k, ok := v.(*ssa.Const)
	if !ok || k.Value == nil {
		return false
	}
	switch k.Value.Kind() {
	case constant.Bool:
		return !constant.BoolVal(k.Value)
	case constant.Int:
		return constant.Sign(k.Value) == 0
	}
	return false
}

// verifyCall returns v when it is a call of a credential check with one
// result.
func (r *Result) verifyCall(v ssa.Value) *ssa.Call {
	c, ok := v.(*ssa.Call)
	if !ok || !r.Call(&c.Call).Has(knowledge.Verify) {
		return nil
	}
	if _, tuple := c.Type().(*types.Tuple); tuple {
		return nil
	}
	return c
}

func (r *Result) verifyVia(c *ssa.Call) []string {
	name := "func value"
	if callee := ir.Callee(&c.Call); callee != nil {
		name = r.CallName(&c.Call, callee)
	}
	via := []string{name}
	if it := r.Call(&c.Call).First(knowledge.Verify); it != nil {
		if len(it.Via) > 0 && it.Via[0] == name {
			via = nil
		}
		via = append(via, it.Via...)
	}
	return via
}

// VerifyTest reports whether the boolean cond tests the outcome of a
// credential check, returning the check and whether cond is true on a
// match (onTrue) or false on one: ComparePassword(…), err == nil or
// err != nil of CompareHashAndPassword's err, ConstantTimeCompare(…) == 1
// or != 1, a negation of any. It returns nil for any other value.
func (r *Result) VerifyTest(cond ssa.Value) (check *ssa.Call, onTrue bool) {
	for neg := false; ; neg = !neg {
		u, ok := cond.(*ssa.UnOp)
		if !ok || u.Op != token.NOT {
			return r.verifyTest(cond, neg)
		}
		cond = u.X
	}
}

func (r *Result) verifyTest(cond ssa.Value, neg bool) (*ssa.Call, bool) {
	if c := r.verifyCall(cond); c != nil {
		if b, ok := c.Type().Underlying().(*types.Basic); ok && b.Kind() == types.Bool {
			return c, !neg
		}
		return nil, false
	}
	bin, ok := cond.(*ssa.BinOp)
	if !ok || bin.Op != token.EQL && bin.Op != token.NEQ {
		return nil, false
	}
	c, k := r.verifyCall(bin.X), bin.Y
	if c == nil {
		c, k = r.verifyCall(bin.Y), bin.X
	}
	kc, ok := k.(*ssa.Const)
	if c == nil || !ok {
		return nil, false
	}
	eqMatch, ok := matchOnEqual(c.Type(), kc)
	if !ok {
		return nil, false
	}
	return c, eqMatch != (bin.Op == token.NEQ) != neg
}

// matchOnEqual says, for a check's result of type t compared with the
// constant k, whether the equal side is the match (== nil, == true,
// == 1) or the unequal side is (== false, == 0); false when neither
// (a comparison with a non-nil error cannot be a constant).
func matchOnEqual(t types.Type, k *ssa.Const) (eqMatch, ok bool) {
	if types.IsInterface(t) {
		return true, k.IsNil() // err == nil
	}
	b, isBasic := t.Underlying().(*types.Basic)
	if !isBasic || k.Value == nil {
		return false, false
	}
	switch {
	case b.Info()&types.IsBoolean != 0 && k.Value.Kind() == constant.Bool:
		return constant.BoolVal(k.Value), true
	case b.Info()&types.IsInteger != 0 && k.Value.Kind() == constant.Int:
		return constant.Sign(k.Value) != 0, true
	}
	return false, false
}
