package ir

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// UsesResult reports whether some non-error result of call is used.
func UsesResult(call *ssa.Call) bool {
	refs := call.Referrers()
	if refs == nil {
		return false
	}
	if _, tuple := call.Type().(*types.Tuple); !tuple {
		return !IsError(call.Type()) && len(*refs) > 0
	}
	for _, r := range *refs {
		if x, ok := r.(*ssa.Extract); ok && !IsError(x.Type()) {
			if xr := x.Referrers(); xr != nil && len(*xr) > 0 {
				return true
			}
		}
	}
	return false
}

// FuncName names fn for a message: "createOrder", "OrderHandler.Create",
// or "literal in OrderHandler.Create" for a function literal.
func FuncName(fn *ssa.Function) string {
	if fn.Parent() != nil {
		return "literal in " + FuncName(fn.Parent())
	}
	if recv := fn.Signature.Recv(); recv != nil {
		t := recv.Type()
		if pt, ok := t.(*types.Pointer); ok {
			t = pt.Elem()
		}
		if n, ok := types.Unalias(t).(*types.Named); ok {
			return n.Obj().Name() + "." + fn.Name()
		}
	}
	return strings.TrimSuffix(fn.Name(), "$bound")
}
