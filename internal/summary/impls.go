package summary

import (
	"go/types"
	"sort"

	"golang.org/x/tools/go/ssa"
)

// Impls returns the package's concrete methods that implement the
// interface method m, in source order: the same set whose summaries an
// interface method's fact unites.
func (r *Result) Impls(m *types.Func) []*ssa.Function {
	if !r.Relevant {
		return nil
	}
	return r.findImplsOnce()[m]
}

// InterfaceMethods returns the interface methods declared in this package
// that at least one of its concrete methods implements, in source order.
func (r *Result) InterfaceMethods() []*types.Func {
	if !r.Relevant {
		return nil
	}
	var out []*types.Func
	for m, impls := range r.findImplsOnce() {
		if m.Pkg() == r.pkg && len(impls) > 0 {
			out = append(out, m)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Pos() < out[j].Pos() })
	return out
}
