package inprogress

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/dedupstore"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/model"
	"github.com/idemlint/idemlint/internal/sqltext"
)

// claimedModel returns the gorm model a claim inserts, or nil.
func (s *state) claimedModel(call *ssa.Call) *types.TypeName {
	c := &call.Call
	e := s.p.Sum.Entry(c)
	if e == nil || e.Name != knowledge.GormCreate {
		return nil
	}
	v := ir.EntryArg(c, e, "value")
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	if v == nil {
		return nil
	}
	if n := model.GormType(v.Type()); n != nil {
		return n.Obj()
	}
	return nil
}

// checkModels reports the idempotency stores declared in Go with no state
// field and no response field: the gorm models the package uses as a
// request's store (stores), and those it only migrates (AutoMigrate) and
// the ent schemas whose name says request idempotency. A model whose
// table the package's SQL creates is left to that DDL (the model may map
// only the columns it writes), and so is an ent schema whose fields are
// not all read (a mixin, a field from a helper).
func (s *state) checkModels(cat *sqltext.Catalog, stores map[*types.TypeName]bool) {
	info := s.p.TypesInfo
	files := s.p.HandWrittenFiles()
	var uses []model.GormUse
	seen := map[*types.TypeName]bool{}
	used := map[*types.TypeName]bool{} // handed to gorm other than to AutoMigrate
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				for _, u := range model.GormUses(info, call) {
					used[u.Type.Obj()] = used[u.Type.Obj()] || !u.Migrates()
					if !seen[u.Type.Obj()] {
						seen[u.Type.Obj()] = true
						uses = append(uses, u)
					}
				}
			}
			return true
		})
	}
	for _, u := range uses {
		obj := u.Type.Obj()
		table := model.GormTable(info, files, u.Type)
		if cat.Lookup("", table) != nil {
			continue
		}
		cols := model.GormColumns(u.Type)
		if !s.store(stores[obj], used[obj], cols, obj.Name(), table) {
			continue
		}
		what := "idempotency model " + obj.Name() + " (table " + table + ")"
		if stores[obj] {
			what = "model " + obj.Name() + " (table " + table + "), used as a request's idempotency store,"
		}
		pos := u.Arg.Pos()
		if obj.Pkg() == s.p.Pkg {
			pos = obj.Pos()
		}
		s.reportSchema(pos, what+" has no state field", "a State field (in_progress, succeeded, failed) and a Response field")
	}
	for _, es := range model.EntSchemas(info, files, s.p.Sum.Base.Lookup) {
		if !es.Complete || !s.store(false, false, es.Fields, es.Type.Name(), model.Snake(es.Type.Name())) {
			continue
		}
		s.reportSchema(es.Type.Pos(), "idempotency ent schema "+es.Type.Name()+" has no state field",
			`field.Enum("state").Values("in_progress", "succeeded", "failed") and field.Bytes("response").Optional()`)
	}
}

// store reports whether a model is an idempotency store without a state
// and a response: used as a request's store here, or used by nothing here
// (only migrated, or an ent schema) and named for request idempotency,
// not a consumer's inbox (a column, or the model's name or table, says
// message, event or delivery); and no column or field name says state or
// outcome.
func (s *state) store(store, used bool, cols []model.Column, names ...string) bool {
	if !store {
		if used || !s.requestName(names...) || modelHas(cols, inboxWords) {
			return false
		}
		for _, n := range names {
			if hasWord(n, inboxWords) {
				return false
			}
		}
	}
	return !modelHas(cols, stateWords) && !modelHas(cols, dedupstore.ResponseWords)
}

// modelHas reports whether the column name or the Go field name of some
// column contains one of words.
func modelHas(cols []model.Column, words []string) bool {
	for _, c := range cols {
		if hasWord(c.Name, words) || c.Field != nil && hasWord(c.Field.Name(), words) {
			return true
		}
	}
	return false
}
