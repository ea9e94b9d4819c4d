// Package gormcall reads what a gorm call's receiver chain and arguments
// say from SSA: the builder calls before it (db.Model(…).Where(…).Clauses(…)
// for ….Create), the clause literals handed to Clauses, and the name of
// the model a value is.
package gormcall

import (
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
)

// clausePkg is the import path of gorm's clause types.
const clausePkg = "gorm.io/gorm/clause"

// DoNothing reports whether the receiver chain of a gorm call holds
// Clauses(clause.OnConflict{DoNothing: true}) (also written
// clause.OnConflict{Columns: …, DoNothing: true}): the INSERT is a claim.
func DoNothing(c *ssa.CallCommon) bool {
	for _, lit := range onConflicts(c) {
		if v := fieldConst(lit, "DoNothing"); v != nil && v.Kind() == constant.Bool && constant.BoolVal(v) {
			return true
		}
	}
	return false
}

// onConflicts returns the local clause.OnConflict literals handed to
// Clauses on the receiver chain of a gorm call, outermost first.
func onConflicts(c *ssa.CallCommon) []*ssa.Alloc {
	var out []*ssa.Alloc
	Chain(c, func(call *ssa.CallCommon) {
		fn := ir.Callee(call)
		if fn == nil || fn.Name() != "Clauses" {
			return
		}
		for i := 1; i < ir.NumArgs(call); i++ {
			for _, x := range variadic(ir.Arg(call, i)) {
				if lit := ClauseLiteral(x, "OnConflict"); lit != nil {
					out = append(out, lit)
				}
			}
		}
	})
	return out
}

// Chain calls visit for each call of the receiver chain of a gorm method
// call (db.Model(&T{}).Where(…).Clauses(…) for ….Create), the call itself
// excluded, outermost first; the chain ends at the first receiver that is
// not a call of a method of the same package.
func Chain(c *ssa.CallCommon, visit func(*ssa.CallCommon)) {
	callee := ir.Callee(c)
	if callee == nil || callee.Pkg() == nil {
		return
	}
	recv := ir.Arg(c, 0)
	for i := 0; i < 32; i++ {
		call, ok := recv.(*ssa.Call)
		if !ok {
			return
		}
		fn := ir.Callee(&call.Call)
		if fn == nil || fn.Pkg() != callee.Pkg() || !ir.IsMethod(fn) {
			return
		}
		visit(&call.Call)
		recv = ir.Arg(&call.Call, 0)
	}
}

// ClauseLiteral returns the local composite literal behind v when v is a
// value of the gorm clause type named name (clause.OnConflict,
// clause.Locking), or nil.
func ClauseLiteral(v ssa.Value, name string) *ssa.Alloc {
	for i := 0; i < 4; i++ {
		if mi, ok := v.(*ssa.MakeInterface); ok {
			v = mi.X
		}
	}
	t := types.Unalias(v.Type())
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != clausePkg || n.Obj().Name() != name {
		return nil
	}
	switch x := v.(type) {
	case *ssa.Alloc:
		return x
	case *ssa.UnOp:
		if a, ok := x.X.(*ssa.Alloc); ok && x.Op == token.MUL {
			return a
		}
	}
	return nil
}

// fieldConst returns the constant stored into field name of the local
// composite literal alloc, or nil.
func fieldConst(alloc *ssa.Alloc, name string) constant.Value {
	if v, ok := fieldStored(alloc, name); ok {
		if k, ok := v.(*ssa.Const); ok {
			return k.Value
		}
	}
	return nil
}

// variadic returns the elements of a variadic slice literal, or v itself.
func variadic(v ssa.Value) []ssa.Value {
	if xs := keytext.Varargs(v); xs != nil {
		return xs
	}
	return []ssa.Value{v}
}

// ModelName is the name of the named type behind v (a gorm model), through the
// conversion to an interface that an argument of type any goes through
// and up to a few pointers: "ProcessedEvent" for &ProcessedEvent{}.
func ModelName(v ssa.Value) string {
	for i := 0; i < 4; i++ {
		if x, ok := v.(*ssa.MakeInterface); ok {
			v = x.X
		} else if x, ok := v.(*ssa.ChangeType); ok {
			v = x.X
		}
	}
	t := v.Type()
	for i := 0; i < 4; i++ {
		p, ok := types.Unalias(t).(*types.Pointer)
		if !ok {
			break
		}
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Name()
	}
	return ""
}
