package checkthenact

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

// unresolvedEffect returns call as an effect when nothing resolves it (a
// call through an interface declared in the module, or a func value, with
// no knowledge, no implementation in sight and no type flow:
// summary.Unresolved), or nil. Between an existence check on a key and the
// record of the same key, on the path where the key was absent, such a
// call is what the dedup store protects: the check and the record prove
// it. Pure calls (logging, metrics, encoding, formatting) are never
// unresolved, and nor is an interface whose own package implements it.
func (c *checker) unresolvedEffect(call *ssa.Call) *effect {
	cc := &call.Call
	if !c.p.Sum.Unresolved(cc) || cc.IsInvoke() && !c.p.InModule(cc.Method.Pkg()) || !c.p.InModule(fieldOwner(cc.Value)) {
		return nil
	}
	return &effect{
		call:       call,
		item:       summary.Item{Role: knowledge.Effect, Param: -1},
		name:       summary.DynamicName(cc) + " (not visible here)",
		unresolved: true,
	}
}

// fieldOwner returns the package of the struct whose field holds the func
// value v (a library's struct, such as analysis.Pass's ImportObjectFact,
// is not the team's code), or nil when v is not read from a field.
func fieldOwner(v ssa.Value) *types.Package {
	var t types.Type
	switch x := v.(type) {
	case *ssa.UnOp:
		if fa, ok := x.X.(*ssa.FieldAddr); ok && x.Op == token.MUL {
			t = fa.X.Type()
		}
	case *ssa.Field:
		t = x.X.Type()
	}
	if t == nil {
		return nil
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Pkg()
	}
	return nil
}

// sameSide reports whether some guard decides both a and b, with both on
// the same side: an unresolved call counts as the effect only on the path
// where the key was absent, which is the side the record is on (a call on
// the "present" side, handed the count to log it, is not deduplicated).
func sameSide(guards []guard, a, b ssa.Instruction) bool {
	for _, g := range guards {
		ta, fa, ok := g.sides(a)
		tb, fb, _ := g.sides(b)
		if ok && ta != fa && tb != fb && ta == tb {
			return true
		}
	}
	return false
}
