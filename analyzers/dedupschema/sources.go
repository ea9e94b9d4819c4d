package dedupschema

import (
	"go/ast"

	"github.com/idemlint/idemlint/internal/model"
	"github.com/idemlint/idemlint/internal/sqlsource"
)

// scanResult is what one walk over the package found.
type scanResult struct {
	sources []*sqlsource.Source
	migrate []model.GormUse    // the models passed to AutoMigrate
	ent     []*model.EntSchema // the ent schemas
}

func (r *scanResult) any() bool {
	return len(r.sources) > 0 || len(r.migrate) > 0 || len(r.ent) > 0
}

// scan walks the package once: string constants that may hold DDL or a
// claim, //go:embed directives, AutoMigrate calls, ent schema methods.
func (s *state) scan() *scanResult {
	r := &scanResult{}
	info := s.p.TypesInfo
	for _, f := range s.files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch e := n.(type) {
			case *ast.CallExpr:
				for _, u := range model.GormUses(info, e) {
					if u.Migrates() {
						r.migrate = append(r.migrate, u)
					}
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
	r.ent = model.EntSchemas(info, s.files, s.p.Sum.Base.Lookup)
	r.sources = append(r.sources, sqlsource.Embedded(s.p.Pass, s.files)...)
	return r
}
