package ir

import (
	"go/types"

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
