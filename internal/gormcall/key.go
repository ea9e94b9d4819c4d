package gormcall

import (
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/model"
)

// KeyFields returns the names of the struct fields of the model v that a
// gorm Create under Clauses(clause.OnConflict{…, DoNothing: true}) c
// conflicts on: the fields of the conflict target's columns
// (clause.OnConflict{Columns: []clause.Column{{Name: "event_id"}}}), or,
// without a target, the model's unique fields (primaryKey, unique,
// uniqueIndex tags; a field named ID when no field is tagged primaryKey).
// ok is false when that cannot be told: a target written elsewhere, a
// column no direct field of the model holds, a model with no unique field.
func KeyFields(c *ssa.CallCommon, v ssa.Value) (fields []string, ok bool) {
	for i := 0; i < 4; i++ {
		if x, ok := v.(*ssa.MakeInterface); ok {
			v = x.X
		}
	}
	n := model.GormType(v.Type())
	if n == nil {
		return nil, false
	}
	cols := model.GormColumns(n)
	direct := directFields(n)
	target, known := conflictTarget(c)
	if !known {
		return nil, false
	}
	if len(target) > 0 {
		for _, name := range target {
			f := ""
			for _, col := range cols {
				if strings.EqualFold(col.Name, name) && direct[col.Field] {
					f = col.Field.Name()
				}
			}
			if f == "" {
				return nil, false
			}
			fields = append(fields, f)
		}
		return fields, true
	}
	primary := false
	for _, col := range cols {
		if _, ok := model.GormSettings(reflect.StructTag(col.Tag).Get("gorm"))["primarykey"]; ok {
			primary = true
		}
	}
	for _, col := range cols {
		if col.Unique || !primary && col.Field.Name() == "ID" {
			if !direct[col.Field] {
				return nil, false // a key in an embedded struct: its stores are not followed
			}
			fields = append(fields, col.Field.Name())
		}
	}
	return fields, len(fields) > 0
}

// directFields are the fields declared in the model's struct itself.
func directFields(n *types.Named) map[*types.Var]bool {
	out := map[*types.Var]bool{}
	if st, ok := n.Underlying().(*types.Struct); ok {
		for i := 0; i < st.NumFields(); i++ {
			if f := st.Field(i); !f.Embedded() {
				out[f] = true
			}
		}
	}
	return out
}

// conflictTarget returns the column names of the Columns of the
// clause.OnConflict literal on the receiver chain of c (none when the
// literal sets no Columns); known is false when the literal or its Columns
// are not local literals of constant names.
func conflictTarget(c *ssa.CallCommon) (cols []string, known bool) {
	lits := onConflicts(c)
	if len(lits) != 1 {
		return nil, false // none, or several that gorm merges
	}
	lit := lits[0]
	val, set := fieldStored(lit, "Columns")
	if !set {
		return nil, true
	}
	sl, ok := val.(*ssa.Slice)
	if !ok {
		return nil, false
	}
	arr, ok := sl.X.(*ssa.Alloc)
	if !ok || arr.Referrers() == nil {
		return nil, false
	}
	for _, ref := range *arr.Referrers() {
		ia, ok := ref.(*ssa.IndexAddr)
		if !ok {
			continue
		}
		name, ok := elemName(ia)
		if !ok {
			return nil, false
		}
		cols = append(cols, name)
	}
	return cols, len(cols) > 0
}

// elemName returns the constant stored in the Name field of the
// clause.Column at ia: through its field (&a[0].Name) or a whole literal
// stored there (a[0] = clause.Column{Name: …}).
func elemName(ia *ssa.IndexAddr) (string, bool) {
	if ia.Referrers() == nil {
		return "", false
	}
	for _, ref := range *ia.Referrers() {
		var v constant.Value
		switch ref := ref.(type) {
		case *ssa.FieldAddr:
			if ir.FieldName(ref) == "Name" {
				if x, ok := storedInto(ref).(*ssa.Const); ok {
					v = x.Value
				}
			}
		case *ssa.Store:
			if u, ok := ref.Val.(*ssa.UnOp); ok && ref.Addr == ssa.Value(ia) {
				if a, ok := u.X.(*ssa.Alloc); ok && u.Op == token.MUL {
					v = fieldConst(a, "Name")
				}
			}
		}
		if v != nil && v.Kind() == constant.String {
			return constant.StringVal(v), true
		}
	}
	return "", false
}

// storedInto returns the value stored at addr, or nil.
func storedInto(addr ssa.Value) ssa.Value {
	if refs := addr.Referrers(); refs != nil {
		for _, r := range *refs {
			if st, ok := r.(*ssa.Store); ok && st.Addr == addr {
				return st.Val
			}
		}
	}
	return nil
}

// fieldStored returns the value stored into field name of the local
// composite literal alloc, and whether one is.
func fieldStored(alloc *ssa.Alloc, name string) (ssa.Value, bool) {
	if alloc.Referrers() == nil {
		return nil, false
	}
	for _, ref := range *alloc.Referrers() {
		if fa, ok := ref.(*ssa.FieldAddr); ok && ir.FieldName(fa) == name {
			if v := storedInto(fa); v != nil {
				return v, true
			}
		}
	}
	return nil, false
}
