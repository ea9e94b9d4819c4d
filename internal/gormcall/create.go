package gormcall

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// CreateInsertsAgain reports whether a second run of gorm's Create at c,
// handed v, inserts a second row rather than failing on the row's key or
// doing nothing: no ON CONFLICT clause is on the receiver chain, and the
// model's key (its primary key and its unique columns) is either minted
// anew on each run — every key field the function stores is stored a
// value fresh says is minted per call (uuid.NewString), and one is — or
// assigned by the database: a model the function makes itself whose
// integer primary key nothing sets (SaveInserts) and whose other unique
// columns nothing sets either. A key field stored any other value, or a
// model handed in whose key the function does not store, keeps the key of
// the row the caller's: false.
func CreateInsertsAgain(c *ssa.CallCommon, v ssa.Value, fresh func(ssa.Value) bool) bool {
	if len(onConflicts(c)) > 0 {
		return false
	}
	addr := v
	if mi, ok := addr.(*ssa.MakeInterface); ok {
		addr = mi.X
	}
	n := model.GormType(addr.Type())
	if n == nil {
		return false
	}
	if _, ok := types.Unalias(addr.Type()).(*types.Pointer); !ok {
		return false
	}
	key := primaryFields(n)
	for _, col := range model.GormColumns(n) {
		if col.Unique && col.Field != nil {
			key[col.Field] = true
		}
	}
	if len(key) == 0 {
		return false
	}
	addrs := []ssa.Value{addr}
	if alloc, _ := ModelAlloc(v); alloc != nil {
		allocs, _ := LiteralAllocs(alloc)
		addrs = values(allocs)
	}
	vals := storedIn(addrs, key)
	for _, x := range vals {
		if !fresh(x) {
			return false
		}
	}
	minted := len(vals) > 0
	if minted {
		return true
	}
	if !SaveInserts(c, v) {
		return false
	}
	for f := range primaryFields(n) {
		b, ok := f.Type().Underlying().(*types.Basic)
		if !ok || b.Info()&types.IsInteger == 0 {
			return false
		}
	}
	return true
}
