package summary

import (
	"go/token"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
)

// FieldValues returns the values stored into the field called name of the
// struct that v points to or was loaded from, when v is a struct made in
// this function (&T{…}, or a variable whose address is taken) and that
// field is only stored to and read: the values a callee reading v.name can
// see. A wrapper whose key is txn.TransactionID then sees the transaction
// ID its caller set, not a CreatedAt: time.Now() beside it.
//
// ok is false when the field cannot be told apart, and the caller should
// trace v whole: v comes from elsewhere (a parameter, a call), the struct
// is assigned whole, the field's address escapes, or a method is called on
// the struct (a setter may fill the field).
func FieldValues(v ssa.Value, name string) (vals []ssa.Value, ok bool) {
	for {
		switch x := v.(type) {
		case *ssa.MakeInterface:
			v = x.X
			continue
		case *ssa.ChangeType:
			v = x.X
			continue
		case *ssa.UnOp:
			if x.Op == token.MUL {
				v = x.X
			}
		}
		break
	}
	alloc, isAlloc := v.(*ssa.Alloc)
	if !isAlloc {
		return nil, false
	}
	idx := -1
	for i := 0; ; i++ {
		f := ir.StructField(alloc.Type(), i)
		if f == nil {
			break
		}
		if f.Name() == name {
			idx = i
			break
		}
	}
	if idx < 0 || alloc.Referrers() == nil {
		return nil, false
	}
	for _, r := range *alloc.Referrers() {
		switch r := r.(type) {
		case *ssa.Store:
			if r.Addr == ssa.Value(alloc) {
				// rd := T{…} copies a composite literal's local into rd:
				// what that literal stores in the field flows in too.
				ld, ok := r.Val.(*ssa.UnOp)
				if !ok || ld.Op != token.MUL {
					return nil, false // assigned whole
				}
				if _, lit := ld.X.(*ssa.Alloc); !lit || ld.X == ssa.Value(alloc) {
					return nil, false
				}
				lv, ok := FieldValues(ld, name)
				if !ok {
					return nil, false
				}
				vals = append(vals, lv...)
			}
		case *ssa.FieldAddr:
			if r.Field != idx {
				continue
			}
			if r.Referrers() == nil {
				continue
			}
			for _, u := range *r.Referrers() {
				switch u := u.(type) {
				case *ssa.Store:
					if u.Addr != ssa.Value(r) {
						return nil, false // the field's address is stored
					}
					vals = append(vals, u.Val)
				case *ssa.UnOp:
					if u.Op != token.MUL {
						return nil, false
					}
				case *ssa.DebugRef:
				default:
					return nil, false // &v.name escapes
				}
			}
		case ssa.CallInstruction:
			if c := r.Common(); c.Signature().Recv() != nil && len(c.Args) > 0 && c.Args[0] == ssa.Value(alloc) {
				return nil, false // a method of the struct may set the field
			}
		}
	}
	return vals, true
}
