package ackorder

import (
	_ "embed"
	"go/token"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/analyzer"
	"github.com/idemlint/idemlint/internal/inject"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

//go:embed doc.go
var doc string

// Name is the analyzer's name, a contract.
const Name = "ackorder"

// Option names, a contract with golangci-lint settings and the config file.
const (
	// OptDeferredAck turns the deferred-ack rule on or off.
	OptDeferredAck = "deferred-ack"
	// OptAutoAck turns the auto-ack / auto-commit consumer rule on or off.
	OptAutoAck = "auto-ack"
)

// Categories of findings.
const (
	CatAckBeforeEffect = "ack-before-effect"
	CatDeferredAck     = "deferred-ack"
	CatAsyncEffect     = "ack-before-async-effect"
	CatAutoAck         = "auto-ack"
	CatCommitOnRead    = "commit-on-read"
	CatAutoCommit      = "auto-commit"
	CatAckAfterFailure = "ack-after-failure"
)

// Config configures the analyzer; its options are declared in def.
type Config struct {
	analyzer.Base
	// DeferredAck reports `defer msg.Ack()` in functions whose effect can
	// fail and return without a nack.
	DeferredAck bool
	// AutoAck reports auto-ack and auto-commit consumers that perform
	// effects (amqp autoAck, kafka-go ReadMessage with a GroupID, franz-go
	// auto-commit).
	AutoAck bool
}

var def = analyzer.Def[Config, *Config]{
	Name: Name, Doc: doc, Policy: Policy, Run: run,
	Facts: []analysis.Fact{new(injectedFact), new(groupReader), new(ackOnResult), new(commitBeforeCallback)},
	Options: []analyzer.Option[Config]{
		analyzer.Bool(OptDeferredAck, true, func(c *Config) *bool { return &c.DeferredAck }, "report deferred acks in functions whose effect can fail and return without a nack"),
		analyzer.Bool(OptAutoAck, true, func(c *Config) *bool { return &c.AutoAck }, "report auto-ack and auto-commit consumers that perform effects"),
	},
}

// DefaultConfig returns the default configuration.
func DefaultConfig() Config { return def.Default() }

// New returns a fresh analyzer for cfg.
func New(cfg Config) *analysis.Analyzer { return def.New(cfg) }

// Analyzer is the analyzer with the default configuration.
var Analyzer = New(DefaultConfig())

func run(p *analyzer.Pass, cfg *Config) error {
	if p.Sum.Pkg == nil {
		return nil
	}
	c := &checker{p: p, cfg: cfg, sites: make(map[*ssa.Function]*funcSites), reported: make(map[ssa.Instruction]bool), callbacks: make(map[*ssa.Function]*ackOnResult), commits: make(map[*ssa.Function]*commitBeforeCallback)}
	for _, fn := range p.Sum.Funcs {
		c.function(fn)
		c.ackAfterFailure(fn)
		c.commitBeforeCallbacks(fn)
		inject.Wired(p.Pass, fn, newInjectedFact, c.wiredValue)
	}
	inject.Export(p.Pass, p.Sum, c.hazards, newInjectedFact)
	c.exportGroupReaders()
	c.exportAckOnResult()
	c.exportCommitCallbacks()
	return nil
}

type checker struct {
	p       *analyzer.Pass
	cfg     *Config
	sites   map[*ssa.Function]*funcSites
	hazards []inject.Hazard // injected calls after an ack (injected.go)
	// reported holds the acks reported in this package, and the calls
	// reported as the work after an ack: one finding per ack, so the
	// wiring package is not told of them again.
	reported map[ssa.Instruction]bool
	// callbacks caches how the package's helpers ack by a callback's
	// result (callback.go).
	callbacks map[*ssa.Function]*ackOnResult
	// commits caches how the package's helpers commit before a callback
	// (commitcb.go), nil for a helper that does not.
	commits map[*ssa.Function]*commitBeforeCallback
}

// An effect is a call that changes the world (directly, through a wrapper,
// or through a closure handed to a synchronous helper such as a retry or
// transaction wrapper), or a goroutine that starts one.
type effect struct {
	instr ssa.CallInstruction
	item  summary.Item
	chain string // "h.charge, which calls sql.DB.ExecContext"
	async bool   // a go statement or an errgroup-like starter
	// handoff marks an unresolved call handed the message (handoff.go).
	handoff bool
}

// An ack is a call that acknowledges a message or commits its offset.
type ack struct {
	instr ssa.CallInstruction
	chain string
	lib   string    // the library call at the end of the chain
	msg   ssa.Value // the message argument, or nil when unknown
}

type funcSites struct {
	effects  []effect
	acks     []ack // *ssa.Call acks
	deferred []ack // *ssa.Defer acks
	nacks    map[ssa.Instruction]bool
	consumes []*ssa.Call
	injected []injectedCall // calls through a field set outside the package
}

// callName renders the callee of cc for a message, as the summary names
// it: "relay.Publisher.Publish (implemented by amqp091.Channel)" for a call
// through an interface a library implements.
func (c *checker) callName(cc *ssa.CallCommon) string {
	if callee := ir.Callee(cc); callee != nil {
		return c.p.Sum.CallName(cc, callee)
	}
	return "a function literal"
}

// chainOf renders how a call reaches the role of it: "h.charge, which calls
// sql.DB.ExecContext".
func chainOf(name string, it summary.Item) string {
	via := it.Via
	// via[0] may be the call itself, named as the summary names it (a call
	// through an interface a library implements included: Sum.CallName).
	if len(via) == 0 || via[0] != name {
		via = append([]string{name}, via...)
	}
	x := summary.Item{Via: via}
	return x.Chain()
}

func lastOf(name string, it summary.Item) string {
	if len(it.Via) > 0 {
		return it.Via[len(it.Via)-1]
	}
	return name
}

// sitesOf collects the acks, nacks, effects and consumers of fn.
func (c *checker) sitesOf(fn *ssa.Function) *funcSites {
	if s, ok := c.sites[fn]; ok {
		return s
	}
	s := &funcSites{nacks: make(map[ssa.Instruction]bool)}
	c.sites[fn] = s
	for _, ci := range ir.Calls(fn) {
		cc := ci.Common()
		f := c.p.Sum.Call(cc)
		name := c.callName(cc)
		hasEffect := f.Has(knowledge.Effect) || f.Has(knowledge.Delta)
		if f.Has(knowledge.Nack) {
			s.nacks[ci] = true
		}
		switch ci := ci.(type) {
		case *ssa.Go:
			for _, it := range effectItems(f) {
				s.effects = append(s.effects, effect{instr: ci, item: it, chain: chainOf(name, it), async: true})
			}
		case *ssa.Defer:
			if f.Has(knowledge.Ack) && !f.Has(knowledge.Nack) && !hasEffect && c.unconditionalAck(cc) {
				s.deferred = append(s.deferred, c.ackAt(ci, f, name))
			}
		case *ssa.Call:
			switch {
			case f.Has(knowledge.Go):
				for _, g := range f.All(knowledge.Go) {
					if lit := ir.ClosureOf(ir.Arg(cc, g.Param)); lit != nil {
						for _, it := range effectItems(c.p.Sum.Func(lit)) {
							s.effects = append(s.effects, effect{instr: ci, item: it, chain: chainOf(name, it), async: true})
						}
					}
				}
				continue
			case f.Has(knowledge.Consume):
				s.consumes = append(s.consumes, ci)
				if c.p.Sum.Entry(cc) != nil {
					continue
				}
				// A wrapper that pops (a queue's Pop) may do work too.
			}
			for _, it := range effectItems(f) {
				s.effects = append(s.effects, effect{instr: ci, item: it, chain: chainOf(name, it)})
			}
			if fld, method := inject.Through(c.p.Sum, cc); fld != nil && !hasEffect {
				s.injected = append(s.injected, injectedCall{instr: ci, hazard: func(site, lib string, at ssa.Instruction) inject.Hazard {
					return inject.New(c.p.Fset, fn, fld, method, site, lib, at.Pos())
				}})
			}
			// Closures run by a synchronous helper (retry, transaction).
			for _, a := range cc.Args {
				if lit := ir.ClosureOf(a); lit != nil && lit.Parent() != nil {
					for _, it := range effectItems(c.p.Sum.Func(lit)) {
						s.effects = append(s.effects, effect{instr: ci, item: it, chain: chainOf(name, it)})
					}
				}
			}
			// A call that both acks and performs an effect is checked in
			// its own body; a call that acks or nacks (a settle helper)
			// decides at run time.
			if f.Has(knowledge.Ack) && !f.Has(knowledge.Nack) && !hasEffect {
				s.acks = append(s.acks, c.ackAt(ci, f, name))
			}
		}
	}
	return s
}

// effectItems returns the effect items of f, one per kind.
func effectItems(f *summary.Fact) []summary.Item {
	var out []summary.Item
	seen := make(map[knowledge.EffectKind]bool)
	for _, r := range []knowledge.Role{knowledge.Effect, knowledge.Delta} {
		for _, it := range f.All(r) {
			if seen[it.Effect] {
				continue
			}
			seen[it.Effect] = true
			out = append(out, it)
		}
	}
	return out
}

func (c *checker) ackAt(ci ssa.CallInstruction, f *summary.Fact, name string) ack {
	it := f.First(knowledge.Ack)
	a := ack{instr: ci, chain: chainOf(name, *it), lib: lastOf(name, *it)}
	if it.Param >= 0 {
		a.msg = ir.Arg(ci.Common(), it.Param)
	}
	return a
}

// unconditionalAck reports whether a deferred call acks whenever it runs:
// a direct ack or wrapper does; a deferred literal does when one of its own
// ack calls runs on every path through it.
func (c *checker) unconditionalAck(cc *ssa.CallCommon) bool {
	lit := ir.ClosureOf(cc.Value)
	if lit == nil || lit.Parent() == nil {
		return true
	}
	var rets []*ssa.BasicBlock
	for _, b := range lit.Blocks {
		if len(b.Instrs) > 0 {
			if _, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
				rets = append(rets, b)
			}
		}
	}
	for _, ci := range ir.Calls(lit) {
		if _, ok := ci.(*ssa.Call); !ok || !c.p.Sum.Call(ci.Common()).Has(knowledge.Ack) {
			continue
		}
		all := len(rets) > 0
		for _, r := range rets {
			if !ci.Block().Dominates(r) {
				all = false
			}
		}
		if all {
			return true
		}
	}
	return false
}

