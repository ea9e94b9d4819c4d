package checkthenact

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

func (c *checker) setNXFix(fn *ssa.Function, chk, rec *site, e *effect) (analysis.SuggestedFix, bool) {
	return analysis.SuggestedFix{}, false
}
