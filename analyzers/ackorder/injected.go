package ackorder

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/inject"
	"github.com/idemlint/idemlint/internal/ir"
)

// Injected handlers, across packages (internal/inject).
//
// A consumer package that acks and then calls a handler held in a field
// (c.h.Handle(ctx, m) after c.r.CommitMessages) cannot know what the
// handler does: the handler is handed to its exported constructor by a
// package that imports it, analysed later. So the consumer's package says
// what it saw, as a fact: "the value stored in Consumer.h is called after
// the offset is committed, in Consumer.Run". The wiring package, which hands
// the constructor a concrete value, completes the finding at that call:
// when the summaries of the value's method (or of the function, for a
// func-typed field) perform an effect, the commit comes before the effect.

// injectedFact is exported on a constructor or an exported field.
type injectedFact = inject.FactOf[Config]

var newInjectedFact = inject.NewFact[Config]()

// injectedCall is a call through a field of the package that the package's
// type flow leaves unresolved.
type injectedCall struct {
	instr  *ssa.Call
	hazard func(site, lib string, pos ssa.Instruction) inject.Hazard
}

// injectedAfterAck records, for each ack of fn, the injected calls it
// reaches on the same message without their running before it. An ack
// already reported here, and a call judged here (handed the message, able
// to fail: ackBeforeHandoff), are not carried to the wiring package: one
// finding per ack. What is carried are the calls this package cannot
// judge (handed nothing of the message, or reporting no failure), which
// the wired value's summary may still show to be an effect.
func (c *checker) injectedAfterAck(fn *ssa.Function, s *funcSites) {
	for _, a := range s.acks {
		if c.reported[a.instr] {
			continue
		}
		kill := c.sameMessage(fn, a)
		var msgs []ssa.Value
		if a.msg != nil {
			msgs = c.messageValues(fn, a.msg)
		}
		for _, e := range s.injected {
			if e.instr == a.instr || ir.Dominates(e.instr, a.instr) || !ir.ReachesWithout(a.instr, e.instr, kill) || c.dedupGuarded(a.instr, e.instr) {
				continue
			}
			if c.reported[e.instr] || ir.ReturnsError(&e.instr.Call) && handed(e.instr.Call.Args, msgs) {
				continue
			}
			c.hazards = append(c.hazards, e.hazard(a.chain, a.lib, a.instr))
		}
	}
}

// wiredValue reports a value handed to a consumer that calls it after an
// ack, when what the value does is an effect.
func (c *checker) wiredValue(at ssa.Instruction, v ssa.Value, it inject.Injection, how string) {
	f := c.p.Sum.InjectedFact(v, it.Method)
	if f == nil {
		// A field of this package that its own constructor fills: the
		// package that builds it judges.
		if h, ok := inject.Rewired(c.p.Sum, v, it); ok {
			c.hazards = append(c.hazards, h)
		}
		return
	}
	items := effectItems(f)
	if len(items) == 0 {
		return
	}
	e := effect{item: items[0], chain: items[0].Chain()}
	noun, fix := ackWords(it.Lib)
	c.p.Report(analysis.Diagnostic{
		Pos:      at.Pos(),
		Related:  inject.Related(c.p.Fset, it, "the message is acked here, before the injected value is called"),
		Category: CatAckBeforeEffect,
		Message: how + " a value whose " + effectPhrase(e) + ", and " + it.Func + " calls " + it.Called() +
			" after the " + noun + " with " + named(it.Site) + " at " + it.At +
			"; a crash in between loses the message; " + fix + " after the effect succeeds",
	})
}