func (c *checker) function(fn *ssa.Function) {
	s := c.sitesOf(fn)
	if len(s.acks) > 0 {
		c.ackBeforeHandoff(fn, s)
		c.ackAfterAsyncHandoff(fn, s)
		c.ackBeforeEffect(fn, s)
		c.ackBeforeAsync(fn, s)
		c.injectedAfterAck(fn, s)
		c.ackAfterFailedEffect(fn, s)
	}
	if c.cfg.DeferredAck {
		for _, d := range s.deferred {
			c.deferredAck(fn, s, d)
		}
	}
	if c.cfg.AutoAck {
		for _, call := range s.consumes {
			c.consumer(call)
		}
	}
}

// sameMessage returns the kill predicate of an ack: the instructions that
// bring in its message (a new loop iteration's receive, range element or
// fetch), or, when the message is unknown, the entries of loop headers.
// A path that passes one of them reaches the effect on another message.
func (c *checker) sameMessage(fn *ssa.Function, a ack) func(ssa.Instruction) bool {
	if a.msg == nil {
		heads := ir.LoopHeaders(fn)
		return func(x ssa.Instruction) bool {
			b := x.Block()
			return heads[b] && b.Instrs[0] == x
		}
	}
	defs := make(map[ssa.Instruction]bool)
	tr := *c.p.Sum.Tracer()
	tr.Visit = func(v ssa.Value) {
		if i, ok := v.(ssa.Instruction); ok && i.Parent() == fn && fresh(v) {
			defs[i] = true
		}
	}
	tr.Walk(a.msg, func(ssa.Value) {})
	return func(x ssa.Instruction) bool { return defs[x] }
}

