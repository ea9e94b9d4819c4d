package createkey

import (
	_ "embed"
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/analyzer"
	"github.com/idemlint/idemlint/internal/entrypoint"
	"github.com/idemlint/idemlint/internal/inject"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
)

//go:embed doc.go
var doc string

// Name is the analyzer's name, a contract.
const Name = "createkey"

// Categories of findings.
const (
	CategoryHTTP = "http" // an HTTP create handler
	CategoryGRPC = "grpc" // a gRPC Create method
)

// Config configures the analyzer: it has no options.
type Config struct{ analyzer.Base }

var def = analyzer.Def[Config, *Config]{Name: Name, Doc: doc, Policy: Policy, Run: run, Generated: new(generatedFact), Facts: []analysis.Fact{new(routeFact), new(injectedFact)}}

// DefaultConfig returns the default configuration.
func DefaultConfig() Config { return def.Default() }

// New returns a fresh analyzer for cfg.
func New(cfg Config) *analysis.Analyzer { return def.New(cfg) }

// Analyzer is the analyzer with the default configuration.
var Analyzer = New(DefaultConfig())

func run(p *analyzer.Pass, _ *Config) error {
	c := &checker{p: p, routes: entrypoint.Routes(p.Sum), reported: make(map[wiredAt]bool)}
	servers := grpcServers(p)
	for _, fn := range p.Sum.Funcs {
		if p.InTest(fn.Pos()) {
			continue
		}
		if h := entrypoint.Handler(fn); h != nil {
			c.checkHandler(fn, h, c.routes[fn])
		} else if iface := grpcMethod(servers, fn); iface != "" {
			c.checkGRPC(fn, iface)
		}
		inject.Wired(p.Pass, fn, newInjectedFact, c.wiredValue)
	}
	inject.Export(p.Pass, p.Sum, c.hazards, newInjectedFact)
	checkForeignRoutes(p, c.routes)
	return nil
}

// unknownMethod are the effects that make a handler of unknown method a
// create: a retry charges or publishes again whatever the method.
var unknownMethod = entrypoint.Effects{knowledge.KindPayment, knowledge.KindPublish}

// checkHandler reports fn, an HTTP handler, when it serves a POST and
// performs a creating effect (or serves a method no registration in the
// package names and pays or publishes) and reads no key from the request.
func (c *checker) checkHandler(fn *ssa.Function, h func(*ssa.Parameter) bool, rs []entrypoint.Route) {
	p := c.p
	// A route that names no method (gorilla's HandleFunc before its
	// Methods call, a pattern without one) counts when no other does.
	known := false
	for _, r := range rs {
		known = known || r.Method != ""
	}
	post, desc := false, ""
	for _, r := range rs {
		if r.Method == "POST" || r.Method == "" && !known {
			post, desc = true, r.String()
		}
	}
	if len(rs) > 0 && !post {
		return // GET, PUT, DELETE…: a retry reads or replaces
	}
	// Its creates, searched once: the effect of a POST, and whether it
	// creates at all (the carry and the route fact below ask).
	creates := entrypoint.Find(p.Sum, fn, entrypoint.Creates, true)
	// A handler whose method no registration in the package tells (routes
	// registered in another package, a route for any method) is judged by
	// its payments and publishes only: its row insert may serve a PUT with
	// a client-chosen ID, a login's audit row, a get-or-create.
	eff := creates
	if !known {
		eff = entrypoint.Find(p.Sum, fn, unknownMethod, true)
	}
	branch := false
	if eff == nil && !known {
		// The handler serves every method and branches on r.Method
		// itself: what runs only under its POST branch is a POST's.
		if under := entrypoint.Under(fn, "POST"); under != nil {
			eff = entrypoint.FindWhere(p.Sum, fn, entrypoint.Creates, true, under)
			branch = eff != nil
		}
	}
	if creates == nil && entrypoint.ReadsKey(p.Sum, fn, h) == nil {
		// No create of its own, and no key read: what it calls through
		// an injected field is judged where the field is wired.
		site, lib := "handler "+inject.FuncName(fn), libUnknown
		if known && post {
			site, lib = site+" of "+desc, libPOST
		}
		c.carry(fn, h, site, lib)
	}
	if len(p.Sum.OnlyCalled(fn)) > 0 {
		// No router can reach fn: no value of it exists, only calls (a
		// helper of the handler's shape, webhookx's handleRequest). It is
		// part of its callers, whose summaries carry its effects.
		return
	}
	if len(rs) == 0 && (eff == nil || !branch && len(c.routes) == 0 && registrable(p, fn)) {
		// No registration here: the package that registers it knows
		// the method, and judges there what it creates (a payment or a
		// publish for a route of any method too; nothing for a PUT).
		var f routeFact
		if creates != nil && !keyed(p, fn, h, creates) {
			// eff, a payment or a publish, is then the first of creates.
			f.Effect, f.AnyMethod = creates.Describe(), eff != nil
		}
		if f.Effect != "" {
			exportRoute(p, fn, f)
		}
		return
	}
	if eff == nil || keyed(p, fn, h, eff) {
		return
	}
	name := "handler " + ir.FuncName(fn)
	if desc != "" {
		name += " of " + desc
	}
	if branch {
		name += ` (in its r.Method == "POST" branch)`
	}
	p.Report(analysis.Diagnostic{
		Pos:      fn.Pos(),
		Category: CategoryHTTP,
		Message: fmt.Sprintf("%s performs %s and reads no idempotency key from the request: a client that retries after a timeout creates it a second time; "+
			"require an Idempotency-Key header (or a client-chosen ID in the body) and pass it to the effect's key or a dedup claim", name, eff.Describe()),
		Related: []analysis.RelatedInformation{{Pos: eff.Call.Pos(), Message: "effect reached here"}},
	})
}

