package inprogress

import (
	"fmt"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/dedupstore"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/sqlsource"
	"github.com/idemlint/idemlint/internal/sqltext"
)

// Column names that hold the state of a request (in progress, done,
// failed) or mark its completion (its outcome: dedupstore.ResponseWords).
// A name containing one of the words counts.
var (
	stateWords = []string{"state", "status", "phase", "stage", "in_progress", "completed_at", "finished_at", "locked_at", "locked_until", "lease", "recovery_point"}
	// inboxWords name the key column of a consumer's inbox: a table of
	// processed message ids, written in the effect's transaction, which
	// needs no in-progress state.
	inboxWords = []string{"message", "msg", "event", "delivery"}
)

// claimTables returns the tables a claim call inserts into with ON
// CONFLICT DO NOTHING (or INSERT IGNORE), by its SQL text.
func (s *state) claimTables(call *ssa.Call) []string {
	var out []string
	for _, st := range s.statements(call) {
		if dedupstore.Claim(st) {
			out = append(out, st.Table)
		}
	}
	return out
}

// statements returns the SQL statements of a call's query argument, when
// the knowledge names one and its text is known.
func (s *state) statements(call *ssa.Call) []sqltext.Statement {
	c := &call.Call
	e := s.p.Sum.Entry(c)
	if e == nil || !e.Has(knowledge.SQL) || e.Query == "" {
		return nil
	}
	text, ok := keytext.Text(ir.EntryArg(c, e, e.Query))
	if !ok {
		return nil
	}
	return sqltext.Split(text)
}

// checkTables reports the tables the package creates with no state
// column and no response column that it uses as a request's idempotency
// store (stores), or that nothing in the package uses and whose name says
// request idempotency. It returns the catalog of the tables the package's
// SQL creates.
func (s *state) checkTables(stores map[string]bool) *sqltext.Catalog {
	sources := sqlsource.Collect(s.p.Pass, s.p.HandWrittenFiles())
	cat, created := sqlsource.Tables(sources)
	used := usedTables(sqlsource.Statements(sources))
	for _, c := range created {
		src, st, t := c.Src, c.Stmt, c.Table
		name := strings.ToLower(t.Name)
		store := stores[name]
		if !store && (used[name] || !s.requestName(t.Name) || hasColumn(t, inboxWords)) {
			continue
		}
		if hasColumn(t, stateWords) || hasColumn(t, dedupstore.ResponseWords) || src.IgnoredInFile(st.Offset, Name) {
			continue
		}
		s.reportTable(src, st, t, store)
	}
	return cat
}

func hasColumn(t *sqltext.Table, words []string) bool {
	for _, c := range t.Columns {
		if hasWord(c.Name, words) {
			return true
		}
	}
	return false
}

// hasWord reports whether a name contains one of words, compared
// case-insensitively.
func hasWord(name string, words []string) bool { return dedupstore.HasWord(name, words) }

func (s *state) reportTable(src *sqlsource.Source, st sqltext.Statement, t *sqltext.Table, store bool) {
	what := "idempotency table " + t.Name
	if store {
		what = "table used as a request's idempotency store, " + t.Name + ","
	}
	s.reportSchema(src.Pos(st.Offset), what+" has no state column",
		"a state column (in_progress, succeeded, failed) and a response column")
}

// reportSchema reports an idempotency store with no state and no stored
// response: what names it and what it lacks, fix says what to add.
func (s *state) reportSchema(pos token.Pos, what, fix string) {
	s.p.Report(analysis.Diagnostic{
		Pos:      pos,
		Category: CategorySchema,
		Message: fmt.Sprintf("%s and no stored response: a retry that arrives while the first request "+
			"is still running finds the key and cannot tell in progress from done, so it is answered as a success or as a failure "+
			"it is not; add %s, and answer 409 while in progress", what, fix),
	})
}