// fresh reports whether v brings in a new message when it runs again: a
// receive (alone or in a select), a fetch, the next element of a range or a loop-carried phi. The
// steps that only re-read the same message (loads, field selections,
// conversions) are not: they may run between a go statement and the ack
// of the message it was given.
func fresh(v ssa.Value) bool {
	switch v := v.(type) {
	case *ssa.UnOp:
		if v.Op == token.MUL { // the element of a range over a slice
			_, elem := v.X.(*ssa.IndexAddr)
			return elem
		}
		return v.Op == token.ARROW
	case *ssa.Call, *ssa.Next, *ssa.IndexAddr, *ssa.Index, *ssa.Lookup, *ssa.Phi, *ssa.Select:
		// A select receives as a receive does: the message of a case
		// (d, ok := <-deliveries) is the next one when the loop comes back.
		return true
	}
	return false
}

type finding struct {
	a ack
	e effect
}

// ackBeforeEffect reports an ack that reaches an effect, on the same
// message, without the effect running before it.
func (c *checker) ackBeforeEffect(fn *ssa.Function, s *funcSites) {
	var found []finding
	for _, a := range s.acks {
		kill := c.sameMessage(fn, a)
		var msgs []ssa.Value
		if a.msg != nil {
			msgs = c.messageValues(fn, a.msg)
		}
		for _, e := range s.effects {
			if e.async || e.instr == a.instr || c.repliesTo(e.instr, msgs) {
				continue
			}
			if ir.Dominates(e.instr, a.instr) || !ir.ReachesWithout(a.instr, e.instr, kill) {
				continue
			}
			if c.dedupGuarded(a.instr, e.instr) {
				continue
			}
			found = append(found, finding{a, e})
			break
		}
	}
	// Mark then Commit before the same effect: one finding, on the first.
	for i, f := range found {
		dup := false
		for j, g := range found {
			if i != j && g.e.instr == f.e.instr && ir.Dominates(g.a.instr, f.a.instr) {
				dup = true
			}
		}
		if dup {
			continue
		}
		noun, fix := ackWords(f.a.lib)
		c.reported[f.a.instr] = true
		c.p.Report(analysis.Diagnostic{
			Pos:      f.a.instr.Pos(),
			Category: CatAckBeforeEffect,
			Message: noun + " with " + named(f.a.chain) + " before " + effectPhrase(f.e) +
				"; a crash in between loses the message; " + fix + " after the effect succeeds",
			Related: []analysis.RelatedInformation{{Pos: f.e.instr.Pos(), Message: effectHere(f.e)}},
		})
	}
}

