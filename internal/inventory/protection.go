package inventory

import (
	"go/token"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/sqltext"
)

// NotApplicable answers an item that does not apply: the ack of an effect
// no message is delivered for.
const NotApplicable = "n/a"

// A step is one call on the path from the entry point to an effect: the
// call, in the function that makes it.
type step struct {
	fn   *ssa.Function
	call ssa.CallInstruction
}

// protect answers, for an effect reached by the calls of path (the last
// is the call that performs it, or whose summary does), what guards it,
// from what the summary computed: the roles of the calls around it (key
// sinks, claims, checks, acks), the retry scopes, the origins of the key.
// It reads the summary; it decides nothing the analyzers decide (their
// findings on the path are attached beside it).
func (w *walker) protect(path []step) *Protection {
	return &Protection{Key: w.key(path), Claim: w.claim(path), Ack: w.ack(path), Retry: w.retry(path)}
}

func (w *walker) at(p token.Pos) token.Position { return w.c.posn(p) }

// key: a key that reaches the effect's call (the summary's KeySink on an
// argument of it), or one handed to a key sink on the path before it (a
// SetIdempotencyKey on the params, an Idempotency-Key header); where its
// value comes from, by its roots: minted per call is no key.
func (w *walker) key(path []step) Answer {
	last := path[len(path)-1]
	sum := w.c.sum
	for _, k := range sum.Call(last.call.Common()).All(knowledge.KeySink) {
		if k.Param < 0 {
			return Answer{Answer: Unknown, Detail: "set inside " + callName(sum, last.call.Common()), At: w.at(last.call.Pos())}
		}
		return w.keySource(last.fn, ir.Arg(last.call.Common(), k.Param), last.call)
	}
	for i := len(path) - 1; i >= 0; i-- {
		s := path[i]
		for _, k := range w.keySinks(s.fn) {
			if k.instr == ssa.Instruction(s.call) || !before(k.instr, s.call) {
				continue
			}
			if k.value == nil {
				return Answer{Answer: Unknown, Detail: "set inside " + k.name, At: w.at(k.instr.Pos())}
			}
			return w.keySource(s.fn, k.value, k.instr)
		}
	}
	return Answer{Answer: No, Detail: "no idempotency key reaches it"}
}

// A keySink is where a key is handed over: a call the summary gives the
// KeySink role (SetIdempotencyKey), an Idempotency-Key header set, a store
// into a key field (params.IdempotencyKey = …); value is the key, nil when
// the callee derives it itself.
type keySink struct {
	instr ssa.Instruction
	value ssa.Value
	name  string
}

// keySinks returns the key sinks of fn and its literals, as the summary
// recognizes them (compute.go's header setters and key fields).
func (w *walker) keySinks(fn *ssa.Function) []keySink {
	sum := w.c.sum
	var out []keySink
	for _, f := range append([]*ssa.Function{fn}, w.c.literals(fn)...) {
		for _, b := range f.Blocks {
			for _, instr := range b.Instrs {
				switch x := instr.(type) {
				case ssa.CallInstruction:
					cc := x.Common()
					for _, k := range sum.Call(cc).All(knowledge.KeySink) {
						ks := keySink{instr: x, name: callName(sum, cc)}
						if k.Param >= 0 {
							ks.value = ir.Arg(cc, k.Param)
						}
						out = append(out, ks)
					}
					if callee := ir.Callee(cc); callee != nil && sum.Base.IsHeaderSetter(callee) {
						if h, ok := keytext.ConstString(ir.Arg(cc, 1)); ok && sum.Base.IsKeyHeader(h) {
							out = append(out, keySink{instr: x, value: ir.Arg(cc, 2), name: h})
						}
					}
				case *ssa.Store:
					if fe := sum.KeyField(x.Addr); fe != "" {
						out = append(out, keySink{instr: x, value: x.Val, name: fe})
					}
				}
			}
		}
	}
	return out
}

