package reconcile

import (
	"fmt"
	"go/token"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
)

// checkJobs reports each job of the package: a function that nothing in
// the package calls (an exported Run, a workflow, a cron's func), that
// reaches a comparison of a value read from the local store with one read
// from a provider, that is not an HTTP handler nor reached from one, whose
// closure emits counts and no gauge of an age, and that no gauge callback
// of its type (or of the package) watches.
func (s *state) checkJobs() {
	cb := s.callbackAges()
	reported := map[*ssa.Function]bool{}
	for _, fn := range s.p.Sum.Funcs {
		if !s.fns[fn] {
			continue
		}
		iff := s.comparison(fn)
		if iff == nil {
			continue
		}
		anc := s.ancestors(fn)
		if s.answersRequests(anc) {
			continue
		}
		for _, root := range anc {
			job := ir.Enclosing(root)
			if len(s.callers[root]) > 0 || reported[job] || cb.watches(job) {
				continue
			}
			var counts []*metricCall
			watched := false
			for _, g := range s.closure(root) {
				for _, m := range s.metricCalls(g) {
					watched = watched || m.age
					counts = append(counts, m)
				}
			}
			count := firstCount(counts)
			if watched || count == nil {
				continue // watched, or no metric: not a job counted and unwatched
			}
			reported[job] = true
			s.p.Report(analysis.Diagnostic{
				Pos:      job.Pos(),
				Category: CategoryUnwatched,
				Message: fmt.Sprintf("reconciliation job %s compares local records with the provider's and emits counts (%s) but no gauge of the oldest unreconciled record's age: "+
					"a job that stops running, or a record that never matches, leaves the counts flat and no alert fires; "+
					"set a gauge from time.Since of the oldest unreconciled record's timestamp (or of the last successful run) and alert when it passes the reconciliation window",
					ir.FuncName(job), count.name),
				Related: []analysis.RelatedInformation{
					{Pos: condPos(iff), Message: "the comparison of the two sides"},
					{Pos: count.call.Pos(), Message: "a count emitted here"},
				},
			})
		}
	}
}

// firstCount returns the first metric call that is no age gauge.
func firstCount(ms []*metricCall) *metricCall {
	for _, m := range ms {
		if !m.age {
			return m
		}
	}
	return nil
}

// answersRequests reports whether one of fns is an HTTP handler: a check
// of a request against a provider is no reconciliation job.
func (s *state) answersRequests(fns []*ssa.Function) bool {
	for _, fn := range fns {
		for _, p := range fn.Params {
			t := p.Type()
			if ir.IsNamed(t, "net/http", "ResponseWriter") || ir.IsNamed(t, "net/http", "Request") ||
				ir.IsNamed(t, "github.com/gin-gonic/gin", "Context") || ir.IsNamed(t, "github.com/labstack/echo/v4", "Context") {
				return true
			}
		}
	}
	return false
}

// condPos returns the position of an If's condition, or of the last
// instruction of its block that has one.
func condPos(iff *ssa.If) token.Pos {
	if p := iff.Cond.Pos(); p.IsValid() {
		return p
	}
	instrs := iff.Block().Instrs
	for i := len(instrs) - 1; i >= 0; i-- {
		if p := instrs[i].Pos(); p.IsValid() {
			return p
		}
	}
	return iff.Parent().Pos()
}