// ackBeforeAsync reports an ack that runs after a go statement (or an
// errgroup-like starter) that starts an effect, with no wait in between.
func (c *checker) ackBeforeAsync(fn *ssa.Function, s *funcSites) {
	for _, a := range s.acks {
		same := c.sameMessage(fn, a)
		kill := func(x ssa.Instruction) bool { return same(x) || c.waits(x) }
		for _, e := range s.effects {
			if !e.async || ir.Dominates(a.instr, e.instr) || !ir.ReachesWithout(e.instr, a.instr, kill) {
				continue
			}
			noun, fix := ackWords(a.lib)
			c.p.Report(analysis.Diagnostic{
				Pos:      a.instr.Pos(),
				Category: CatAsyncEffect,
				Message: noun + " with " + named(a.chain) + " while " + effectPhrase(e) + " in a goroutine that may still be running" +
					"; a crash before it finishes loses the message; wait for the goroutine, or " + fix + " inside it after the effect succeeds",
				Related: []analysis.RelatedInformation{{Pos: e.instr.Pos(), Message: "effect started asynchronously here"}},
			})
			break
		}
	}
}

// waitFuncs are the calls that wait for goroutines to finish.
var waitFuncs = map[string]bool{
	"(*sync.WaitGroup).Wait":                   true,
	"(*golang.org/x/sync/errgroup.Group).Wait": true,
}

// waits reports whether x waits for a goroutine: a WaitGroup or errgroup
// Wait, a channel receive, or a select.
func (c *checker) waits(x ssa.Instruction) bool {
	switch x := x.(type) {
	case *ssa.UnOp:
		return x.Op == token.ARROW
	case *ssa.Select:
		return x.Blocking
	case ssa.CallInstruction:
		if callee := ir.Callee(x.Common()); callee != nil {
			return waitFuncs[callee.FullName()]
		}
	}
	return false
}

