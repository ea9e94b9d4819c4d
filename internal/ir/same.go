package ir

import (
	"go/constant"
	"go/token"

	"golang.org/x/tools/go/ssa"
)

// SameValue reports whether a and b spell the same value: the same SSA
// value, equal constants, or the same operation (a call of the same static
// function, a binary operation, a conversion, a field or a load) on
// operands that are the same, up to a few levels. A call is taken to
// return the same value for the same arguments and two loads of one
// address to read the same value: it is meant for a key built twice in one
// function (m.key(id) for INCR and again for EXPIRE), not for sources or
// for values written in between. False when unsure.
func SameValue(a, b ssa.Value) bool { return sameValue(a, b, 4) }

func sameValue(a, b ssa.Value, depth int) bool {
	if a == b {
		return a != nil
	}
	if a == nil || b == nil || depth == 0 {
		return false
	}
	switch x := a.(type) {
	case *ssa.Const:
		y, ok := b.(*ssa.Const)
		return ok && x.Value != nil && y.Value != nil && x.Value.Kind() == y.Value.Kind() &&
			constant.Compare(x.Value, token.EQL, y.Value)
	case *ssa.Call:
		y, ok := b.(*ssa.Call)
		if !ok || x.Call.IsInvoke() || y.Call.IsInvoke() {
			return false
		}
		fx, fy := x.Call.StaticCallee(), y.Call.StaticCallee()
		if fx == nil || fx != fy || len(x.Call.Args) != len(y.Call.Args) {
			return false
		}
		for i := range x.Call.Args {
			if !sameValue(x.Call.Args[i], y.Call.Args[i], depth-1) {
				return false
			}
		}
		return true
	case *ssa.BinOp:
		y, ok := b.(*ssa.BinOp)
		return ok && x.Op == y.Op && sameValue(x.X, y.X, depth-1) && sameValue(x.Y, y.Y, depth-1)
	case *ssa.UnOp:
		y, ok := b.(*ssa.UnOp)
		return ok && x.Op == y.Op && x.CommaOk == y.CommaOk && sameValue(x.X, y.X, depth-1)
	case *ssa.FieldAddr:
		y, ok := b.(*ssa.FieldAddr)
		return ok && x.Field == y.Field && sameValue(x.X, y.X, depth-1)
	case *ssa.Field:
		y, ok := b.(*ssa.Field)
		return ok && x.Field == y.Field && sameValue(x.X, y.X, depth-1)
	case *ssa.Convert:
		y, ok := b.(*ssa.Convert)
		return ok && sameValue(x.X, y.X, depth-1)
	case *ssa.ChangeType:
		y, ok := b.(*ssa.ChangeType)
		return ok && sameValue(x.X, y.X, depth-1)
	case *ssa.MakeInterface:
		y, ok := b.(*ssa.MakeInterface)
		return ok && sameValue(x.X, y.X, depth-1)
	}
	return false
}
