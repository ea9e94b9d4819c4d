package createkey

import (
	"fmt"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/analyzer"
	"github.com/idemlint/idemlint/internal/entrypoint"
	"github.com/idemlint/idemlint/internal/inject"
	"github.com/idemlint/idemlint/internal/ir"
)

// Injected dependencies (internal/inject, docs/resolution.md).
//
// An endpoint that creates through a dependency held in a field of its own
// package (h.store.CreateMessage, set by NewHandler(s Store) or by another
// package's struct literal, api.MessageAPI{DB: db}) cannot tell, where it
// is analysed, what the call does. When it reads no key from the request
// and performs no create itself, each such call is recorded as a fact on
// the constructor (or the exported field), with what the request hands it.
// The package that wires a concrete value there reports at the wiring, with
// the endpoint's declaration as related information, when the value's
// summary creates (by the effects and exemptions of a direct call).

// injectedFact is exported on a constructor or an exported field.
type injectedFact = inject.FactOf[Config]

var newInjectedFact = inject.NewFact[Config]()

// What the endpoint serves, as an injection's Lib: the effects the wiring
// package judges it by.
const (
	libPOST       = "POST"        // a POST route: every creating effect
	libUnknown    = ""            // a route this package does not tell: payments and publishes, unless the wiring package registers it for POST
	libGRPCCreate = "gRPC Create" // a gRPC method named Create…: every creating effect
	libGRPC       = "gRPC"        // another gRPC method: payments and publishes
	// A call that runs only where a credential check of the endpoint
	// matched (entrypoint.Verified): a row it inserts is a login's
	// session, and the rest of the creates are judged as the route's.
	libLoginPOST = "login POST" // on a POST route: payments, publishes and notifications
	libLogin     = "login"      // on a route this package does not tell: payments and publishes, and notifications where the wiring package registers it for POST
)

// checker holds what run collects across a package's functions.
type checker struct {
	p       *analyzer.Pass
	routes  map[*ssa.Function][]entrypoint.Route
	hazards []inject.Hazard
	// reported are the endpoints already reported at a wiring position,
	// so that two creating methods of one wired value make one finding.
	reported map[wiredAt]bool
}

type wiredAt struct {
	at       token.Pos
	endpoint string
}

// carry records the calls of endpoint fn through fields of this package
// that its type flow leaves unresolved; site words the endpoint for the
// message, lib says what it serves, request tells its request parameters.
func (c *checker) carry(fn *ssa.Function, request func(*ssa.Parameter) bool, site, lib string) {
	calls := ir.Calls(fn)
	for _, anon := range fn.AnonFuncs {
		calls = append(calls, ir.Calls(anon)...)
	}
	for _, call := range calls {
		fld, method := inject.Through(c.p.Sum, call.Common())
		if fld == nil {
			fld, method = c.staticThrough(call.Common())
		}
		if fld == nil {
			continue
		}
		lib := lib
		if entrypoint.Verified(c.p.Sum, call) {
			lib = loginLib[lib]
		}
		h := inject.New(c.p.Fset, call.Parent(), fld, method, site, lib, call.Pos())
		h.It.Obj = inject.ObjPath(fn)
		h.It.ObjPkg = c.p.Pkg.Path()
		h.It.Keys, h.It.Guards = entrypoint.ClientArgs(c.p.Sum, fn, request, call.Common())
		c.hazards = append(c.hazards, h)
	}
}

// staticThrough returns the field of this package whose value a static
// call of a method of another package's type is made on (h.svc.Transfer(…),
// svc a *wallet.Service), and the method's name, or nil: what the method
// does may rest on what the service's own constructor was handed (its
// Built fact), which the package that builds the service sees.
func (c *checker) staticThrough(cc *ssa.CallCommon) (*types.Var, string) {
	g := cc.StaticCallee()
	if g == nil || cc.IsInvoke() || len(cc.Args) == 0 {
		return nil, ""
	}
	obj := ir.FuncObject(g)
	if obj == nil || !ir.IsMethod(obj) || obj.Pkg() == nil || obj.Pkg() == c.p.Pkg ||
		c.p.Sum.Base.Knows(obj.Pkg().Path()) || c.p.Sum.DeclaredInStd(obj) {
		return nil, ""
	}
	fld := c.p.Sum.LoadedField(cc.Args[0])
	if fld == nil {
		return nil, ""
	}
	return fld, obj.Name()
}

