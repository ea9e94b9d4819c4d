package summary

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// A Fill is a call that writes nondeterministic bytes into a buffer:
// crypto/rand.Read(b), (*math/rand.Rand).Read(b),
// io.ReadFull(crypto/rand.Reader, b[:]).
type Fill struct {
	Call   ssa.CallInstruction
	Source knowledge.SourceKind
	Name   string // the callee, for messages: "rand.Read", "io.ReadFull"
}

// FilledBy returns the calls that fill the buffer buf (a MakeSlice or an
// Alloc, or a slice of one: b[:]) with nondeterministic bytes: a Source
// entry with a Key argument (rand.Read(b)), or a fill entry
// (io.ReadFull(r, b)) whose reader is a random reader.
func (r *Result) FilledBy(buf ssa.Value) []Fill {
	vals := []ssa.Value{buf}
	if refs := buf.Referrers(); refs != nil {
		for _, ref := range *refs {
			if s, ok := ref.(*ssa.Slice); ok {
				vals = append(vals, s)
			}
		}
	}
	var out []Fill
	for _, x := range vals {
		refs := x.Referrers()
		if refs == nil {
			continue
		}
		for _, ref := range *refs {
			call, ok := ref.(ssa.CallInstruction)
			if !ok {
				continue
			}
			if kind, ok := r.fills(call.Common(), x); ok {
				out = append(out, Fill{Call: call, Source: kind, Name: Describe(ir.Callee(call.Common()))})
			}
		}
	}
	return out
}

// fills reports whether the call c writes nondeterministic bytes into x,
// and their kind.
func (r *Result) fills(c *ssa.CallCommon, x ssa.Value) (knowledge.SourceKind, bool) {
	if e := r.Entry(c); e != nil && e.Has(knowledge.Source) && e.Key != "" {
		return e.Source, ir.EntryArg(c, e, e.Key) == x
	}
	f := knowledge.FillOf(ir.Callee(c))
	if f == nil || ir.EntryArg(c, f.Func, f.Key) != x {
		return 0, false
	}
	if rr := randomReader(ir.EntryArg(c, f.Func, f.Reader)); rr != nil {
		return rr.Source, true
	}
	return 0, false
}

// randomReader returns the random reader v loads (crypto/rand.Reader), or
// nil.
func randomReader(v ssa.Value) *knowledge.RandomReader {
	u, ok := v.(*ssa.UnOp)
	if !ok || u.Op != token.MUL {
		return nil
	}
	g, ok := u.X.(*ssa.Global)
	if !ok {
		return nil
	}
	v2, _ := g.Object().(*types.Var)
	return knowledge.RandomReaderOf(v2)
}