// dedupGuarded reports whether the ack sits on a branch decided by a check
// or claim on a dedup store (the duplicate is acked and skipped) and the
// effect lies outside that branch.
func (c *checker) dedupGuarded(a, e ssa.Instruction) bool {
	for b := a.Block(); b != nil; b = b.Idom() {
		if len(b.Preds) != 1 {
			continue
		}
		pred := b.Preds[0]
		iff, ok := pred.Instrs[len(pred.Instrs)-1].(*ssa.If)
		if !ok || b.Dominates(e.Block()) {
			continue
		}
		guarded := false
		c.p.Sum.Tracer().Walk(iff.Cond, func(root ssa.Value) {
			if call, ok := root.(*ssa.Call); ok {
				f := c.p.Sum.Call(&call.Call)
				if f.Has(knowledge.Check) || f.Has(knowledge.Claim) {
					guarded = true
				}
			}
		})
		if guarded {
			return true
		}
	}
	return false
}

// deferredAck reports a deferred ack in a function with an effect, or an
// unresolved call handed the message (handoff.go), whose failure leads to
// a return with no nack on the way: the deferred ack then acknowledges the
// failed message.
func (c *checker) deferredAck(fn *ssa.Function, s *funcSites, d ack) {
	var msgs []ssa.Value
	if d.msg != nil {
		msgs = c.messageValues(fn, d.msg)
	}
	// A failure path that publishes the message, or an answer to it (an
	// RPC's error reply to its ReplyTo, a copy to a retry or dead-letter
	// queue), has handed it on: the deferred ack then settles a message
	// that was handled, as a nack would.
	nack := func(x ssa.Instruction) bool { return s.nacks[x] || c.publishes(x, msgs) }
	work := s.effects
	if d.msg != nil {
		for _, u := range c.handoffs(fn) {
			if handed(u.Call.Args, msgs) {
				work = append(work[:len(work):len(work)], handoffEffect(u))
			}
		}
	}
	for _, e := range work {
		if e.async || !ir.Reaches(d.instr, e.instr) {
			continue
		}
		call, ok := e.instr.(*ssa.Call)
		if !ok {
			continue
		}
		ret := failureReturn(call, nack)
		if ret == nil {
			continue
		}
		_, fix := ackWords(d.lib)
		c.p.Report(analysis.Diagnostic{
			Pos:      d.instr.Pos(),
			Category: CatDeferredAck,
			Message: "deferred " + named(d.chain) + " acknowledges the message even when " + named(e.chain) + " fails" +
				"; the failed message is never redelivered; " + fix + " after the effect succeeds and nack it on error",
			Related: []analysis.RelatedInformation{
				{Pos: e.instr.Pos(), Message: effectHere(e)},
				{Pos: ret.Pos(), Message: "returns after the failure without a nack here"},
			},
		})
		return
	}
}

