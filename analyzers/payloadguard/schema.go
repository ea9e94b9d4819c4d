package payloadguard

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/dedupstore"
	"github.com/idemlint/idemlint/internal/model"
	"github.com/idemlint/idemlint/internal/sqlsource"
	"github.com/idemlint/idemlint/internal/sqltext"
)

// checkSchema reports the idempotency tables, gorm models and ent schemas
// of the package that store a response and no fingerprint of the request.
// A table DDL declares is judged by its DDL; its model may map only the
// columns it writes.
func (s *state) checkSchema() {
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
				s.judge(pos, "idempotency model "+obj.Name()+" (table "+table+")", fieldNames(model.GormColumns(u.Type)), obj.Name(), table)
			}
			return true
		})
	}
	for _, es := range model.EntSchemas(info, files, s.p.Sum.Base.Lookup) {
		if es.Complete {
			s.judge(es.Type.Pos(), "idempotency ent schema "+es.Type.Name(), fieldNames(es.Fields), es.Type.Name(), model.Snake(es.Type.Name()))
		}
	}
}

// checkTables judges every table the package's SQL creates, and returns
// their catalog.
func (s *state) checkTables() *sqltext.Catalog {
	cat, created := sqlsource.Tables(sqlsource.Collect(s.p.Pass, s.p.HandWrittenFiles()))
	for _, c := range created {
		if c.Src.IgnoredInFile(c.Stmt.Offset, Name) {
			continue
		}
		var cols []string
		for _, col := range c.Table.Columns {
			cols = append(cols, col.Name)
		}
		s.judge(c.Src.Pos(c.Stmt.Offset), "idempotency table "+c.Table.Name, cols, c.Table.Name)
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

// judge reports a store named for request idempotency (names: the type's,
// the table's) whose columns hold a response and no fingerprint.
func (s *state) judge(pos token.Pos, what string, cols []string, names ...string) {
	if !s.cfg.Dedup.Request(names...) {
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
