package createkey

import (
	"fmt"
	"go/token"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/analyzer"
	"github.com/idemlint/idemlint/internal/entrypoint"
	"github.com/idemlint/idemlint/internal/ir"
)

// routeFact is exported on a handler that its own package registers for
// no route and that would be a create if it served a POST: it inserts
// (or otherwise creates) and reads no key from the request. The package
// that registers it, which knows the method, reports it there. A payment
// or a publish (AnyMethod) is a create whatever the method: that package
// reports it for a route of any method too, and not for a PUT, a PATCH,
// a DELETE or a GET, which re-send the state they write.
type routeFact struct {
	Handler   string // "ginapi.API.CreateUser"
	Effect    string // eff.Describe(): "an insert into users (gorm Create)"
	AnyMethod bool   // Effect is a payment or a publish
}

// AFact marks routeFact as an analysis fact.
func (*routeFact) AFact() {}

func (f *routeFact) String() string {
	if f.AnyMethod {
		return "createsWithoutKey(" + f.Effect + "; any method)"
	}
	return "createsWithoutKey(" + f.Effect + ")"
}

// exportRoute records f on fn, a handler of unknown method that creates
// and reads no key, for the packages that register it.
func exportRoute(p *analyzer.Pass, fn *ssa.Function, f routeFact) {
	obj := fn.Object()
	if obj == nil || obj.Pkg() != p.Pkg {
		return
	}
	f.Handler = obj.Pkg().Name() + "." + ir.FuncName(fn)
	p.ExportObjectFact(obj, &f)
}

// registrable says whether another package may register fn, a handler
// of a package that registers no route at all: fn is exported (a method
// value of an unexported type an exported constructor returns included)
// and its package is no main, which nothing imports. Its payment or
// publish is then judged where it is registered, by the method of the
// route (checkForeignRoutes), rather than here as if it served any
// method. A package that registers routes of its own judges the handlers
// it leaves unregistered itself, as before: whether another package
// registers them is not seen here, and none may.
//
// A handler its own package takes as a value (gw.Handle handed to a
// router call idemlint does not know: gorilla's PathPrefix("/").HandlerFunc)
// is wired there: it is judged there, as before.
func registrable(p *analyzer.Pass, fn *ssa.Function) bool {
	obj := fn.Object()
	return obj != nil && obj.Exported() && obj.Pkg() == p.Pkg && p.Pkg.Name() != "main" && !p.Sum.UsedAsValue(fn)
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
		// A route that names no method (gorilla's HandleFunc before its
		// Methods call) counts when no other does, as for a handler of
		// this package.
		known := false
		for _, r := range rs {
			known = known || r.Method != ""
		}
		for _, r := range rs {
			if !r.Pos.IsValid() || r.Method != "POST" && (r.Method != "" || known || !f.AnyMethod) {
				continue // a PUT replaces; a route for any method makes only a payment or a publish a create
			}
			if strings.HasSuffix(p.Fset.File(r.Pos).Name(), "_test.go") {
				continue // a test serving the handler (httptest): the service's own registration judges it
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
