package model

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/idemlint/idemlint/internal/knowledge"
)

// Full names (and prefixes) of the ent knowledge entries read here.
const (
	entFieldPkg    = "entgo.io/ent/schema/field."
	entFieldUnique = "(*entgo.io/ent/schema/field."
	entIndexFields = "entgo.io/ent/schema/index.Fields"
	entIndexUnique = "(*entgo.io/ent/schema/index.Builder).Unique"
	// entFieldPath is the package of every ent field constructor, those
	// the knowledge lists (the key types) and the others (Time, Enum, JSON).
	entFieldPath = "entgo.io/ent/schema/field"
)

// EntSchema is an ent schema type declared in the package.
type EntSchema struct {
	Type    *types.TypeName
	Fields  []Column
	Uniques [][]string // the fields of each unique index; "?" for one not read
	// Complete reports that Fields are all the columns the schema declares
	// besides its id: every element of every Fields() result was read and
	// the type has no Mixin method (a mixin adds fields declared elsewhere).
	Complete bool
}

// Indexed reports whether a unique index includes the field (or has
// fields not read).
func (s *EntSchema) Indexed(field string) bool {
	for _, cols := range s.Uniques {
		for _, c := range cols {
			if c == "?" || strings.EqualFold(c, field) {
				return true
			}
		}
	}
	return false
}

// Lookup returns the knowledge entry of a function, or nil.
type Lookup func(*types.Func) *knowledge.Func

// EntSchemas returns the ent schemas declared in files: types whose Fields
// or Indexes methods build ent fields or indexes (calls the knowledge
// names), in the order of their first method.
func EntSchemas(info *types.Info, files []*ast.File, lookup Lookup) []*EntSchema {
	decls := map[*types.TypeName][]*ast.FuncDecl{}
	var order []*types.TypeName
	mixins := map[*types.TypeName]bool{}
	for _, f := range files {
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || fd.Body == nil {
				continue
			}
			tn := RecvTypeName(info, fd)
			if tn == nil {
				continue
			}
			switch fd.Name.Name {
			case "Fields", "Indexes":
				if _, seen := decls[tn]; !seen {
					order = append(order, tn)
				}
				decls[tn] = append(decls[tn], fd)
			case "Mixin":
				mixins[tn] = true
			}
		}
	}
	r := entReader{info: info, lookup: lookup}
	var out []*EntSchema
	for _, tn := range order {
		if !r.isSchema(decls[tn]) {
			continue
		}
		s := &EntSchema{Type: tn, Complete: !mixins[tn]}
		for _, fd := range decls[tn] {
			elems, all := returnedElems(fd)
			if fd.Name.Name == "Fields" && !all {
				s.Complete = false
			}
			for _, e := range elems {
				switch fd.Name.Name {
				case "Fields":
					if c, ok := r.field(e); ok {
						s.Fields = append(s.Fields, c)
					} else {
						s.Complete = false
					}
				case "Indexes":
					if cols, ok := r.uniqueIndex(e); ok {
						s.Uniques = append(s.Uniques, cols)
					}
				}
			}
		}
		out = append(out, s)
	}
	return out
}

type entReader struct {
	info   *types.Info
	lookup Lookup
}

func (r entReader) callee(call *ast.CallExpr) *types.Func {
	fn, _ := typeutil.Callee(r.info, call).(*types.Func)
	return fn
}

func (r entReader) entry(call *ast.CallExpr) *knowledge.Func {
	if fn := r.callee(call); fn != nil {
		return r.lookup(fn)
	}
	return nil
}

// isSchema reports whether the Fields or Indexes methods of a type build
// ent fields or indexes.
func (r entReader) isSchema(decls []*ast.FuncDecl) bool {
	found := false
	for _, fd := range decls {
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok && !found {
				if e := r.entry(call); e != nil &&
					(strings.HasPrefix(e.Name, entFieldPkg) || e.Name == entIndexFields) {
					found = true
				}
			}
			return !found
		})
	}
	return found
}

// returnedElems returns the elements of the slice literals a method
// returns, and whether every result it returns is such a literal.
func returnedElems(fd *ast.FuncDecl) ([]ast.Expr, bool) {
	var out []ast.Expr
	all := true
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			for _, res := range x.Results {
				if cl, ok := ast.Unparen(res).(*ast.CompositeLit); ok {
					out = append(out, cl.Elts...)
				} else {
					all = false
				}
			}
		}
		return true
	})
	return out, all
}

// chain visits the calls of a builder chain from the last to the root
// (field.String("key").NotEmpty().Unique(): Unique, NotEmpty, String) until
// visit returns true or the chain ends in something else than a call.
func (r entReader) chain(e ast.Expr, visit func(call *ast.CallExpr, ent *knowledge.Func) bool) {
	x := ast.Unparen(e)
	for i := 0; i < 64; i++ {
		call, ok := x.(*ast.CallExpr)
		if !ok || visit(call, r.entry(call)) {
			return
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return
		}
		x = ast.Unparen(sel.X)
	}
}

// field reads a field builder chain: field.String("key").NotEmpty().Unique().
// The chain's root is a constructor of the field package called with a
// constant name; Keyable when the knowledge lists it.
func (r entReader) field(e ast.Expr) (Column, bool) {
	c := Column{Expr: e}
	read := false
	r.chain(e, func(call *ast.CallExpr, ent *knowledge.Func) bool {
		if fn := r.callee(call); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == entFieldPath && fn.Type().(*types.Signature).Recv() == nil {
			if len(call.Args) > 0 {
				c.Name, read = constString(r.info, call.Args[0])
				c.Keyable = ent != nil && strings.HasPrefix(ent.Name, entFieldPkg)
			}
			return true
		}
		if ent != nil && strings.HasPrefix(ent.Name, entFieldUnique) && strings.HasSuffix(ent.Name, ").Unique") {
			c.Unique = true
		}
		return false
	})
	return c, read
}

// uniqueIndex reads index.Fields("a", "b")….Unique(): the fields of a
// unique index.
func (r entReader) uniqueIndex(e ast.Expr) ([]string, bool) {
	unique, read := false, false
	var cols []string
	r.chain(e, func(call *ast.CallExpr, ent *knowledge.Func) bool {
		switch {
		case ent != nil && ent.Name == entIndexFields:
			if !unique {
				return true
			}
			read = true
			for _, a := range call.Args {
				name, ok := constString(r.info, a)
				if !ok {
					cols = []string{"?"} // fields not read: count it as covering
					return true
				}
				cols = append(cols, name)
			}
			return true
		case ent != nil && ent.Name == entIndexUnique:
			unique = true
		}
		return false
	})
	return cols, read
}
