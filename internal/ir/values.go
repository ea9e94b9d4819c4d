package ir

import "golang.org/x/tools/go/ssa"

// Strip looks through the conversions SSA inserts around a value that do
// not change what it holds: to an interface, between interfaces, between a
// named type and its underlying type. Value conversions (int(x),
// []byte(s)) are not looked through: Unconvert does.
func Strip(v ssa.Value) ssa.Value { return strip(v, false) }

// Unconvert is Strip that also looks through value conversions (int(x),
// time.Duration(n), string(b)): for a value whose meaning survives them (a
// TTL, a constant marker, a function).
func Unconvert(v ssa.Value) ssa.Value { return strip(v, true) }

func strip(v ssa.Value, values bool) ssa.Value {
	for {
		switch x := v.(type) {
		case *ssa.MakeInterface:
			v = x.X
		case *ssa.ChangeType:
			v = x.X
		case *ssa.ChangeInterface:
			v = x.X
		case *ssa.Convert:
			if !values {
				return v
			}
			v = x.X
		default:
			return v
		}
	}
}

// Varargs returns the values stored into the elements of a slice literal
// (what a call packs into its variadic parameter), in the order of the
// stores, and true; false when v is not a slice of a local array (a slice
// passed on with args..., a nil slice).
func Varargs(v ssa.Value) ([]ssa.Value, bool) {
	sl, ok := v.(*ssa.Slice)
	if !ok {
		return nil, false
	}
	alloc, ok := sl.X.(*ssa.Alloc)
	if !ok {
		return nil, false
	}
	refs := alloc.Referrers()
	if refs == nil {
		return nil, false
	}
	var out []ssa.Value
	for _, r := range *refs {
		ia, ok := r.(*ssa.IndexAddr)
		if !ok || ia.Referrers() == nil {
			continue
		}
		for _, u := range *ia.Referrers() {
			if st, ok := u.(*ssa.Store); ok && st.Addr == ia {
				out = append(out, st.Val)
			}
		}
	}
	return out, true
}
