package summary_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/summary"
)

// TestRetryScopes reports, for every call of a function named mint, the
// retry scope InRetry finds for it.
func TestRetryScopes(t *testing.T) {
	a := &analysis.Analyzer{
		Name:     "retryscopetest",
		Doc:      "report the retry scope of calls of mint",
		Requires: []*analysis.Analyzer{summary.Analyzer},
		Run: func(pass *analysis.Pass) (any, error) {
			res := pass.ResultOf[summary.Analyzer].(*summary.Result)
			for _, fn := range res.Funcs {
				for _, call := range ir.Calls(fn) {
					callee := call.Common().StaticCallee()
					if callee == nil || callee.Name() != "mint" {
						continue
					}
					if s, ok := res.InRetry(call.(ssa.Instruction)); ok {
						if !s.Pos.IsValid() {
							t.Errorf("scope %v without a position", s.Kind)
						}
						pass.Reportf(call.Pos(), "%v %s", s.Kind, s.Name)
					}
				}
			}
			return nil, nil
		},
	}
	testdata, _ := filepath.Abs(filepath.Join("..", "..", "testdata"))
	analysistest.Run(t, testdata, a, "retryscopetest/...")
}
