package dedupschema

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"regexp"
	"strconv"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/sqltext"
)

// Full names of the knowledge entries dedupschema reads.
const (
	gormAutoMigrate = "(*gorm.io/gorm.DB).AutoMigrate"
	entFieldPkg     = "entgo.io/ent/schema/field."
	entFieldUnique  = "(*entgo.io/ent/schema/field."
	entIndexFields  = "entgo.io/ent/schema/index.Fields"
	entIndexUnique  = "(*entgo.io/ent/schema/index.Builder).Unique"
)

// sqlSource is one SQL text of the package: a Go string constant or an
// embedded migration file.
type sqlSource struct {
	stmts []sqltext.Statement
	pos   func(off int) token.Pos // the position of a byte offset of the text
	file  string                  // embedded file name, "" for Go text
	lines []string                // embedded file lines, for ignore directives
}

// scanResult is what one walk over the package found.
type scanResult struct {
	sources  []*sqlSource
	migrate  []*ast.CallExpr                     // AutoMigrate calls
	entDecls map[*types.TypeName][]*ast.FuncDecl // Fields and Indexes methods by receiver type
	entOrder []*types.TypeName
}

func (r *scanResult) any() bool {
	return len(r.sources) > 0 || len(r.migrate) > 0 || len(r.entDecls) > 0
}

// scan walks the package once: string constants that may hold DDL or a
// claim, //go:embed directives, AutoMigrate calls, ent schema methods.
func (s *state) scan() *scanResult {
	r := &scanResult{entDecls: map[*types.TypeName][]*ast.FuncDecl{}}
	info := s.p.TypesInfo
	var embeds []embedDirective
	for _, f := range s.files {
		embeds = append(embeds, embedDirectives(s.p.Fset, f)...)
		for _, decl := range f.Decls {
			if fd, ok := decl.(*ast.FuncDecl); ok && fd.Recv != nil && fd.Body != nil &&
				(fd.Name.Name == "Fields" || fd.Name.Name == "Indexes") {
				if tn := recvTypeName(info, fd); tn != nil {
					if _, seen := r.entDecls[tn]; !seen {
						r.entOrder = append(r.entOrder, tn)
					}
					r.entDecls[tn] = append(r.entDecls[tn], fd)
				}
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch e := n.(type) {
			case *ast.CallExpr:
				if e := s.entry(e); e != nil && e.Name == gormAutoMigrate {
					r.migrate = append(r.migrate, n.(*ast.CallExpr))
				}
				return true
			case *ast.Ident, *ast.SelectorExpr:
				return true // a constant defined elsewhere: read where it is defined
			case ast.Expr:
				tv, ok := info.Types[e]
				if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
					return true
				}
				text := constant.StringVal(tv.Value)
				if !mayHoldSQL(text) {
					return false
				}
				text, pos := goText(e, text)
				r.sources = append(r.sources, &sqlSource{stmts: sqltext.Split(text), pos: pos})
				return false
			}
			return true
		})
	}
	// Drop the ent methods of types that are not ent schemas.
	var order []*types.TypeName
	for _, tn := range r.entOrder {
		if s.isEntSchema(r.entDecls[tn]) {
			order = append(order, tn)
		} else {
			delete(r.entDecls, tn)
		}
	}
	r.entOrder = order
	r.sources = append(r.sources, s.embedded(embeds)...)
	return r
}

// entry returns the knowledge entry of the function a call expression
// calls, or nil.
func (s *state) entry(call *ast.CallExpr) *knowledge.Func {
	fn, ok := typeutil.Callee(s.p.TypesInfo, call).(*types.Func)
	if !ok {
		return nil
	}
	return s.p.Sum.Base.Lookup(fn)
}

func recvTypeName(info *types.Info, fd *ast.FuncDecl) *types.TypeName {
	obj, ok := info.Defs[fd.Name].(*types.Func)
	if !ok {
		return nil
	}
	sig, ok := obj.Type().(*types.Signature)
	if !ok || sig.Recv() == nil {
		return nil
	}
	t := sig.Recv().Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj()
	}
	return nil
}

// mayHoldSQL is the cheap test before a text is split into statements.
func mayHoldSQL(text string) bool {
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
