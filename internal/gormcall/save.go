package gormcall

import (
	"go/token"
	"go/types"
	"reflect"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// SaveInserts reports whether gorm's Save (of either major) at c, handed
// v, inserts a row: v is a model the function makes itself (&MailLog{…},
// new(T), a local whose address it takes), whose primary key no store of
// the function sets and which no other call is handed before or after.
// gorm inserts a value whose primary key is zero and updates one whose
// key is set, so only such a fresh model is known to be inserted: a model
// handed in by the caller, filled by a First or a decode, or copied from
// another value may carry its ID, and Save then writes the same row.
func SaveInserts(c *ssa.CallCommon, v ssa.Value) bool {
	mi, _ := v.(*ssa.MakeInterface)
	alloc, n := ModelAlloc(v)
	if alloc == nil {
		return false
	}
	primary := primaryFields(n)
	if len(primary) == 0 {
		return false
	}
	allocs, whole := LiteralAllocs(alloc)
	if !whole {
		return false
	}
	for _, a := range allocs {
		for _, ref := range *a.Referrers() {
			if !freshUse(c, mi, a, ref, primary, 0) {
				return false
			}
		}
	}
	return true
}

// primaryFields returns the fields of the model's primary key: those
// tagged primaryKey (v2) or primary_key (v1), else the column named id
// (gorm's default, field ID or Id), embedded structs (gorm.Model) included.
func primaryFields(n *types.Named) map[*types.Var]bool {
	cols := model.GormColumns(n)
	out := map[*types.Var]bool{}
	for _, col := range cols {
		s := model.GormSettings(reflect.StructTag(col.Tag).Get("gorm"))
		_, v2 := s["primarykey"]
		_, v1 := s["primary_key"]
		if (v1 || v2) && col.Field != nil {
			out[col.Field] = true
		}
	}
	if len(out) > 0 {
		return out
	}
	for _, col := range cols {
		if strings.EqualFold(col.Name, "id") && col.Field != nil {
			out[col.Field] = true
		}
	}
	return out
}

// ModelAlloc returns the local a gorm call is handed (&MailLog{…},
// new(T), &u), through the conversion to interface{}, and its model type;
// nil when the value is no local of a named struct.
func ModelAlloc(v ssa.Value) (*ssa.Alloc, *types.Named) {
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	alloc, ok := v.(*ssa.Alloc)
	if !ok {
		return nil, nil
	}
	n := model.GormType(alloc.Type())
	if n == nil {
		return nil, nil
	}
	return alloc, n
}

// LiteralAllocs returns alloc and the temporaries a composite literal is
// built in and copied from whole (u := User{…}; Save(&u)); whole is false
// when something else is also stored into alloc whole (a copy of another
// value, which may carry its ID).
func LiteralAllocs(alloc *ssa.Alloc) (allocs []*ssa.Alloc, whole bool) {
	allocs, whole = []*ssa.Alloc{alloc}, true
	for _, ref := range *alloc.Referrers() {
		store, ok := ref.(*ssa.Store)
		if !ok || store.Addr != ssa.Value(alloc) {
			continue
		}
		load, ok := store.Val.(*ssa.UnOp)
		var tmp *ssa.Alloc
		if ok && load.Op == token.MUL {
			tmp, _ = load.X.(*ssa.Alloc)
		}
		if tmp == nil || tmp == alloc {
			whole = false
			continue
		}
		allocs = append(allocs, tmp)
	}
	return allocs, whole
}

// freshUse reports whether ref, a use of the model's address addr (the
// model itself or an embedded struct of it), leaves its primary key
// unset and hands it to no call but Save's own: a field store that is no
// key's, a load, the Save call or its conversion to an interface.
func freshUse(c *ssa.CallCommon, mi *ssa.MakeInterface, addr ssa.Value, ref ssa.Instruction, primary map[*types.Var]bool, depth int) bool {
	switch x := ref.(type) {
	case *ssa.FieldAddr:
		if f := fieldVar(x); f != nil && primary[f] && stored(x) {
			return false
		}
		if depth >= 3 {
			return !stored(x) // an embedded struct deeper than followed: no store into it
		}
		for _, r := range *x.Referrers() {
			if !freshUse(c, mi, x, r, primary, depth+1) {
				return false
			}
		}
		return true
	case *ssa.Store:
		// A field's store (its own value), or the literal's copy into
		// the model (literalAllocs); never the model's address stored.
		return x.Val != addr
	case *ssa.UnOp:
		return x.Op == token.MUL
	case *ssa.DebugRef:
		return true
	case *ssa.MakeInterface:
		return x == mi && depth == 0 && onlySave(c, x)
	case ssa.CallInstruction:
		return depth == 0 && mi == nil && x.Common() == c
	}
	return false
}

// onlySave reports whether the interface value is handed to c alone.
func onlySave(c *ssa.CallCommon, mi *ssa.MakeInterface) bool {
	for _, r := range *mi.Referrers() {
		if ci, ok := r.(ssa.CallInstruction); !ok || ci.Common() != c {
			if _, dbg := r.(*ssa.DebugRef); !dbg {
				return false
			}
		}
	}
	return true
}

// stored reports whether the field address is written.
func stored(fa *ssa.FieldAddr) bool {
	for _, r := range *fa.Referrers() {
		if st, ok := r.(*ssa.Store); ok && st.Addr == ssa.Value(fa) {
			return true
		}
	}
	return false
}

// fieldVar returns the struct field a field address selects.
func fieldVar(fa *ssa.FieldAddr) *types.Var {
	p, ok := types.Unalias(fa.X.Type()).Underlying().(*types.Pointer)
	if !ok {
		return nil
	}
	st, ok := types.Unalias(p.Elem()).Underlying().(*types.Struct)
	if !ok || fa.Field >= st.NumFields() {
		return nil
	}
	return st.Field(fa.Field)
}

// UniqueValues returns the values a gorm model literal v (&Event{…}, &u
// for u := Event{…}) stores into the model's unique columns (a primary
// key or a unique index, by its tags): the key of the row it inserts. An
// auto-increment ID the literal leaves unset is no key; nil when v is no
// local of a named struct.
func UniqueValues(v ssa.Value) []ssa.Value {
	alloc, n := ModelAlloc(v)
	if alloc == nil {
		return nil
	}
	unique := map[*types.Var]bool{}
	for _, col := range model.GormColumns(n) {
		if col.Unique && col.Field != nil {
			unique[col.Field] = true
		}
	}
	// u := User{…}; Create(&u): the literal is built in a temporary and
	// copied into u whole.
	allocs, _ := LiteralAllocs(alloc)
	return storedIn(values(allocs), unique)
}

// storedIn returns the values stored, through a field address of one of
// addrs (a model's local, or a pointer to one), into one of fields.
func storedIn(addrs []ssa.Value, fields map[*types.Var]bool) []ssa.Value {
	var out []ssa.Value
	for _, a := range addrs {
		refs := a.Referrers()
		if refs == nil {
			continue
		}
		for _, ref := range *refs {
			fa, ok := ref.(*ssa.FieldAddr)
			if !ok || !fields[fieldVar(fa)] {
				continue
			}
			for _, u := range *fa.Referrers() {
				if store, ok := u.(*ssa.Store); ok && store.Addr == ssa.Value(fa) {
					out = append(out, store.Val)
				}
			}
		}
	}
	return out
}

// values widens allocs to values.
func values(allocs []*ssa.Alloc) []ssa.Value {
	out := make([]ssa.Value, len(allocs))
	for i, a := range allocs {
		out[i] = a
	}
	return out
}
