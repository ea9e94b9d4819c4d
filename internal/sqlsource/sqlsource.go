// Package sqlsource finds the SQL text of a package: the Go string
// constants that hold SQL and the migration files its //go:embed
// directives embed. dedupschema and inprogress read their DDL from here,
// so the two cannot disagree on what a package's schema is.
package sqlsource

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"regexp"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/sqltext"
)

// FromExpr returns the source of a Go string constant expression that may
// hold SQL. isConst reports whether e is a string constant at all (a
// walk need not descend into it). Identifiers and selectors are constants
// defined elsewhere and are read where they are defined: FromExpr returns
// nothing for them.
func FromExpr(info *types.Info, e ast.Expr) (src *Source, isConst bool) {
	switch e.(type) {
	case *ast.Ident, *ast.SelectorExpr:
		return nil, false
	}
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return nil, false
	}
	text := constant.StringVal(tv.Value)
	if !MayHoldSQL(text) {
		return nil, true
	}
	text, pos := goText(e, text)
	return &Source{Stmts: sqltext.Split(text), Pos: pos}, true
}

// Collect returns the SQL sources of files: their string constants, then
// the migrations they embed.
func Collect(pass *analysis.Pass, files []*ast.File) []*Source {
	var out []*Source
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			e, ok := n.(ast.Expr)
			if !ok {
				return true
			}
			src, isConst := FromExpr(pass.TypesInfo, e)
			if src != nil {
				out = append(out, src)
			}
			return !isConst
		})
	}
	return append(out, Embedded(pass, files)...)
}

// IgnoredInFile reports whether an embedded .sql file holds an ignore
// directive for analyzer on the line of the byte offset off or the line
// above ("-- //idemlint:ignore dedupschema reason" or "-- idemlint:ignore
// …"). Directives in Go files are handled by the reporter.
func (src *Source) IgnoredInFile(off int, analyzer string) bool {
	if src.File == "" || src.Lines == nil {
		return false
	}
	line := 1 + strings.Count(joinUpTo(src.Lines, off), "\n")
	for _, l := range []int{line - 1, line} {
		if l < 1 || l > len(src.Lines) {
			continue
		}
		text := src.Lines[l-1]
		if i := strings.Index(text, "idemlint:ignore"); i >= 0 {
			fields := strings.Fields(text[i+len("idemlint:ignore"):])
			if len(fields) >= 2 && containsFold(strings.Split(fields[0], ","), analyzer) {
				return true
			}
		}
	}
	return false
}

