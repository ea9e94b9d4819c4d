package dedupschema

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/sqlsource"
)

// Full names of the knowledge entries dedupschema reads.
const (
	gormAutoMigrate = "(*gorm.io/gorm.DB).AutoMigrate"
	entFieldPkg     = "entgo.io/ent/schema/field."
	entFieldUnique  = "(*entgo.io/ent/schema/field."
	entIndexFields  = "entgo.io/ent/schema/index.Fields"
	entIndexUnique  = "(*entgo.io/ent/schema/index.Builder).Unique"
)

// scanResult is what one walk over the package found.
type scanResult struct {
	sources  []*sqlsource.Source
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
	for _, f := range s.files {
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
			case ast.Expr:
				src, isConst := sqlsource.FromExpr(info, e)
				if src != nil {
					r.sources = append(r.sources, src)
				}
				return !isConst
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
	r.sources = append(r.sources, sqlsource.Embedded(s.p.Pass, s.files)...)
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
