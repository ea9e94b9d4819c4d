package createkey

import (
	"fmt"
	"go/token"
	"sort"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/analyzer"
	"github.com/idemlint/idemlint/internal/entrypoint"
	"github.com/idemlint/idemlint/internal/ir"
)

// routeFact is exported on a handler that its own package registers for
// no route and that would be a create if it served a POST: it inserts
// (or otherwise creates, short of a payment or a publish, which its own
// package reports whatever the method) and reads no key from the request.
// The package that registers it, which knows the method, reports it there.
type routeFact struct {
	Handler string // "ginapi.API.CreateUser"
	Effect  string // eff.Describe(): "an insert into users (gorm Create)"
}

// AFact marks routeFact as an analysis fact.
func (*routeFact) AFact() {}

func (f *routeFact) String() string { return "createsWithoutKey(" + f.Effect + ")" }

// exportRoute records fn, a handler of unknown method that creates with
// effect and reads no key, for the packages that register it.
func exportRoute(p *analyzer.Pass, fn *ssa.Function, effect string) {
	obj := fn.Object()
	if obj == nil || obj.Pkg() != p.Pkg {
		return
	}
	p.ExportObjectFact(obj, &routeFact{Handler: obj.Pkg().Name() + "." + ir.FuncName(fn), Effect: effect})
}

// checkForeignRoutes reports the POST routes this package registers for
// handlers declared in another package that exported a routeFact.
func checkForeignRoutes(p *analyzer.Pass, routes map[*ssa.Function][]entrypoint.Route) {
	type finding struct {
		pos token.Pos
		msg string
		at  token.Pos
	}
	var out []finding
	for h, rs := range routes {
		obj := h.Object()
		if obj == nil || obj.Pkg() == nil || obj.Pkg() == p.Pkg {
			continue
		}
		var f routeFact
		if !p.ImportObjectFact(obj, &f) {
			continue
		}
		for _, r := range rs {
			if r.Method != "POST" || !r.Pos.IsValid() {
				continue // a PUT replaces; a route for any method proves no create
			}
			out = append(out, finding{r.Pos, fmt.Sprintf("handler %s of %s performs %s and reads no idempotency key from the request: a client that retries after a timeout creates it a second time; "+
				"require an Idempotency-Key header (or a client-chosen ID in the body) and pass it to the effect's key or a dedup claim", f.Handler, r, f.Effect), obj.Pos()})
		}
	}
	// Map order is random: report in source order.
	sort.Slice(out, func(i, j int) bool {
		return out[i].pos < out[j].pos || out[i].pos == out[j].pos && out[i].msg < out[j].msg
	})
	for _, f := range out {
		p.Report(analysis.Diagnostic{
			Pos:      f.pos,
			Category: CategoryHTTP,
			Message:  f.msg,
			Related:  []analysis.RelatedInformation{{Pos: f.at, Message: "handler declared here"}},
		})
	}
}
