package ir

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// StructField returns field i of t, a struct or a pointer to one, or nil.
func StructField(t types.Type, i int) *types.Var {
	t = types.Unalias(t)
	if pt, ok := t.Underlying().(*types.Pointer); ok {
		t = pt.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok || i < 0 || i >= st.NumFields() {
		return nil
	}
	return st.Field(i)
}

// FieldName returns the name of the field fa addresses, or "".
func FieldName(fa *ssa.FieldAddr) string {
	if f := StructField(fa.X.Type(), fa.Field); f != nil {
		return f.Name()
	}
	return ""
}

// IsNamed reports whether t, or the type it points to, is the named type
// path.name (of a generic type, its origin).
func IsNamed(t types.Type, path, name string) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return false
	}
	obj := n.Origin().Obj()
	return obj.Pkg() != nil && obj.Pkg().Path() == path && obj.Name() == name
}

var errorType = types.Universe.Lookup("error").Type()

// IsError reports whether t is the predeclared error type.
func IsError(t types.Type) bool { return types.Identical(t, errorType) }
