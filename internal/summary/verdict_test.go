package summary_test

import (
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/summary"
)

// TestVerdicts reports the verdict of every call in the functions of
// testdata/src/verdicttest whose names start with verdict: one call of
// each verdict, with its field and dynamic name where it has them.
func TestVerdicts(t *testing.T) {
	a := &analysis.Analyzer{
		Name:     "verdicttest",
		Doc:      "report the verdict of each call",
		Requires: []*analysis.Analyzer{summary.Analyzer},
		Run: func(pass *analysis.Pass) (any, error) {
			res := pass.ResultOf[summary.Analyzer].(*summary.Result)
			for _, fn := range res.Funcs {
				if !strings.HasPrefix(fn.Name(), "verdict") {
					continue
				}
				for _, call := range ir.Calls(fn) {
					v := res.Resolve(call.Common())
					msg := v.Verdict.String()
					if v.Field != nil {
						msg += " s." + v.Field.Name()
					}
					if v.Dynamic != "" {
						msg += " " + v.Dynamic
					}
					if v.Verdict == summary.Known && v.Entry == nil {
						t.Errorf("%s: %s without what it rests on", pass.Fset.Position(call.Pos()), msg)
					}
					pass.Reportf(call.Pos(), "%s", msg)
				}
			}
			return nil, nil
		},
	}
	testdata, _ := filepath.Abs(filepath.Join("..", "..", "testdata"))
	analysistest.Run(t, testdata, a, "verdicttest")
}
