package inprogress

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ssa"

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
// field and no response field: the gorm models the package migrates or
// writes (AutoMigrate, Create, Save, FirstOrCreate, Delete, an update on
// Model) whose name or
// table the dedup words name, or that an HTTP handler of the package
// claims into; and the ent schemas the dedup words name. A model whose
// table the package's SQL creates is left to that DDL (the model may map
// only the columns it writes), and so is an ent schema whose fields are
// not all read (a mixin, a field from a helper).
func (s *state) checkModels(cat *sqltext.Catalog, claimed map[*types.TypeName]bool) {
	info := s.p.TypesInfo
	files := s.p.HandWrittenFiles()
	var uses []model.GormUse
	seen := map[*types.TypeName]bool{}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				for _, u := range model.GormUses(info, call) {
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
		if !s.store(claimed[obj], cols, obj.Name(), table) {
			continue
		}
		what := "idempotency model " + obj.Name() + " (table " + table + ")"
		if claimed[obj] {
			what = "model " + obj.Name() + " (table " + table + "), claimed by an HTTP handler,"
		}
		pos := u.Arg.Pos()
		if obj.Pkg() == s.p.Pkg {
			pos = obj.Pos()
		}
		s.reportSchema(pos, what+" has no state field", "a State field (in_progress, succeeded, failed) and a Response field")
	}
	for _, es := range model.EntSchemas(info, files, s.p.Sum.Base.Lookup) {
		if !es.Complete || !s.store(false, es.Fields, es.Type.Name(), model.Snake(es.Type.Name())) {
			continue
		}
		s.reportSchema(es.Type.Pos(), "idempotency ent schema "+es.Type.Name()+" has no state field",
			`field.Enum("state").Values("in_progress", "succeeded", "failed") and field.Bytes("response").Optional()`)
	}
}

// store reports whether a model is an idempotency store without a state
// and a response: claimed by a handler, or named by the dedup words and
// not a consumer's inbox (a column, or the model's name or table, says
// message, event or delivery: ProcessedEvent{ID} is keyed by the event's
// id); and no column or field name says state or outcome.
func (s *state) store(claimed bool, cols []model.Column, names ...string) bool {
	if !claimed {
		dedup, inbox := false, modelHas(cols, inboxWords)
		for _, n := range names {
			dedup = dedup || s.cfg.Dedup.Match(n)
			inbox = inbox || hasWord(n, inboxWords)
		}
		if !dedup || inbox {
			return false
		}
	}
	return !modelHas(cols, stateWords) && !modelHas(cols, responseWords)
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