// ackAfterFailedEffect reports an ack reached after one of the function's
// own effects failed (its error non-nil, ackingPath), with no nack, no
// hand-on and no new message on the way: the error is logged, the failed
// message acked, and its work never done. A failure classified with
// errors.Is or errors.As is a decision, and is followed only where it is
// not that error.
func (c *checker) ackAfterFailedEffect(fn *ssa.Function, s *funcSites) {
	for _, a := range s.acks {
		if c.reported[a.instr] {
			continue
		}
		var msgs []ssa.Value
		if a.msg != nil {
			msgs = c.messageValues(fn, a.msg)
		}
		if c.answersAfter(fn, a, msgs) {
			continue // the failure is the caller's answer, sent after the ack
		}
		same := c.sameMessage(fn, a)
		// A failure path that writes the message somewhere (a dead-letter
		// topic, a retry queue, a failed-events table) has handed it on.
		handsOn := func(x ssa.Instruction) bool {
			if c.publishes(x, msgs) {
				return true
			}
			call, ok := x.(*ssa.Call)
			return ok && len(effectItems(c.p.Sum.Call(&call.Call))) > 0 && handed(call.Call.Args, msgs)
		}
		var next func(ssa.Instruction) bool
		nack := func(x ssa.Instruction) bool { return s.nacks[x] || handsOn(x) || same(x) }
		work := s.effects
		_, fix := ackWords(a.lib)
		fix += " after the effect succeeds and nack it on error (or hand it to a dead-letter queue)"
		if e := c.p.Sum.Entry(a.instr.Common()); e != nil && e.Offset {
			fix = "return the error instead of moving on, or hand the record to a dead-letter topic first (an offset commits every earlier record of the partition, a failure skipped with continue included)"
			// A Kafka offset commits every earlier record of the
			// partition: a failure skipped with continue is committed by
			// the next record's mark. The work handed the record to an
			// unresolved handler counts, as for a deferred ack.
			nack = func(x ssa.Instruction) bool { return s.nacks[x] || handsOn(x) }
			next = same
			for _, u := range c.handoffs(fn) {
				if handed(u.Call.Args, msgs) {
					work = append(work[:len(work):len(work)], handoffEffect(u))
				}
			}
		}
		for _, e := range work {
			call, ok := e.instr.(*ssa.Call)
			if e.async || !ok || call == a.instr || !ir.Reaches(call, a.instr) || c.afterOtherEffect(s, e, same) {
				continue
			}
			if ackingPath(call, nack, func(x ssa.Instruction) bool { return x == a.instr }, next) == nil {
				continue
			}
			c.reported[a.instr] = true
			c.p.Report(analysis.Diagnostic{
				Pos:      a.instr.Pos(),
				Category: CatAckAfterFailure,
				Message: named(a.chain) + " acknowledges the message even when " + named(e.chain) + " fails" +
					"; the failure is only logged and the message is never redelivered; " + fix,
				Related: []analysis.RelatedInformation{{Pos: call.Pos(), Message: effectHere(e)}},
			})
			break
		}
	}
}

// afterOtherEffect reports whether another effect of the function can run
// before e on the same message: a failure of bookkeeping after the work
// (a counter after the send) is acked on purpose, since a redelivery
// would do the work again.
func (c *checker) afterOtherEffect(s *funcSites, e effect, same func(ssa.Instruction) bool) bool {
	for _, o := range s.effects {
		if o.instr != e.instr && ir.ReachesWithout(o.instr, e.instr, same) {
			return true
		}
	}
	return false
}

// answersAfter reports whether fn replies to the message's caller (its
// reply subject, AMQP's ReplyTo) after the ack a: a request whose failure
// is answered is settled, and its caller owns the retry.
func (c *checker) answersAfter(fn *ssa.Function, a ack, msgs []ssa.Value) bool {
	for _, ci := range ir.Calls(fn) {
		if c.repliesTo(ci, msgs) && ir.Reaches(a.instr, ci) {
			return true
		}
	}
	return false
}

// repliesTo reports whether x publishes to a destination the message
// names (its reply subject, a header naming the caller's inbox, AMQP's
// ReplyTo as the routing key): an answer to a caller waiting for the
// outcome, not work of the message. A crash before it leaves that caller
// to time out; the message itself was handled.
func (c *checker) repliesTo(x ssa.Instruction, msgs []ssa.Value) bool {
	call, ok := x.(*ssa.Call)
	if !ok || len(msgs) == 0 {
		return false
	}
	e := c.p.Sum.Entry(&call.Call)
	if e == nil || e.Effect != knowledge.KindPublish {
		return false
	}
	for _, name := range []string{"subj", "subject", "key"} {
		if name == "key" && !e.HasParam("exchange") {
			continue // a routing key is a destination in AMQP only
		}
		if e.HasParam(name) {
			if dest := ir.Arg(&call.Call, e.Pos(name)); dest != nil && handed([]ssa.Value{dest}, msgs) {
				return true
			}
		}
	}
	return false
}

