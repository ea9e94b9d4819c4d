package inprogress

import (
	"fmt"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/summary"
)

// uniqueDoneFirst reports a unique insert used as a claim (a key just
// checked, or a dedup table; its error aborts) committed on its own and
// followed, on the side where it succeeded, by an effect after which
// nothing writes the claim's table again. The effect is an external one,
// or a write of another table that the dedup words do not name (another
// dedup record is bookkeeping): the insert is in no transaction, so that
// write commits apart from it. A write of the claim's own table is no
// effect: it records the outcome.
func (s *state) uniqueDoneFirst(fn *ssa.Function, cl *summary.ClaimBranches) {
	if s.inTx(cl.Call) {
		return // the insert commits with what follows it
	}
	for _, br := range cl.Branches {
		var what string
		eff := s.effectAfterWin(fn, br, func(c ssa.CallInstruction) bool {
			f := s.fact(c.Common())
			if summary.WritesTable(f, cl.Table) {
				return false
			}
			if t := summary.OtherTable(f, cl.Table, s.cfg.Dedup.Match); t != "" {
				what = fmt.Sprintf("the effect %s, a write of %s that commits apart from it,", s.name(c.Common()), t)
				return true
			}
			if it := s.externalEffect(c.Common()); it != nil {
				what = fmt.Sprintf("the %s effect %s", it.Effect, s.name(c.Common()))
				return true
			}
			return false
		})
		if eff == nil || s.tableWrittenAfter(fn, eff, cl.Table) {
			continue
		}
		why := "whose unique key is the key checked before it"
		if cl.Dedup {
			why = "a dedup table"
		}
		s.p.Report(analysis.Diagnostic{
			Pos:      cl.Call.Pos(),
			Category: CategoryDoneFirst,
			Message: fmt.Sprintf("the insert by %s into %s, %s, commits before %s and nothing writes %s after it: "+
				"if the effect fails or the process dies after the insert, every retry fails on the unique key and the effect never happens; "+
				"insert the row in the effect's transaction, or insert it as in progress, mark it done after the effect and delete it when the effect fails",
				s.name(&cl.Call.Call), cl.Table, why, what, cl.Table),
			Related: []analysis.RelatedInformation{{Pos: eff.Pos(), Message: "the effect, after which the row is not written again"}},
		})
		return
	}
}

// tableWrittenAfter reports whether a call that eff reaches, or a
// deferred one, writes table.
func (s *state) tableWrittenAfter(fn *ssa.Function, eff ssa.CallInstruction, table string) bool {
	return writtenAfter(fn, eff, func(c ssa.CallInstruction) bool { return summary.WritesTable(s.fact(c.Common()), table) })
}
