package ackorder

import (
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

// Unresolved work handed the message.
//
// A consumer calls the work a message is delivered for through something
// it is given: a service in a struct field (w.svc.Handle(ctx, evt)), a func
// field (c.apply(ctx, body)), a parameter (h.Handle(ctx, m)) or a value a
// registry returns. When nothing resolves the call (summary.Unresolved: no
// knowledge, no implementation the package can see, no type flow) and the
// call is handed the message, or data taken or decoded from it (its body, a
// json.Unmarshal target of the body), it is the message's processing: an
// ack before it loses the message when the call fails or the process
// crashes, whatever the implementation turns out to be. This is reported
// at the consumer, wired or not: proving that the callee writes to a
// database is not needed to know that the ack came first.
//
// The call must be able to fail: its last result is an error. A call that
// reports no failure (an observer, a logger) cannot make the consumer give
// the message back, and a call that is handed nothing of the message (a
// clock, a counter, a flush) proves nothing: both stay silent. A call
// through a field that the package's type flow resolves is judged by the
// summary of what is stored there (read-only code stays silent).
//
// Handing the message to a channel send, to a goroutine, or appending it to
// a batch held beyond the function (a field or a package variable) that
// another goroutine or a timer flushes, is asynchronous processing: an ack
// after it with no wait in between is ack-before-async-effect.

// handoffs returns the calls of fn that nothing resolves, through an
// interface declared in this module or a func value, that can fail.
func (c *checker) handoffs(fn *ssa.Function) []*ssa.Call {
	var out []*ssa.Call
	for _, ci := range ir.Calls(fn) {
		if call, ok := ci.(*ssa.Call); ok && c.unjudged(&call.Call) && ir.ReturnsError(&call.Call) {
			out = append(out, call)
		}
	}
	return out
}

// unjudged reports whether cc is a call whose verdict is open (injected or
// unresolved), through an interface or a struct of this module, or a func
// value: the work of a consumer whose implementation is not in sight.
func (c *checker) unjudged(cc *ssa.CallCommon) bool {
	v := c.p.Sum.Resolve(cc)
	return v.Open() && c.p.InModule(v.Owner)
}

// messageValues returns v and the values it comes from: the message an ack
// names (or a receive, a fetch), through the tracer.
func (c *checker) messageValues(fn *ssa.Function, v ssa.Value) []ssa.Value {
	out := []ssa.Value{v}
	if t, ok := v.Type().(*types.Tuple); ok && t.Len() > 0 {
		out = nil
		if refs := v.Referrers(); refs != nil { // a fetch's or a comma-ok receive's tuple
			for _, r := range *refs {
				if x, ok := r.(*ssa.Extract); ok && x.Index == 0 {
					out = append(out, x)
				}
			}
		}
	}
	for _, x := range out {
		out = append(out, c.p.Sum.RootsUpTo(ir.Enclosing(fn), x)...)
	}
	// A message read from a variable (*m, m captured by a closure): the
	// variable's fields (&m.Body) are the message's too.
	for _, x := range out {
		if u, ok := x.(*ssa.UnOp); ok && u.Op == token.MUL {
			out = append(out, u.X)
		}
	}
	return out
}

// handed reports whether one of the values v derives from is one of msgs:
// the message itself, a field of it, or what was decoded from it. Contexts
// are not message data (a trace context read from the headers).
func handed(vals []ssa.Value, msgs []ssa.Value) bool {
	if len(msgs) == 0 {
		return false
	}
	in := func(v ssa.Value) bool { return slices.Contains(msgs, v) }
	// Another load of the variable the message is read from (a closure's
	// captured msg, read once for the ack and again for the work) is the
	// same message, and so is what a pointer in the message points to
	// (*m.Body, an SQS body).
	hit := func(v ssa.Value) bool {
		if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL && (in(u.X) || ir.DependsOn(u.X, in)) {
			return true
		}
		return in(v)
	}
	for _, v := range vals {
		if ir.IsContext(v.Type()) {
			continue
		}
		if ir.DependsOn(v, hit) {
			return true
		}
	}
	return false
}

// handoffEffect describes an unresolved call as an effect.
func handoffEffect(call *ssa.Call) effect {
	return effect{instr: call, item: summary.Item{Role: knowledge.Effect, Param: -1}, chain: summary.DynamicName(&call.Call), handoff: true}
}

// handoffFrom returns the first unresolved call after src, in src's
// function, handed the message src brings in (a receive, a fetch, a Get),
// or nil: for consumers that ack on their own.
func (c *checker) handoffFrom(src ssa.Instruction) *effect {
	v, ok := src.(ssa.Value)
	if !ok {
		return nil
	}
	fn := src.Parent()
	msgs := c.messageValues(fn, v)
	for _, u := range c.handoffs(fn) {
		if ir.Reaches(src, u) && handed(u.Call.Args, msgs) {
			e := handoffEffect(u)
			return &e
		}
	}
	return nil
}

// ackBeforeHandoff reports an ack followed, on the same message, by an
// unresolved call handed that message, when no known effect follows the
// ack (ackBeforeEffect reports those).
func (c *checker) ackBeforeHandoff(fn *ssa.Function, s *funcSites) {
	var calls []*ssa.Call
	for _, a := range s.acks {
		if a.msg == nil {
			continue
		}
		kill := c.sameMessage(fn, a)
		if c.effectAfter(s, a, kill) {
			continue
		}
		if calls == nil {
			calls = c.handoffs(fn)
		}
		msgs := c.messageValues(fn, a.msg)
		for _, u := range calls {
			if u == a.instr || ir.Dominates(u, a.instr) || !ir.ReachesWithout(a.instr, u, kill) || c.dedupGuarded(a.instr, u) {
				continue
			}
			if !handed(u.Call.Args, msgs) {
				continue
			}
			e := handoffEffect(u)
			noun, fix := ackWords(a.lib)
			c.reported[a.instr], c.reported[u] = true, true
			c.p.Report(analysis.Diagnostic{
				Pos:      a.instr.Pos(),
				Category: CatAckBeforeEffect,
				Message: noun + " with " + named(a.chain) + " before " + effectPhrase(e) +
					"; a crash or a failure in it loses the message; " + fix + " after the call returns without error",
				Related: []analysis.RelatedInformation{{Pos: u.Pos(), Message: effectHere(e)}},
			})
			break
		}
	}
}

// effectAfter reports whether a known synchronous effect runs after the
// ack on its message: ackBeforeEffect's finding.
func (c *checker) effectAfter(s *funcSites, a ack, kill func(ssa.Instruction) bool) bool {
	for _, e := range s.effects {
		if !e.async && e.instr != a.instr && !ir.Dominates(e.instr, a.instr) && ir.ReachesWithout(a.instr, e.instr, kill) {
			return true
		}
	}
	return false
}

// ackAfterAsyncHandoff reports an ack that runs after its message was sent
// on a channel, handed to a goroutine that does unresolved work with it, or
// appended to a batch held in a field or a package variable, with no wait
// in between: another goroutine processes it, maybe after the ack.
func (c *checker) ackAfterAsyncHandoff(fn *ssa.Function, s *funcSites) {
	var hs []asyncHandoff
	for _, a := range s.acks {
		if a.msg == nil {
			continue
		}
		if hs == nil {
			hs = c.asyncHandoffs(fn)
		}
		same := c.sameMessage(fn, a)
		kill := func(x ssa.Instruction) bool { return same(x) || c.waits(x) }
		msgs := c.messageValues(fn, a.msg)
		for _, h := range hs {
			if ir.Dominates(a.instr, h.instr) || !ir.ReachesWithout(h.instr, a.instr, kill) || !handed(h.vals, msgs) {
				continue
			}
			noun, fix := ackWords(a.lib)
			msg := noun + " with " + named(a.chain) + " after the message was " + h.what + ", which another goroutine processes later; a crash before it does loses the message; " +
				fix + " where it is processed, after the processing succeeds"
			if h.work != "" {
				msg = noun + " with " + named(a.chain) + " after the message was handed to a goroutine that calls " + h.work + ", which may still be running; a crash before it finishes loses the message; wait for the goroutine, or " +
					fix + " inside it after the call returns without error"
			}
			c.reported[a.instr] = true
			c.p.Report(analysis.Diagnostic{
				Pos:      a.instr.Pos(),
				Category: CatAsyncEffect,
				Message:  msg,
				Related:  []analysis.RelatedInformation{{Pos: h.instr.Pos(), Message: "message " + h.what + " here"}},
			})
			break
		}
	}
}

// asyncHandoff is a send of a value on a channel, a go statement whose
// goroutine does unresolved work with the values it is handed, or an
// append of a value to a slice stored in a field or a package variable.
type asyncHandoff struct {
	instr ssa.Instruction
	vals  []ssa.Value
	what  string
	work  string // a go statement's unresolved call
}

func (c *checker) asyncHandoffs(fn *ssa.Function) []asyncHandoff {
	var out []asyncHandoff
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch x := instr.(type) {
			case *ssa.Send:
				out = append(out, asyncHandoff{instr: x, vals: []ssa.Value{x.X}, what: "sent on a channel"})
			case *ssa.Select:
				// select { case out <- m: … case <-ctx.Done(): … }
				for _, st := range x.States {
					if st.Dir == types.SendOnly && st.Send != nil {
						out = append(out, asyncHandoff{instr: x, vals: []ssa.Value{st.Send}, what: "sent on a channel"})
					}
				}
			case *ssa.Go:
				if work := c.goWork(x); work != "" {
					vals := append([]ssa.Value(nil), x.Call.Args...)
					if mc, ok := x.Call.Value.(*ssa.MakeClosure); ok {
						vals = append(vals, mc.Bindings...)
					}
					out = append(out, asyncHandoff{instr: x, vals: vals, what: "handed to a goroutine", work: work})
				}
			case *ssa.Call:
				if bi, ok := x.Call.Value.(*ssa.Builtin); ok && bi.Name() == "append" && len(x.Call.Args) == 2 && storedBeyond(x) {
					out = append(out, asyncHandoff{instr: x, vals: []ssa.Value{x.Call.Args[1]}, what: "appended to a batch held beyond this call"})
				}
			}
		}
	}
	return out
}

