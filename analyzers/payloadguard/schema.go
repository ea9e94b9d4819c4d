package payloadguard

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/dedupstore"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/model"
	"github.com/idemlint/idemlint/internal/sqlsource"
	"github.com/idemlint/idemlint/internal/sqltext"
)

// checkSchema reports the idempotency tables, gorm models and ent schemas
// of the package that store a response and no fingerprint of the request.
// A table DDL declares is judged by its DDL; its model may map only the
// columns it writes.
func (s *state) checkSchema() {
	claimed := s.claimedModels()
	cat := s.checkTables()
	info, files := s.p.TypesInfo, s.p.HandWrittenFiles()
	seen := map[*types.TypeName]bool{}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			for _, u := range model.GormUses(info, call) {
				obj := u.Type.Obj()
				if seen[obj] {
					continue
				}
				seen[obj] = true
				table := model.GormTable(info, files, u.Type)
				if cat.Lookup("", table) != nil {
					continue
				}
				pos := u.Arg.Pos()
				if obj.Pkg() == s.p.Pkg {
					pos = obj.Pos()
				}
				s.judge(pos, claimed[obj], "idempotency model "+obj.Name()+" (table "+table+")", fieldNames(model.GormColumns(u.Type)), obj.Name(), table)
			}
			return true
		})
	}
	for _, es := range model.EntSchemas(info, files, s.p.Sum.Base.Lookup) {
		if es.Complete {
			s.judge(es.Type.Pos(), false, "idempotency ent schema "+es.Type.Name(), fieldNames(es.Fields), es.Type.Name(), model.Snake(es.Type.Name()))
		}
	}
}

// checkTables judges every table the package's SQL creates, and returns
// their catalog.
func (s *state) checkTables() *sqltext.Catalog {
	sources := sqlsource.Collect(s.p.Pass, s.p.HandWrittenFiles())
	claimed := map[string]bool{}
	for _, st := range sqlsource.Statements(sources) {
		if dedupstore.Claim(st) {
			claimed[strings.ToLower(st.Table)] = true
		}
	}
	cat, created := sqlsource.Tables(sources)
	for _, c := range created {
		if c.Src.IgnoredInFile(c.Stmt.Offset, Name) {
			continue
		}
		var cols []string
		for _, col := range c.Table.Columns {
			cols = append(cols, col.Name)
		}
		s.judge(c.Src.Pos(c.Stmt.Offset), claimed[strings.ToLower(c.Table.Name)], "idempotency table "+c.Table.Name, cols, c.Table.Name)
	}
	return cat
}

// fieldNames returns, for each column of a model, its column name and,
// for gorm, its Go field's name: either may say what it holds.
func fieldNames(cols []model.Column) []string {
	var out []string
	for _, c := range cols {
		if c.Field != nil {
			out = append(out, c.Field.Name())
		}
		out = append(out, c.Name)
	}
	return out
}

// judge reports a store whose columns hold a response and no fingerprint,
// when it is an idempotency store: the package claims a key in it
// atomically (claimed), or its name (the type's, the table's) says request
// idempotency.
func (s *state) judge(pos token.Pos, claimed bool, what string, cols []string, names ...string) {
	if !claimed && !s.cfg.Dedup.Request(names...) {
		return
	}
	response := ""
	for _, c := range cols {
		if isFingerprint(c) {
			return
		}
		if response == "" && dedupstore.HasWord(c, dedupstore.ResponseWords) {
			response = c
		}
	}
	if response == "" {
		return // replays nothing: a seen-set, or inprogress's concern
	}
	s.p.Report(analysis.Diagnostic{
		Pos:      pos,
		Category: CategorySchema,
		Message: fmt.Sprintf("%s stores a response (%s) and no fingerprint of the request: a client that reuses a key for a different request "+
			"is answered with the first request's result as if its own had run; add a request_hash column, set it from a hash of the request body "+
			"when the key is claimed, and answer 422 when a retry's hash differs", what, response),
	})
}

// isFingerprint reports whether a column's name says it holds what the
// request was (a hash, the body, the parameters) and not the response.
func isFingerprint(name string) bool {
	return dedupstore.HasWord(name, dedupstore.FingerprintWords) && !dedupstore.HasWord(name, dedupstore.ResponseWords)
}

// claimedModels returns the gorm models the package claims a key in: a
// Create under clause.OnConflict{DoNothing: true}, whose RowsAffected says
// who won.
func (s *state) claimedModels() map[*types.TypeName]bool {
	out := map[*types.TypeName]bool{}
	for _, fn := range s.p.Sum.Funcs {
		for _, c := range ir.Calls(fn) {
			cc := c.Common()
			e := s.p.Sum.Entry(cc)
			if e == nil || e.Name != knowledge.GormCreate || !s.p.Sum.Call(cc).Has(knowledge.Claim) {
				continue
			}
			v := ir.EntryArg(cc, e, "value")
			if mi, ok := v.(*ssa.MakeInterface); ok {
				v = mi.X
			}
			if v == nil {
				continue
			}
			if n := model.GormType(v.Type()); n != nil {
				out[n.Obj()] = true
			}
		}
	}
	return out
}
