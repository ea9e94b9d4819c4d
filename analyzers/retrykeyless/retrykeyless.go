package retrykeyless

import (
	_ "embed"
	"fmt"
	"go/token"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/analyzer"
	"github.com/idemlint/idemlint/internal/inject"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

//go:embed doc.go
var doc string

// Name is the analyzer's name, a contract.
const Name = "retrykeyless"

// Option names (flags on the analyzer, settings keys).
const (
	// OptClients reports mutating requests sent through HTTP clients that
	// retry by themselves (go-retryablehttp), outside any retry of the code.
	OptClients = "retrying-clients"
)

// Categories of findings.
const (
	CatHTTP    = "http"       // POST or PATCH without an Idempotency-Key header
	CatPayment = "payment"    // a stripe-go create without an idempotency key
	CatInsert  = "sql-insert" // INSERT without a conflict clause
	CatDelta   = "sql-delta"  // relative UPDATE
	CatPublish = "publish"    // a publish without a message or deduplication ID
	CatEffect  = "effect"     // a user function declared an effect, with no key
)

// Config configures the analyzer; its options are declared in def.
type Config struct {
	analyzer.Base
	// RetryingClients reports mutating requests sent through clients that
	// retry by themselves (default true).
	RetryingClients bool
}

var def = analyzer.Def[Config, *Config]{
	Name: Name, Doc: doc, Policy: Policy, Run: run,
	Generated: new(generatedFact),
	Facts:     []analysis.Fact{new(Unkeyed), new(injectedFact), new(RetriedMethod), new(BuiltUnkeyed)},
	Options: []analyzer.Option[Config]{
		analyzer.Bool(OptClients, true, func(c *Config) *bool { return &c.RetryingClients }, "report mutating requests sent through HTTP clients that retry by themselves (go-retryablehttp)"),
	},
}

// DefaultConfig returns the default configuration.
func DefaultConfig() Config { return def.Default() }

// New returns a fresh analyzer for cfg.
func New(cfg Config) *analysis.Analyzer { return def.New(cfg) }

// Analyzer is the analyzer with the default configuration.
var Analyzer = New(DefaultConfig())

// Unkeyed is an object fact: calling the function performs a mutating call
// that carries no idempotency key, outside any retry of its own and after
// no atomic claim. When Obj is not -1, the call is keyed by the object the
// caller passes at that receiver-first position (a request, a message, a
// params struct): the caller decides.
type Unkeyed struct {
	Obj     int
	Subject string   // "INSERT INTO payments", "paymentintent.New"
	Missing string   // "without an idempotency key", or ""
	Harm    string   // what a retry does
	Fix     string   // how to key it for that API
	Cat     string   // the finding's category
	Via     []string // the chain down to the library call, outermost first
	// Verb: the object at Obj is an HTTP request whose method the caller
	// chose (a send helper handed the request its caller built): the call
	// mutates only where that method is POST or PATCH.
	Verb bool
	// Body: the receiver-first positions, sorted, of the parameters the
	// body of the POST derives from (notify.PostJSON's body): a caller
	// that hands in a body marshalled from a struct with a key field
	// (bodyKeyed) sends the same key on every attempt.
	Body []int
}

// AFact marks Unkeyed as an analysis fact.
func (*Unkeyed) AFact() {}

func (f *Unkeyed) String() string {
	if f.Obj >= 0 {
		return fmt.Sprintf("unkeyed(%d) %s", f.Obj, f.Subject)
	}
	return "unkeyed " + f.Subject
}

// mutation is a mutating call without a key.
type mutation struct {
	Unkeyed
	call ssa.CallInstruction
	// self: the call retries by itself (a retrying HTTP client); client is
	// where that client is made, when known.
	self   bool
	client token.Pos
	// wrapper names the user function called; declared marks an effect
	// declared by directive.
	wrapper  string
	declared knowledge.EffectKind
}

type checker struct {
	p        *analyzer.Pass
	cfg      *Config
	tree     map[*ssa.Function][]*ssa.Function // named function → itself and its literals
	facts    map[*ssa.Function]*Unkeyed
	done     map[*ssa.Function]bool
	reported map[token.Pos]bool
	hazards  []inject.Hazard // injected calls inside a retry (injected.go)
}

func run(p *analyzer.Pass, cfg *Config) error {
	if p.Sum.Pkg == nil {
		return nil
	}
	c := &checker{
		p:        p,
		cfg:      cfg,
		tree:     make(map[*ssa.Function][]*ssa.Function),
		facts:    make(map[*ssa.Function]*Unkeyed),
		done:     make(map[*ssa.Function]bool),
		reported: make(map[token.Pos]bool),
	}
	for _, fn := range p.Sum.Funcs {
		top := ir.Enclosing(fn)
		c.tree[top] = append(c.tree[top], fn)
	}
	for _, fn := range p.Sum.Funcs {
		for _, call := range ir.Calls(fn) {
			c.check(call)
		}
		inject.Wired(p.Pass, fn, newInjectedFact, c.wiredValue)
	}
	inject.Export(p.Pass, p.Sum, c.hazards, newInjectedFact)
	c.exportRetried()
	c.checkRetriedImpls()
	for _, fa := range p.Sum.ForeignActivities() {
		c.checkActivity(fa)
	}
	// Export the facts of the package's named functions.
	var fns []*ssa.Function
	for _, fn := range p.Sum.Funcs {
		if fn.Parent() == nil {
			fns = append(fns, fn)
		}
	}
	sort.Slice(fns, func(i, j int) bool { return fns[i].Pos() < fns[j].Pos() })
	for _, fn := range fns {
		obj := ir.FuncObject(fn)
		if obj == nil || obj.Pkg() != p.Pkg {
			continue
		}
		if f := c.localFact(fn); f != nil {
			p.ExportObjectFact(obj, f)
		}
		if b := c.builtFact(fn); b != nil {
			p.ExportObjectFact(obj, b)
		}
	}
	return nil
}

// check reports call if it mutates without a key inside a retry scope, or
// through a client that retries by itself.
func (c *checker) check(call ssa.CallInstruction) {
	m := c.mutationAt(call)
	if m == nil {
		c.injectedInRetry(call)
		return
	}
	if m.self {
		if c.cfg.RetryingClients {
			c.report(m, nil)
		}
		return
	}
	scope, ok := c.retriedBy(call)
	if !ok || c.claimedBefore(call, scope) {
		return
	}
	if m.Obj >= 0 {
		// The object comes from the caller, which may have keyed it.
		return
	}
	c.report(m, scope)
}

// checkActivity reports an activity of another package, scheduled or
// registered here, whose Unkeyed fact says it mutates without a key: its
// package could not know that Temporal retries it, so the finding is at the
// registration, naming the chain. An object that comes from the activity's
// parameters (the workflow's input) may be keyed there and stays silent, as
// in check.
func (c *checker) checkActivity(fa summary.ForeignActivity) {
	var f Unkeyed
	if !c.p.ImportObjectFact(fa.Func, &f) || f.Obj >= 0 {
		return
	}
	m := &mutation{Unkeyed: f, call: fa.Scope.Call, wrapper: summary.Describe(fa.Func)}
	m.Via = append([]string(nil), f.Via...)
	c.report(m, fa.Scope)
}

// retriedBy returns the retry scope that runs call again after a failed
// attempt. In a hand-written loop that is an attempt itself or a call that
// comes before an attempt within an iteration; a call on the success side
// (a polling loop recording each poll) runs again only because the loop
// goes on, not because something failed.
func (c *checker) retriedBy(call ssa.CallInstruction) (*summary.RetryScope, bool) {
	s, ok := c.p.Sum.InRetry(call)
	if !ok {
		return nil, false
	}
	if s.Kind != summary.RetryLoop || call.Parent() != s.Fn {
		return s, true
	}
	header := loopHeader(s.Blocks)
	stop := func(b *ssa.BasicBlock) bool { return b == header }
	for _, a := range s.Attempts {
		if a == call || ir.ReachesAvoiding(call, a, stop) {
			return s, true
		}
	}
	return nil, false
}

// loopHeader returns the block of a loop that dominates the others, or nil.
func loopHeader(blocks []*ssa.BasicBlock) *ssa.BasicBlock {
	for _, h := range blocks {
		all := true
		for _, b := range blocks {
			if !h.Dominates(b) {
				all = false
				break
			}
		}
		if all {
			return h
		}
	}
	return nil
}

func (c *checker) report(m *mutation, scope *summary.RetryScope) {
	pos := m.call.Pos()
	if !pos.IsValid() || c.reported[pos] {
		return
	}
	c.reported[pos] = true
	var where string
	var rel []analysis.RelatedInformation
	switch {
	case scope == nil:
		where = "by the retryablehttp client itself"
		if m.client.IsValid() {
			rel = append(rel, analysis.RelatedInformation{Pos: m.client, Message: "retrying client created here"})
		}
	case scope.Kind == summary.RetryLoop:
		where = "in a retry loop"
		rel = append(rel, analysis.RelatedInformation{Pos: scope.Pos, Message: "retried here"})
	default:
		where = "by " + scope.Name
		rel = append(rel, analysis.RelatedInformation{Pos: scope.Pos, Message: "retried here"})
	}
	var msg string
	switch {
	case m.declared != 0:
		msg = fmt.Sprintf("%s is retried %s and is declared an effect (%s) that takes no idempotency key; a retry after a timeout repeats it; give it a key parameter derived from the request and declare it with //idemlint:keysink",
			m.wrapper, where, m.declared)
	case m.wrapper != "":
		msg = fmt.Sprintf("%s is retried %s and runs %s (%s); %s; %s",
			m.wrapper, where, join(m.Subject, m.Missing), strings.Join(m.Via, ", which calls "), m.Harm, m.Fix)
	default:
		msg = fmt.Sprintf("%s is retried %s; %s; %s", m.Subject, join(where, m.Missing), m.Harm, m.Fix)
	}
	c.p.Report(analysis.Diagnostic{Pos: pos, Category: m.Cat, Message: msg, Related: rel})
}

func join(a, b string) string {
	if b == "" {
		return a
	}
	return a + " " + b
}

// mutationAt returns the keyless mutation call performs, or nil.
func (c *checker) mutationAt(call ssa.CallInstruction) *mutation {
	cc := call.Common()
	if e := c.p.Sum.Entry(cc); e != nil {
		return c.libraryMutation(call, e)
	}
	return c.wrapperMutation(call)
}

// localFact returns the Unkeyed fact of a named function of this package:
// the first keyless mutation in it or its literals that is neither inside a
// retry of its own (reported there) nor after an atomic claim.
func (c *checker) localFact(fn *ssa.Function) *Unkeyed {
	if c.done[fn] {
		return c.facts[fn]
	}
	c.done[fn] = true // a recursive call sees nil
	name := summary.Describe(ir.FuncObject(fn))
	for _, g := range c.tree[fn] {
		for _, call := range ir.Calls(g) {
			if _, in := c.retriedBy(call); in {
				continue
			}
			m := c.mutationAt(call)
			if m == nil || m.self || c.claimedBefore(call, nil) {
				continue
			}
			f := m.Unkeyed
			f.Via = append([]string{name}, f.Via...)
			if len(f.Via) > summary.MaxVia {
				f.Via = f.Via[:summary.MaxVia]
			}
			c.facts[fn] = &f
			return &f
		}
	}
	return nil
}

// wrapperMutation returns the keyless mutation a call of a user function
// performs: its Unkeyed fact (computed here for this package's functions,
// imported for others), or an effect declared by directive with no key.
func (c *checker) wrapperMutation(call ssa.CallInstruction) *mutation {
	cc := call.Common()
	if c.p.Sum.GraphQLSend(call) {
		return nil // a GraphQL document's callers decide (graphqlMutation)
	}
	if m := c.resolvedMutation(call); m != nil {
		return m
	}
	callee := ir.Callee(cc)
	if callee == nil {
		return nil
	}
	var f *Unkeyed
	if fn := cc.StaticCallee(); fn != nil && fn.Pkg == c.p.Sum.Pkg && fn.Parent() == nil {
		f = c.localFact(fn)
	} else if callee.Pkg() != c.p.Pkg {
		var imp Unkeyed
		if c.p.ImportObjectFact(callee, &imp) {
			f = &imp
		}
	}
	name := summary.Describe(callee)
	if f != nil {
		keyed, body := c.bodyArgs(call, f.Body)
		if keyed {
			return nil // the body the callee sends carries a key
		}
		m := &mutation{Unkeyed: *f, call: call, wrapper: name}
		m.Obj, m.Body = -1, body
		if f.Obj >= 0 {
			obj := ir.Arg(cc, f.Obj)
			if obj == nil || c.keyed(call.Parent(), obj) {
				return nil
			}
			m.Obj = c.objParam(call.Parent(), obj)
			if f.Verb {
				verb := c.p.Sum.HTTPVerb(obj)
				switch {
				case verb == "" && m.Obj < 0:
					return nil // a method nobody here can tell: silent
				case verb == "":
					// The request is this function's caller's too.
				case !summary.DuplicatingVerb(verb):
					return nil // reads, PUT and DELETE
				default:
					m.Verb = false
					m.Subject = verb + to(c.requestURL(obj)) + " via " + f.Subject
				}
			}
		}
		m.Via = append([]string(nil), f.Via...)
		return m
	}
	// An effect declared by directive on the callee itself.
	sf := c.p.Sum.Call(cc)
	if sf.Has(knowledge.KeySink) || sf.Has(knowledge.Claim) {
		return nil
	}
	if m := c.graphqlMutation(call, name, sf); m != nil {
		return m
	}
	// A request helper that takes the method from its caller, handed a
	// mutating one here (http.MethodPost): the summary made the call an
	// http effect (summary.VerbParam).
	for _, it := range sf.All(summary.VerbParam) {
		verb, ok := keytext.ConstString(ir.Arg(cc, it.Param))
		if verb = strings.ToUpper(verb); !ok || !summary.DuplicatingVerb(verb) {
			continue
		}
		var body []int
		if fn := cc.StaticCallee(); fn != nil && fn.Pkg == c.p.Sum.Pkg && fn.Parent() == nil {
			keyed, b := c.bodyArgs(call, c.bodyParams(fn, 0))
			if keyed {
				return nil // the body the helper sends carries a key
			}
			body = b
		}
		return &mutation{
			Unkeyed: Unkeyed{Obj: -1, Subject: verb + " via " + name, Cat: CatHTTP, Via: append([]string{name}, it.Via...), Body: body,
				Missing: "without an Idempotency-Key header", Harm: "a timeout after the server applied it sends it again",
				Fix: "give " + name + " an idempotency key parameter and set it as the Idempotency-Key header"},
			call:    call,
			wrapper: name,
		}
	}
	for _, it := range sf.All(knowledge.Effect) {
		if len(it.Via) == 1 && it.Via[0] == "//idemlint:effect" && declaredKinds[it.Effect] {
			return &mutation{
				Unkeyed: Unkeyed{Obj: -1, Subject: name, Cat: CatEffect, Via: []string{name},
					Missing: "without an idempotency key", Harm: "a retry after a timeout repeats it",
					Fix: "give it a key parameter derived from the request and declare it with //idemlint:keysink"},
				call:     call,
				wrapper:  name,
				declared: it.Effect,
			}
		}
	}
	return nil
}

// declaredKinds are the declared effect kinds that a repeat duplicates; a
// declared store, SQL or HTTP effect may well be idempotent.
var declaredKinds = map[knowledge.EffectKind]bool{
	knowledge.KindPayment: true, knowledge.KindPublish: true, knowledge.KindNotify: true,
}

// claimedBefore reports whether an atomic claim can run before call in the
// same retry scope (scope nil: anywhere in the function): a replay finds
// the claim taken.
func (c *checker) claimedBefore(call ssa.CallInstruction, scope *summary.RetryScope) bool {
	for fn := call.Parent(); fn != nil; fn = fn.Parent() {
		for _, x := range ir.Calls(fn) {
			if x == call || !c.p.Sum.DedupRecord(x.Common(), c.cfg.Dedup) {
				continue
			}
			if scope != nil {
				if s, ok := c.p.Sum.InRetry(x); !ok || s != scope {
					continue
				}
			}
			if fn != call.Parent() || ir.Reaches(x, call) {
				return true
			}
		}
		if scope == nil || scope.Kind == summary.RetryLoop || fn == scope.Fn {
			break
		}
	}
	return false
}

// dedupTable reports whether a table's name marks a dedup store (the
// suite's words): a plain INSERT into it is a dedup record, not a
// mutation to key.
func (c *checker) dedupTable(table string) bool { return c.cfg.Dedup.Match(table) }

// graphqlMutation returns the mutation a call of a GraphQL send (a client's
// do(ctx, doc, vars), summary.GraphQLDoc) performs: a constant document
// whose operations include a mutation, or a document that is not one
// handed to a send whose POST alone mutates. A query, a document this
// function's caller hands in (reported there), or a POST whose verb says
// nothing is none.
func (c *checker) graphqlMutation(call ssa.CallInstruction, name string, sf *summary.Fact) *mutation {
	docs := sf.All(summary.GraphQLDoc)
	cc := call.Common()
	if len(docs) == 0 || c.p.Sum.GraphQLForwards(cc, call.Parent()) {
		return nil
	}
	via := docs[0].Via
	if _, mutates, ok := c.p.Sum.GraphQLDocument(cc); ok && !mutates {
		return nil
	} else if !ok && docs[0].Effect != knowledge.KindHTTP {
		return nil
	}
	return &mutation{
		Unkeyed: Unkeyed{Obj: -1, Subject: "a GraphQL mutation", Cat: CatHTTP, Via: append([]string{name}, via...),
			Missing: "without an idempotency key", Harm: "a timeout after the server applied it applies it again",
			Fix: "send a key the API accepts (an Idempotency-Key header, a client mutation ID in the input) derived from the request, or look the object up before trying again"},
		call:    call,
		wrapper: name,
	}
}