// before reports whether a runs before b: b is reached from a, and, in a
// loop where each reaches the other, a comes first in the source.
func before(a, b ssa.Instruction) bool {
	if a.Parent() != b.Parent() {
		return a.Pos() < b.Pos() // a literal's: by the source
	}
	if !ir.Reaches(a, b) {
		return false
	}
	return !ir.Reaches(b, a) || a.Pos() < b.Pos()
}

// keySource says where the key value v (in fn, handed to sink) comes from.
func (w *walker) keySource(fn *ssa.Function, v ssa.Value, sink ssa.Instruction) Answer {
	if v == nil {
		return Answer{Answer: Unknown, At: w.at(sink.Pos())}
	}
	sum := w.c.sum
	detail := "derived from stable values"
	for _, root := range sum.RootsUpTo(ir.Enclosing(fn), v) {
		switch r := root.(type) {
		case *ssa.Call:
			if src := sum.Call(&r.Call).First(knowledge.Source); src != nil {
				return Answer{Answer: No, Detail: "minted per call (" + callName(sum, &r.Call) + ")", At: w.at(r.Pos())}
			}
		case *ssa.Parameter:
			detail = "from the caller (" + r.Name() + ")"
			if w.kind == KindConsumer {
				detail = "from the message (" + r.Name() + ")"
			}
		}
	}
	return Answer{Answer: Yes, Detail: detail, At: w.at(sink.Pos())}
}

// claim: the effect is itself an atomic claim, or its callee claims, or an
// atomic claim runs before it on the path; a check before it with no
// claim is check-then-act.
func (w *walker) claim(path []step) Answer {
	sum := w.c.sum
	last := path[len(path)-1]
	if cf := sum.Call(last.call.Common()); cf.Has(knowledge.Claim) && !sum.LogsSentKey(last.call) {
		return Answer{Answer: Yes, Detail: "atomic claim in " + callName(sum, last.call.Common()), At: w.at(last.call.Pos())}
	}
	if w.casClaim(last.call) {
		return Answer{Answer: Yes, Detail: "conditional update whose count is read (" + callName(sum, last.call.Common()) + ")", At: w.at(last.call.Pos())}
	}
	var check ssa.CallInstruction
	for i := len(path) - 1; i >= 0; i-- {
		s := path[i]
		for _, c := range w.c.callsIn(s.fn) {
			if c == s.call || !before(c, s.call) {
				continue
			}
			cf := sum.Call(c.Common())
			if cf.Has(knowledge.Claim) && !sum.LogsSentKey(c) {
				return Answer{Answer: Yes, Detail: "atomic claim (" + callName(sum, c.Common()) + ")", At: w.at(c.Pos())}
			}
			if w.casClaim(c) {
				return Answer{Answer: Yes, Detail: "conditional update whose count is read (" + callName(sum, c.Common()) + ")", At: w.at(c.Pos())}
			}
			if check == nil && cf.Has(knowledge.Check) {
				check = c
			}
		}
	}
	if check != nil {
		return Answer{Answer: No, Detail: "check-then-act (" + callName(sum, check.Common()) + ")", At: w.at(check.Pos())}
	}
	return Answer{Answer: No, Detail: "no dedup claim before it"}
}

// ack: for a consumer, whether the message is acked after the effect (the
// ack reached from the call on the path) or before it.
func (w *walker) ack(path []step) Answer {
	if w.kind != KindConsumer {
		return Answer{Answer: NotApplicable}
	}
	sum := w.c.sum
	for _, s := range path {
		for _, c := range w.c.callsIn(s.fn) {
			if c == s.call || !sum.Call(c.Common()).Has(knowledge.Ack) {
				continue
			}
			if deferred(c, s.fn) {
				return Answer{Answer: Yes, Detail: "acked after the effect, deferred (" + callName(sum, c.Common()) + ")", At: w.at(c.Pos())}
			}
			if inIteration(c, s.call) {
				return Answer{Answer: No, Detail: "acked before the effect (" + callName(sum, c.Common()) + ")", At: w.at(c.Pos())}
			}
			if inIteration(s.call, c) {
				return Answer{Answer: Yes, Detail: "acked after the effect (" + callName(sum, c.Common()) + ")", At: w.at(c.Pos())}
			}
		}
	}
	return Answer{Answer: Unknown, Detail: "no ack on the path"}
}

