package ir

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// ReturnsError reports whether the last result of the call c is an error:
// a call that can report its failure.
func ReturnsError(c *ssa.CallCommon) bool {
	res := c.Signature().Results()
	return res.Len() > 0 && IsError(res.At(res.Len()-1).Type())
}

// IsContext reports whether t is context.Context.
func IsContext(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "context" && n.Obj().Name() == "Context"
}
