package dedupschema

import (
	"fmt"
	"go/ast"
	"go/constant"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// entField is one field of an ent schema: field.String("key")… in Fields().
type entField struct {
	name   string
	expr   ast.Expr // the whole builder chain
	unique bool
}

// isEntSchema reports whether the Fields or Indexes methods of a type
// build ent fields or indexes (calls the knowledge names).
func (s *state) isEntSchema(decls []*ast.FuncDecl) bool {
	found := false
	for _, fd := range decls {
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok && !found {
				if e := s.entry(call); e != nil &&
					(strings.HasPrefix(e.Name, entFieldPkg) || e.Name == entIndexFields) {
					found = true
				}
			}
			return !found
		})
	}
	return found
}

// checkEnt checks the ent schemas whose name says dedup: a key field must be
// Unique(), or lead a unique index of Indexes().
func (s *state) checkEnt(r *scanResult) {
	for _, tn := range r.entOrder {
		name := tn.Name()
		if !s.dedupName(snake(name)) {
			continue
		}
		var fields []entField
		var uniques [][]string
		for _, fd := range r.entDecls[tn] {
			for _, e := range returnedElems(fd) {
				switch fd.Name.Name {
				case "Fields":
					if f, ok := s.entFieldOf(e); ok {
						fields = append(fields, f)
					}
				case "Indexes":
					if cols, ok := s.entUniqueIndex(e); ok {
						uniques = append(uniques, cols)
					}
				}
			}
		}
		var key *entField
		for i := range fields {
			f := &fields[i]
			if !s.isKeyColumn(f.name) {
				continue
			}
			if f.unique || indexed(uniques, f.name) {
				key = nil
				break
			}
			if key == nil {
				key = f
			}
		}
		if key == nil {
			continue
		}
		s.report(analysis.Diagnostic{
			Pos:      key.expr.Pos(),
			End:      key.expr.End(),
			Category: CategoryEnt,
			Message: fmt.Sprintf("ent schema %s stores %s but field %s is not Unique(); two concurrent inserts of the same key both succeed; add .Unique() to the field or a unique index in Indexes() (on a live table, build the index CONCURRENTLY first)",
				name, noun(key.name, snake(name)), key.name),
			SuggestedFixes: []analysis.SuggestedFix{{
				Message:   "Make field " + key.name + " Unique()",
				TextEdits: []analysis.TextEdit{{Pos: key.expr.End(), End: key.expr.End(), NewText: []byte(".Unique()")}},
			}},
		})
	}
}

// returnedElems returns the elements of the slice literals a method
// returns.
func returnedElems(fd *ast.FuncDecl) []ast.Expr {
	var out []ast.Expr
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			for _, res := range x.Results {
				if cl, ok := ast.Unparen(res).(*ast.CompositeLit); ok {
					out = append(out, cl.Elts...)
				}
			}
		}
		return true
	})
	return out
}

// entFieldOf reads a field builder chain: field.String("key").NotEmpty().Unique().
func (s *state) entFieldOf(e ast.Expr) (entField, bool) {
	f := entField{expr: e}
	x := ast.Unparen(e)
	for i := 0; i < 64; i++ {
		call, ok := x.(*ast.CallExpr)
		if !ok {
			return f, false
		}
		ent := s.entry(call)
		if ent != nil && strings.HasPrefix(ent.Name, entFieldPkg) {
			if len(call.Args) == 0 {
				return f, false
			}
			name, ok := s.constString(call.Args[0])
			if !ok {
				return f, false
			}
			f.name = name
			return f, true
		}
		if ent != nil && strings.HasPrefix(ent.Name, entFieldUnique) && strings.HasSuffix(ent.Name, ").Unique") {
			f.unique = true
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return f, false
		}
		x = ast.Unparen(sel.X)
	}
	return f, false
}

// entUniqueIndex reads index.Fields("a", "b")….Unique(): the fields of a
// unique index.
func (s *state) entUniqueIndex(e ast.Expr) ([]string, bool) {
	unique := false
	x := ast.Unparen(e)
	for i := 0; i < 64; i++ {
		call, ok := x.(*ast.CallExpr)
		if !ok {
			return nil, false
		}
		ent := s.entry(call)
		if ent != nil && ent.Name == entIndexFields {
			if !unique {
				return nil, false
			}
			var cols []string
			for _, a := range call.Args {
				name, ok := s.constString(a)
				if !ok {
					return []string{"?"}, true // unknown fields: count it as covering
				}
				cols = append(cols, name)
			}
			return cols, true
		}
		if ent != nil && ent.Name == entIndexUnique {
			unique = true
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return nil, false
		}
		x = ast.Unparen(sel.X)
	}
	return nil, false
}

// indexed reports whether a unique index includes the field (or has
// fields unknown here).
func indexed(uniques [][]string, field string) bool {
	for _, cols := range uniques {
		for _, c := range cols {
			if c == "?" || strings.EqualFold(c, field) {
				return true
			}
		}
	}
	return false
}

func (s *state) constString(e ast.Expr) (string, bool) {
	tv, ok := s.p.TypesInfo.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}