func containsFold(xs []string, s string) bool {
	for _, x := range xs {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

// joinUpTo returns the first off bytes of the file whose lines are given.
func joinUpTo(lines []string, off int) string {
	var b strings.Builder
	for _, l := range lines {
		if b.Len() >= off {
			break
		}
		b.WriteString(l)
		b.WriteByte('\n')
	}
	s := b.String()
	if off < len(s) {
		s = s[:off]
	}
	return s
}

// Source is one SQL text of a package: a Go string constant or an
// embedded migration file.
type Source struct {
	Stmts []sqltext.Statement
	Pos   func(off int) token.Pos // the position of a byte offset of the text
	File  string                  // embedded file name, "" for Go text
	Lines []string                // embedded file lines, for ignore directives
}

// MayHoldSQL is the cheap test before a text is split into statements.
func MayHoldSQL(text string) bool {
	if len(text) < 12 {
		return false
	}
	l := strings.ToLower(text)
	return strings.Contains(l, "create") || strings.Contains(l, "alter") ||
		strings.Contains(l, "insert") || strings.Contains(l, "replace") || strings.Contains(l, "upsert")
}

// verbRx matches the fmt verbs of a format string: the text they print is
// not known here, so they become Holes.
var verbRx = regexp.MustCompile(`%[-+# 0-9.]*[sdvqxX]`)

// goText returns the SQL text of a Go string constant expression, with
// fmt verbs replaced by sqltext.Hole, and a function that maps a byte
// offset of that text to a position: inside the literal when the text is
// the literal's bytes (a raw string, or a quoted one without escapes, or a
// concatenation of such), else the expression's start.
func goText(e ast.Expr, text string) (string, func(int) token.Pos) {
	start := e.Pos()
	var parts []*ast.BasicLit
	if !literalParts(e, &parts) {
		parts = nil
	}
	// Offsets of the constant's bytes in the source, part by part.
	type span struct {
		off  int // offset in the constant text
		n    int
		base token.Pos
	}
	var spans []span
	if parts != nil {
		off := 0
		for _, lit := range parts {
			v, err := strconv.Unquote(lit.Value)
			if err != nil {
				spans = nil
				break
			}
			spans = append(spans, span{off, len(v), lit.Pos() + 1})
			off += len(v)
		}
		if off != len(text) {
			spans = nil
		}
	}
	// fmt verbs become Holes; remember the shifts.
	type repl struct{ at, delta int } // at: offset in the new text after the replacement
	var repls []repl
	if strings.Contains(text, "%") {
		var b strings.Builder
		last, shift := 0, 0
		for _, m := range verbRx.FindAllStringIndex(text, -1) {
			b.WriteString(text[last:m[0]])
			b.WriteString(sqltext.Hole)
			shift += len(sqltext.Hole) - (m[1] - m[0])
			repls = append(repls, repl{b.Len(), shift})
			last = m[1]
		}
		b.WriteString(text[last:])
		text = b.String()
	}
	return text, func(off int) token.Pos {
		for i := len(repls) - 1; i >= 0; i-- {
			if off >= repls[i].at {
				off -= repls[i].delta
				break
			}
		}
		for _, sp := range spans {
			if off >= sp.off && off < sp.off+sp.n {
				return sp.base + token.Pos(off-sp.off)
			}
		}
		return start
	}
}

// literalParts collects the string literals that make up e when each one's
// value is its source bytes (a raw string without carriage returns, or a
// quoted string without escapes).
func literalParts(e ast.Expr, out *[]*ast.BasicLit) bool {
	switch x := e.(type) {
	case *ast.ParenExpr:
		return literalParts(x.X, out)
	case *ast.BinaryExpr:
		return x.Op == token.ADD && literalParts(x.X, out) && literalParts(x.Y, out)
	case *ast.BasicLit:
		if x.Kind != token.STRING || len(x.Value) < 2 {
			return false
		}
		switch x.Value[0] {
		case '`':
			if strings.Contains(x.Value, "\r") {
				return false
			}
		case '"':
			if strings.Contains(x.Value, `\`) {
				return false
			}
		default:
			return false
		}
		*out = append(*out, x)
		return true
	}
	return false
}

// Statements returns every statement of the sources, in order.
func Statements(sources []*Source) []sqltext.Statement {
	var all []sqltext.Statement
	for _, src := range sources {
		all = append(all, src.Stmts...)
	}
	return all
}

// Created is a table the sources create: the statement that first creates
// it, its source, and the table as the catalog completes it (the columns
// later ALTERs add included).
type Created struct {
	Src   *Source
	Stmt  sqltext.Statement
	Table *sqltext.Table
}

// Tables returns the catalog of every statement of the sources and the
// tables they create, each once, in the order of their first CREATE TABLE.
// Temporary tables and those whose definition holds a placeholder (a name
// or a column decided at run time) are left out.
func Tables(sources []*Source) (*sqltext.Catalog, []Created) {
	cat := sqltext.NewCatalog(Statements(sources))
	var out []Created
	done := map[*sqltext.Table]bool{}
	for _, src := range sources {
		for _, st := range src.Stmts {
			if st.Kind != sqltext.CreateTable || st.Create == nil || st.Create.Name == "" {
				continue
			}
			t := cat.Lookup(st.Create.Schema, st.Create.Name)
			if t == nil || done[t] {
				continue
			}
			done[t] = true
			if !t.Temporary && !t.Holes {
				out = append(out, Created{Src: src, Stmt: st, Table: t})
			}
		}
	}
	return cat, out
}
