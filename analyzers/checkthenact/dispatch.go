package checkthenact

import (
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

// unresolvedEffect returns call as an effect when its verdict is open
// (summary.Resolve: injected or unresolved, through an interface or a
// struct of the module, or a func value), or nil. Between an existence
// check on a key and the record of the same key, on the path where the key
// was absent, such a call is what the dedup store protects: the check and
// the record prove it (Policy). Pure calls (logging, metrics, encoding,
// formatting) are never open, and nor is an interface whose own package
// implements it.
func (c *checker) unresolvedEffect(call *ssa.Call) *effect {
	cc := &call.Call
	if v := c.p.Sum.Resolve(cc); !v.Open() || !c.p.InModule(v.Owner) {
		return nil
	}
	return &effect{
		call:       call,
		item:       summary.Item{Role: knowledge.Effect, Param: -1},
		name:       summary.DynamicName(cc) + " (not visible here)",
		unresolved: true,
	}
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
