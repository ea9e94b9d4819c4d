package ir

import "golang.org/x/tools/go/ssa"

// Strip looks through the conversions SSA inserts around a value that do
// not change what it holds: to an interface, between interfaces, between a
// named type and its underlying type. Value conversions (int(x),
// []byte(s)) are not looked through: a caller that may looks through
// *ssa.Convert itself.
func Strip(v ssa.Value) ssa.Value {
	for {
		switch x := v.(type) {
		case *ssa.MakeInterface:
			v = x.X
		case *ssa.ChangeType:
			v = x.X
		case *ssa.ChangeInterface:
			v = x.X
		default:
			return v
		}
	}
}