// retry: whether a retry (a wrapper's callback, a loop, a Temporal
// activity) runs a call of the path again.
func (w *walker) retry(path []step) Answer {
	for i := len(path) - 1; i >= 0; i-- {
		if s, ok := w.c.sum.InRetry(path[i].call); ok {
			return Answer{Answer: Yes, Detail: "retried by " + s.Name, At: w.at(s.Pos)}
		}
	}
	return Answer{Answer: No}
}

// deferred reports whether the call c runs when fn returns: it is
// deferred, or made by a literal fn defers (defer func() { … }()).
func deferred(c ssa.CallInstruction, fn *ssa.Function) bool {
	if _, ok := c.(*ssa.Defer); ok {
		return true
	}
	if c.Parent() == fn {
		return false
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			d, ok := instr.(*ssa.Defer)
			if !ok {
				continue
			}
			if mc, ok := d.Call.Value.(*ssa.MakeClosure); ok && mc.Fn == c.Parent() || d.Call.Value == c.Parent() {
				return true
			}
		}
	}
	return false
}

// inIteration reports whether a runs before b in the same run of a loop
// body: before, and, when each reaches the other through the loop, on
// every path to b (a poison message's ack on the branch that skips the
// effect is not before it).
func inIteration(a, b ssa.Instruction) bool {
	if !before(a, b) {
		return false
	}
	if a.Parent() != b.Parent() || !ir.Reaches(b, a) {
		return true
	}
	if a.Block() == b.Block() {
		return a.Pos() < b.Pos()
	}
	return a.Block().Dominates(b.Block())
}

// casClaim reports whether call is a compare-and-set claim of a row: an
// UPDATE that sets a column its WHERE compares with a constant
// (SET status = 'sending' … WHERE … AND status = 'pending') and whose
// count of rows changed is read, so that only the caller whose UPDATE
// changed the row goes on.
func (w *walker) casClaim(call ssa.CallInstruction) bool {
	cc := call.Common()
	e := w.c.sum.Entry(cc)
	if !e.Has(knowledge.SQL) || e.Query == "" {
		return false
	}
	text, ok := keytext.Text(ir.EntryArg(cc, e, e.Query))
	if !ok {
		return false
	}
	st := sqltext.Parse(text)
	if st.Kind != sqltext.Update || !slices.ContainsFunc(st.Where, func(c sqltext.Cond) bool {
		return c.Op == "=" && c.Value == sqltext.OperandLiteral &&
			slices.ContainsFunc(st.Set, func(a sqltext.Assignment) bool { return a.Column == c.Column })
	}) {
		return false
	}
	v, ok := call.(*ssa.Call)
	return ok && countRead(v, 0)
}

// rowsAffected are the methods that read how many rows a statement changed.
var rowsAffected = []string{
	"(database/sql.Result).RowsAffected",
	"(github.com/jackc/pgx/v5/pgconn.CommandTag).RowsAffected",
}

// countRead reports whether the count of rows the statement v changed is
// read: RowsAffected on its result (the first of its results).
func countRead(v ssa.Value, depth int) bool {
	refs := v.Referrers()
	if refs == nil || depth > 1 {
		return false
	}
	for _, r := range *refs {
		switch x := r.(type) {
		case *ssa.Extract:
			if x.Index == 0 && countRead(x, depth+1) {
				return true
			}
		case *ssa.Call:
			if x.Call.IsInvoke() && x.Call.Value == v && slices.Contains(rowsAffected, x.Call.Method.FullName()) {
				return true
			}
			if f := ir.Callee(&x.Call); f != nil && !x.Call.IsInvoke() && len(x.Call.Args) > 0 && x.Call.Args[0] == v && slices.Contains(rowsAffected, f.FullName()) {
				return true
			}
		}
	}
	return false
}