// keyed says whether fn reads a key from the request (a key header, or a
// value the client sent that keys the effect or a claim), or only inserts
// rows a unique column of which holds the client's value (a sign-up's
// email), or is a login: its every create a row insert that runs only
// where a credential check matched (entrypoint.Login), a session.
func keyed(p *analyzer.Pass, fn *ssa.Function, request func(*ssa.Parameter) bool, eff *entrypoint.Effect) bool {
	if entrypoint.ReadsKey(p.Sum, fn, request) != nil || entrypoint.InputReaches(p.Sum, fn, request) {
		return true
	}
	return eff.Item.Effect == knowledge.KindSQL && (entrypoint.UniqueInserts(p.Sum, fn, request) || entrypoint.Login(p.Sum, fn) || refusedDuplicates(p, fn, request))
}

// refusedDuplicates reports whether every row insert fn makes is a call
// whose duplicate fn tests (a driver's unique violation, or the sentinel
// its repository returns on one: summary.Duplicates) and which is handed
// a value the client sent: a sign-up whose email a unique constraint
// guards. The test is the evidence that the insert can collide; the
// client's value is what a retry collides on. An insert of server values
// only (a fresh ID) never collides, whatever fn tests.
func refusedDuplicates(p *analyzer.Pass, fn *ssa.Function, request func(*ssa.Parameter) bool) bool {
	tested := make(map[ssa.CallInstruction]bool)
	for _, br := range p.Sum.Duplicates(fn) {
		if br.Write != nil {
			tested[br.Write] = true
		}
	}
	found := false
	for _, c := range ir.Calls(fn) {
		if !p.Sum.Call(c.Common()).Has(knowledge.Insert) {
			continue
		}
		if !tested[c] || !clientValue(p, fn, request, c.Common()) {
			return false
		}
		found = true
	}
	return found
}

// clientValue reports whether c is handed a value the client sent, not a
// context (r.Context() derives from the request, and keys nothing).
func clientValue(p *analyzer.Pass, fn *ssa.Function, request func(*ssa.Parameter) bool, c *ssa.CallCommon) bool {
	keys, _ := entrypoint.ClientArgs(p.Sum, fn, request, c)
	for i := 0; i < ir.NumArgs(c) && i < 64; i++ {
		if a := ir.Arg(c, i); a != nil && keys&(1<<i) != 0 && !ir.IsContext(a.Type()) {
			return true
		}
	}
	return false
}

// checkGRPC reports fn, a method of a gRPC server, when it performs a
// creating effect and its request carries no key. A method named Create…
// creates by any effect; another is judged by its payments and publishes
// only, as an HTTP handler of unknown method is: PlaceOrder charges, and
// an UpdateProfile's insert may be its audit row.
func (c *checker) checkGRPC(fn *ssa.Function, iface string) {
	p := c.p
	sig := fn.Signature
	if sig.Params().Len() >= 2 && entrypoint.HasKeyField(sig.Params().At(1).Type()) {
		return
	}
	want, lib := unknownMethod, libGRPC
	if strings.HasPrefix(fn.Name(), "Create") {
		want, lib = entrypoint.Creates, libGRPCCreate
	}
	request := func(q *ssa.Parameter) bool { return q.Parent() == fn && q != fn.Params[0] }
	if entrypoint.ReadsKey(p.Sum, fn, request) != nil {
		return // a key from the metadata: md.Get("idempotency-key")
	}
	eff := entrypoint.Find(p.Sum, fn, want, true)
	if eff == nil {
		c.carry(fn, request, fmt.Sprintf("gRPC method %s (%s)", inject.FuncName(fn), iface), lib)
		return
	}
	p.Report(analysis.Diagnostic{
		Pos:      fn.Pos(),
		Category: CategoryGRPC,
		Message: fmt.Sprintf("gRPC method %s (%s) performs %s and its request has no idempotency key or request ID: a client that retries after a deadline creates it a second time; "+
			"add a request_id field set once by the client and pass it to the effect's key or a dedup claim", ir.FuncName(fn), iface, eff.Describe()),
		Related: []analysis.RelatedInformation{{Pos: eff.Call.Pos(), Message: "effect reached here"}},
	})
}
