package relativewrite

import (
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/analyzer"
	"github.com/idemlint/idemlint/internal/report"
)

// generatedFact carries relativewrite's findings in generated code (sqlc's
// queries) to the first hand-written caller, across packages
// (docs/generated.md).
type generatedFact struct{ report.Generated }

// forwarded says whether a write of generated code (a sqlc query) that a
// hand-written call reaches is reported at that call: not when the call is
// keyed as a hand-written write would be, by a claim or a dedup insert
// that runs first on every path, by a claim its function declares, or by
// a claiming callback it runs in. The generated function cannot see its
// caller's claim; the caller can. A zombie write is no delta: a claim does
// not excuse it.
func forwarded(p *analyzer.Pass, cfg *Config, call ssa.CallInstruction, category string) bool {
	if category == CategoryZombieWrite {
		return true
	}
	s := &state{p: p, cfg: cfg, dedup: make(map[ssa.CallInstruction]bool)}
	fn := call.Parent()
	return !s.declaredClaim(fn) && !s.claimDominates(fn, call) && !s.insideClaimCallback(fn)
}