// wiredValue reports a value handed to a constructor (or set in a field)
// of an endpoint's package whose endpoint calls it reading no key, when
// calling the value creates and the request hands it no key.
func (c *checker) wiredValue(at ssa.Instruction, v ssa.Value, it inject.Injection, how string) {
	decl := inject.FuncObj(at, it)
	want, route, ok := c.judged(decl, it)
	if !ok {
		return
	}
	f := c.p.Sum.InjectedFact(v, it.Method)
	if f == nil {
		// A field of this package (a router holding the service it
		// hands to the handler's constructor): the package that fills
		// it judges, with the route this package registers.
		if h, ok := inject.Rewired(c.p.Sum, v, it); ok {
			if route != "" && it.Lib == libUnknown {
				h.It.Lib, h.It.Site = libPOST, h.It.Site+route
			}
			c.hazards = append(c.hazards, h)
		}
		return
	}
	item := entrypoint.FactEffect(f, want, true)
	if item == nil || entrypoint.KeyedBy(f, it.Keys, it.Guards) {
		return
	}
	k := wiredAt{at.Pos(), it.Func}
	if c.reported[k] {
		return
	}
	c.reported[k] = true
	eff := (&entrypoint.Effect{Item: *item}).Describe()
	called := it.Method
	if called == "" {
		called = "call"
	}
	d := analysis.Diagnostic{Pos: at.Pos(), Category: CategoryHTTP}
	if it.Lib == libGRPC || it.Lib == libGRPCCreate {
		d.Category = CategoryGRPC
		d.Message = fmt.Sprintf("%s a value whose %s performs %s, and %s calls %s at %s with a request that has no idempotency key or request ID: a client that retries after a deadline creates it a second time; "+
			"add a request_id field set once by the client and pass it to the effect's key or a dedup claim", how, called, eff, it.Site, it.Called(), it.At)
	} else {
		d.Message = fmt.Sprintf("%s a value whose %s performs %s, and %s%s calls %s at %s and reads no idempotency key from the request: a client that retries after a timeout creates it a second time; "+
			"require an Idempotency-Key header (or a client-chosen ID in the body) and pass it to the effect's key or a dedup claim", how, called, eff, it.Site, route, it.Called(), it.At)
	}
	if decl != nil && decl.Pos().IsValid() {
		d.Related = []analysis.RelatedInformation{{Pos: decl.Pos(), Message: "endpoint declared here"}}
	}
	c.p.Report(d)
}

// judged returns the effects the endpoint decl is judged by,
// and the route this package registers it for when its own package told
// none (" of POST /message"); false when this package registers it only
// for other methods (a PUT replaces).
func (c *checker) judged(decl types.Object, it inject.Injection) (entrypoint.Effects, string, bool) {
	post, unknown := entrypoint.Creates, unknownMethod
	switch it.Lib {
	case libPOST, libGRPCCreate:
		return entrypoint.Creates, "", true
	case libGRPC:
		return unknownMethod, "", true
	case libLoginPOST:
		return entrypoint.SessionCreates, "", true
	case libLogin:
		post = entrypoint.SessionCreates
	}
	var rs []entrypoint.Route
	for h, hrs := range c.routes {
		if obj := ir.FuncObject(h); decl != nil && obj == decl {
			rs = append(rs, hrs...)
		}
	}
	for _, r := range rs {
		if r.Method == "POST" {
			return post, " of " + r.String(), true
		}
	}
	if len(rs) > 0 {
		return nil, "", false
	}
	return unknown, "", true
}

// loginLib is the Lib of an HTTP endpoint's call that runs only after a
// credential check matched; gRPC methods keep theirs.
var loginLib = map[string]string{libPOST: libLoginPOST, libUnknown: libLogin, libGRPC: libGRPC, libGRPCCreate: libGRPCCreate}