// publishes reports whether x is a call that publishes a message handed
// data from msgs: the message, or an answer about it.
func (c *checker) publishes(x ssa.Instruction, msgs []ssa.Value) bool {
	call, ok := x.(*ssa.Call)
	if !ok || len(msgs) == 0 {
		return false
	}
	for _, it := range c.p.Sum.Call(&call.Call).All(knowledge.Effect) {
		if it.Effect == knowledge.KindPublish {
			return handed(call.Call.Args, msgs)
		}
	}
	return false
}

// failureReturn returns a return instruction reached when call's error
// result is non-nil with no nack on the way, or nil.
func failureReturn(call *ssa.Call, nack func(ssa.Instruction) bool) *ssa.Return {
	errV := errorResult(call)
	if errV == nil {
		return nil
	}
	fn := call.Parent()
	var rets []*ssa.Return
	for _, b := range fn.Blocks {
		if len(b.Instrs) > 0 {
			if r, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
				rets = append(rets, r)
			}
		}
	}
	// from reports a return reachable from the start of block b with no nack.
	from := func(b *ssa.BasicBlock) *ssa.Return {
		first := b.Instrs[0]
		if nack(first) {
			return nil
		}
		for _, r := range rets {
			if r == first || ir.ReachesWithout(first, r, nack) {
				return r
			}
		}
		return nil
	}
	for _, v := range sameValues(errV) {
		refs := v.Referrers()
		if refs == nil {
			continue
		}
		for _, ref := range *refs {
			switch ref := ref.(type) {
			case *ssa.Return:
				// return effect(): the error goes straight out.
				if ir.ReachesWithout(call, ref, nack) {
					return ref
				}
			case *ssa.Store:
				// In a function with defers the results go through a
				// local: *t0 = effect(); rundefers; return *t0.
				alloc, ok := ref.Addr.(*ssa.Alloc)
				if !ok || ref.Val != v || alloc.Referrers() == nil || !ir.ReachesWithout(call, ref, nack) {
					continue
				}
				for _, ar := range *alloc.Referrers() {
					load, ok := ar.(*ssa.UnOp)
					if !ok || load.Op != token.MUL || load.Referrers() == nil {
						continue
					}
					for _, lr := range *load.Referrers() {
						if ret, ok := lr.(*ssa.Return); ok && ir.ReachesWithout(ref, ret, nack) {
							return ret
						}
					}
				}
			case *ssa.BinOp:
				other := ref.Y
				if other == v {
					other = ref.X
				}
				if k, ok := other.(*ssa.Const); !ok || !k.IsNil() || (ref.Op != token.NEQ && ref.Op != token.EQL) {
					continue
				}
				brefs := ref.Referrers()
				if brefs == nil {
					continue
				}
				for _, br := range *brefs {
					iff, ok := br.(*ssa.If)
					if !ok {
						continue
					}
					fail := iff.Block().Succs[0]
					if ref.Op == token.EQL {
						fail = iff.Block().Succs[1]
					}
					if r := from(fail); r != nil {
						return r
					}
				}
			}
		}
	}
	return nil
}

// errorResult returns the value of call's error result (its last result,
// when that is error), or nil.
func errorResult(call *ssa.Call) ssa.Value {
	if !ir.ReturnsError(&call.Call) {
		return nil
	}
	res := call.Call.Signature().Results()
	if res.Len() == 1 {
		return call
	}
	refs := call.Referrers()
	if refs == nil {
		return nil
	}
	for _, r := range *refs {
		if x, ok := r.(*ssa.Extract); ok && x.Index == res.Len()-1 {
			return x
		}
	}
	return nil
}

// sameValues returns v and the phis and interface changes it flows into
// unchanged (err reassigned in a loop, wrapped into another interface).
func sameValues(v ssa.Value) []ssa.Value {
	out := []ssa.Value{v}
	seen := map[ssa.Value]bool{v: true}
	for i := 0; i < len(out) && i < 64; i++ {
		refs := out[i].Referrers()
		if refs == nil {
			continue
		}
		for _, r := range *refs {
			var next ssa.Value
			switch r := r.(type) {
			case *ssa.Phi:
				next = r
			case *ssa.ChangeInterface:
				next = r
			}
			if next != nil && !seen[next] {
				seen[next] = true
				out = append(out, next)
			}
		}
	}
	return out
}