// goWork names the unresolved work a go statement starts: its callee when
// nothing resolves it, or the first unresolved call in the function
// literal it runs. Known effects in goroutines are ackBeforeAsync's.
func (c *checker) goWork(g *ssa.Go) string {
	if c.unjudged(&g.Call) {
		return summary.DynamicName(&g.Call)
	}
	lit := ir.ClosureOf(g.Call.Value)
	if lit == nil || lit.Parent() == nil {
		return ""
	}
	for _, ci := range ir.Calls(lit) {
		if call, ok := ci.(*ssa.Call); ok && c.unjudged(&call.Call) && ir.ReturnsError(&call.Call) {
			return summary.DynamicName(&call.Call)
		}
	}
	return ""
}

// storedBeyond reports whether the result of an append is stored in a
// field or a package variable: the batch outlives the call.
func storedBeyond(call *ssa.Call) bool {
	refs := call.Referrers()
	if refs == nil {
		return false
	}
	for _, r := range *refs {
		st, ok := r.(*ssa.Store)
		if !ok || st.Val != call {
			continue
		}
		switch a := st.Addr.(type) {
		case *ssa.FieldAddr:
			if _, local := a.X.(*ssa.Alloc); !local {
				return true
			}
		case *ssa.Global:
			return true
		}
	}
	return false
}
