package reconcile

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
)

// Reads is the fact reconcile exports on a function whose closure reads
// the service's store or a provider, so that a job in another package
// that calls it (a repository's PendingTransfers, a client's Lines) knows
// which side the result comes from: the summary's facts carry no SQL
// query of many rows.
type Reads struct {
	Side uint8 // a side: local 1, provider 2
}

// AFact marks Reads as an analysis fact.
func (*Reads) AFact() {}

func (r *Reads) String() string {
	var parts []string
	if side(r.Side)&local != 0 {
		parts = append(parts, "local")
	}
	if side(r.Side)&provider != 0 {
		parts = append(parts, "provider")
	}
	return "reads(" + strings.Join(parts, ",") + ")"
}

// exportReads exports the fact on every named function of the package
// that reads one side and returns what it read beside its error: a
// repository's or a client's reader. A function that reads both is a job,
// or part of one, judged here.
func (s *state) exportReads() {
	for _, fn := range s.p.Sum.Funcs {
		obj, ok := fn.Object().(*types.Func)
		if !ok || !s.fns[fn] || !returnsData(fn.Signature) {
			continue
		}
		if r := s.closureReads(fn); r == local || r == provider {
			s.p.Pass.ExportObjectFact(obj, &Reads{Side: uint8(r)})
		}
	}
}

// importedReads returns what a function of another package reads, by its
// fact.
func (s *state) importedReads(c *ssa.CallCommon) side {
	callee := c.StaticCallee()
	if callee == nil {
		return 0
	}
	obj, ok := callee.Object().(*types.Func)
	if !ok || obj.Pkg() == s.p.Pkg {
		return 0
	}
	var r Reads
	if s.p.Pass.ImportObjectFact(obj.Origin(), &r) {
		return side(r.Side)
	}
	return 0
}

// returnsData reports whether sig returns something besides an error.
func returnsData(sig *types.Signature) bool {
	for i := 0; i < sig.Results().Len(); i++ {
		if !ir.IsError(sig.Results().At(i).Type()) {
			return true
		}
	}
	return false
}
