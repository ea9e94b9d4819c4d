package ackorder

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// Acks decided by a handler's result (ack-after-failure).
//
// Teams wrap their broker's consumer in a helper of their own that calls a
// handler and acks the message when the handler says so: it returns true,
// or a nil error (dendrite's JetStreamConsumer AckSyncs a batch when its
// callback returns true, and naks it otherwise). The helper's package says
// so as a fact on the helper: which parameter is the callback, and which
// of its results leads to the ack. Where a handler is handed to such a
// helper, a return of that result on a path where one of the handler's
// effects (or its unresolved work handed the message) failed acks the
// failed message: it is never redelivered.
//
// A failure path that naks, or hands the message on (publishes it, or an
// answer about it: a dead-letter copy), has not lost it, and stays silent;
// so does a message acked because it cannot be decoded (no effect failed:
// redelivery cannot help), and a result computed from the failure
// (`return err == nil`).

// ackOnResult is exported on a function that acks a message when a
// callback it is given returns true (or a nil error).
type ackOnResult struct {
	Callbacks []ackCallback // sorted by Param
}

// ackCallback is one callback parameter of a helper.
type ackCallback struct {
	// Param is the receiver-first index of the callback parameter.
	Param int
	// Nil is true when a nil error result leads to the ack, false when a
	// true bool result does.
	Nil bool
	// Ack names the library ack the helper reaches ("nats.Msg.AckSync").
	Ack string
}

// AFact marks ackOnResult as an analysis fact.
func (*ackOnResult) AFact() {}

func (f *ackOnResult) String() string {
	var parts []string
	for _, cb := range f.Callbacks {
		v := "true"
		if cb.Nil {
			v = "nil"
		}
		parts = append(parts, "param "+strconv.Itoa(cb.Param)+" "+v+" -> "+cb.Ack)
	}
	return "ackOnResult(" + strings.Join(parts, ", ") + ")"
}

// helperAcks returns how g, a function of this package, acks by the
// result of a callback parameter, or nil.
func (c *checker) helperAcks(g *ssa.Function) *ackOnResult {
	if f, ok := c.callbacks[g]; ok {
		return f
	}
	c.callbacks[g] = nil
	if g.Blocks == nil {
		return nil
	}
	var out []ackCallback
	seen := make(map[int]bool)
	var visit func(fn *ssa.Function, depth int)
	visit = func(fn *ssa.Function, depth int) {
		for _, ci := range ir.Calls(fn) {
			call, ok := ci.(*ssa.Call)
			if !ok || call.Call.IsInvoke() || call.Call.StaticCallee() != nil {
				continue
			}
			p := paramOf(g, call.Call.Value, 0)
			if p < 0 || seen[p] {
				continue
			}
			if cb, ok := c.ackBranch(call); ok {
				cb.Param = p
				seen[p] = true
				out = append(out, cb)
			}
		}
		if depth < 3 {
			for _, lit := range fn.AnonFuncs {
				visit(lit, depth+1)
			}
		}
	}
	visit(g, 0)
	if len(out) == 0 {
		return nil
	}
	slices.SortFunc(out, func(a, b ackCallback) int { return a.Param - b.Param })
	f := &ackOnResult{Callbacks: out}
	c.callbacks[g] = f
	return f
}

// paramOf returns the index of g's parameter that v is (directly, or as a
// free variable of a literal nested in g bound to it: a captured parameter
// is a variable that holds it), or -1.
func paramOf(g *ssa.Function, v ssa.Value, depth int) int {
	if depth > 3 {
		return -1
	}
	switch v := v.(type) {
	case *ssa.UnOp:
		if v.Op == token.MUL {
			return paramOf(g, v.X, depth+1)
		}
	case *ssa.Alloc:
		// The variable a captured parameter lives in: one store, of the
		// parameter, on entry.
		var stored ssa.Value
		for _, r := range *v.Referrers() {
			if st, ok := r.(*ssa.Store); ok && st.Addr == v {
				if stored != nil {
					return -1
				}
				stored = st.Val
			}
		}
		if p, ok := stored.(*ssa.Parameter); ok {
			return paramOf(g, p, depth+1)
		}
	case *ssa.Parameter:
		if v.Parent() == g {
			return slices.Index(g.Params, v)
		}
	case *ssa.FreeVar:
		bs := ir.Binding(v)
		if len(bs) != 1 {
			return -1
		}
		return paramOf(g, bs[0], depth+1)
	}
	return -1
}

// ackBranch reports whether the result of call (a callback's) decides an
// ack: the branch taken when it returns true (or a nil error) leads to an
// ack call that only that branch reaches.
func (c *checker) ackBranch(call *ssa.Call) (ackCallback, bool) {
	res := call.Call.Signature().Results()
	var branches []*ssa.BasicBlock
	nilErr := false
	switch {
	case res.Len() == 1 && types.Identical(res.At(0).Type(), types.Typ[types.Bool]):
		for _, v := range []ssa.Value{call} {
			refs := v.Referrers()
			if refs == nil {
				continue
			}
			for _, r := range *refs {
				switch r := r.(type) {
				case *ssa.If:
					branches = append(branches, r.Block().Succs[0])
				case *ssa.UnOp:
					if r.Op != token.NOT || r.Referrers() == nil {
						continue
					}
					for _, rr := range *r.Referrers() {
						if iff, ok := rr.(*ssa.If); ok {
							branches = append(branches, iff.Block().Succs[1])
						}
					}
				}
			}
		}
	case ir.ReturnsError(&call.Call):
		nilErr = true
		errV := errorResult(call)
		if errV == nil {
			return ackCallback{}, false
		}
		for _, v := range sameValues(errV) {
			refs := v.Referrers()
			if refs == nil {
				continue
			}
			for _, r := range *refs {
				b, ok := r.(*ssa.BinOp)
				if !ok || (b.Op != token.NEQ && b.Op != token.EQL) || !isNilConst(b.X) && !isNilConst(b.Y) || b.Referrers() == nil {
					continue
				}
				for _, rr := range *b.Referrers() {
					if iff, ok := rr.(*ssa.If); ok {
						ok := iff.Block().Succs[1] // err != nil is false
						if b.Op == token.EQL {
							ok = iff.Block().Succs[0]
						}
						branches = append(branches, ok)
					}
				}
			}
		}
	default:
		return ackCallback{}, false
	}
	fn := call.Parent()
	for _, br := range branches {
		if len(br.Preds) != 1 {
			continue
		}
		for _, ci := range ir.Calls(fn) {
			x, ok := ci.(*ssa.Call)
			if !ok || !br.Dominates(x.Block()) {
				continue
			}
			f := c.p.Sum.Call(&x.Call)
			if f.Has(knowledge.Ack) && !f.Has(knowledge.Nack) && !f.Has(knowledge.Effect) {
				return ackCallback{Nil: nilErr, Ack: lastOf(c.callName(&x.Call), *f.First(knowledge.Ack))}, true
			}
		}
	}
	return ackCallback{}, false
}

func isNilConst(v ssa.Value) bool {
	k, ok := v.(*ssa.Const)
	return ok && k.IsNil()
}

// exportAckOnResult exports an ackOnResult on each function of the
// package that acks by a callback's result.
func (c *checker) exportAckOnResult() {
	for _, fn := range c.p.Sum.Funcs {
		obj := fn.Object()
		if obj == nil || obj.Pkg() != c.p.Pkg || fn.Parent() != nil {
			continue
		}
		if f := c.helperAcks(fn); f != nil {
			c.p.ExportObjectFact(obj, f)
		}
	}
}

// helperFact returns the ackOnResult of a call's static callee, computed
// here for a function of this package and imported otherwise, or nil.
func (c *checker) helperFact(cc *ssa.CallCommon) *ackOnResult {
	g := cc.StaticCallee()
	if g == nil || cc.IsInvoke() {
		return nil
	}
	if g.Pkg == c.p.Sum.Pkg {
		return c.helperAcks(g)
	}
	obj := ir.FuncObject(g)
	if obj == nil {
		return nil
	}
	var f ackOnResult
	if c.p.ImportObjectFact(obj, &f) {
		return &f
	}
	return nil
}

// handlerOf returns the function of this package a callback argument
// evaluates to: a function, a literal, or a method value (its bound
// wrapper resolved to the method), or nil.
func (c *checker) handlerOf(v ssa.Value) *ssa.Function {
	fn := ir.ClosureOf(v)
	if fn == nil {
		return nil
	}
	if fn.Synthetic != "" {
		obj := ir.FuncObject(fn)
		if obj == nil {
			return nil
		}
		fn = c.p.Sum.Pkg.Prog.FuncValue(obj)
	}
	if fn == nil || fn.Pkg != c.p.Sum.Pkg || fn.Blocks == nil {
		return nil
	}
	return fn
}

// ackAfterFailure reports, for each call of fn to a helper that acks by a
// callback's result, a return of that result in the handler on a path
// where one of its effects failed, with no nack and no hand-on on the way.
func (c *checker) ackAfterFailure(fn *ssa.Function) {
	for _, ci := range ir.Calls(fn) {
		call, ok := ci.(*ssa.Call)
		if !ok {
			continue
		}
		f := c.helperFact(&call.Call)
		if f == nil {
			continue
		}
		for _, cb := range f.Callbacks {
			if cb.Param >= len(call.Call.Args) {
				continue
			}
			h := c.handlerOf(call.Call.Args[cb.Param])
			if h == nil {
				continue
			}
			c.judgeHandler(call, h, cb)
		}
	}
}

// judgeHandler reports the first return of h that hands the helper its
// ack value after one of h's effects failed.
func (c *checker) judgeHandler(call *ssa.Call, h *ssa.Function, cb ackCallback) {
	s := c.sitesOf(h)
	var msgs []ssa.Value
	for _, p := range h.Params {
		if !ir.IsContext(p.Type()) {
			msgs = append(msgs, p)
		}
	}
	nack := func(x ssa.Instruction) bool { return s.nacks[x] || c.publishes(x, msgs) }
	acks := func(r *ssa.Return) bool {
		if len(r.Results) == 0 {
			return false
		}
		k, ok := r.Results[len(r.Results)-1].(*ssa.Const)
		if !ok {
			return false
		}
		if cb.Nil {
			return k.IsNil()
		}
		return len(r.Results) == 1 && k.Value != nil && k.Value.Kind() == constant.Bool && constant.BoolVal(k.Value)
	}
	var work []effect
	for _, e := range s.effects {
		if !e.async {
			work = append(work, e)
		}
	}
	for _, u := range c.handoffs(h) {
		if handed(u.Call.Args, msgs) {
			work = append(work, handoffEffect(u))
		}
	}
	for _, e := range work {
		ec, ok := e.instr.(*ssa.Call)
		if !ok {
			continue
		}
		ret, _ := ackingPath(ec, nack, func(x ssa.Instruction) bool {
			r, ok := x.(*ssa.Return)
			return ok && acks(r)
		}, nil).(*ssa.Return)
		if ret == nil || c.reported[ret] {
			continue
		}
		c.reported[ret] = true
		value, fix := "true", "return false when it fails, so that the message is redelivered"
		if cb.Nil {
			value, fix = "nil", "return the error, so that the message is redelivered"
		}
		helper := c.callName(&call.Call)
		c.p.Report(analysis.Diagnostic{
			Pos:      ret.Pos(),
			Category: CatAckAfterFailure,
			Message: "returns " + value + " to " + helper + ", which then acks the message with " + cb.Ack +
				", after " + named(e.chain) + " failed; the failed message is never redelivered; " + fix +
				" (or hand it to a dead-letter queue first)",
			Related: []analysis.RelatedInformation{
				{Pos: ec.Pos(), Message: effectHere(e)},
				{Pos: call.Pos(), Message: "the handler is handed to " + helper + " here"},
			},
		})
		return
	}
}

// ackingPath returns an instruction that keep accepts (a return that
// hands the helper its ack value, an ack), reached when call's error
// result is non-nil with no nack on the way, or nil. Unlike
// failureReturn it follows the error: a later test of the same error
// against nil takes only its non-nil side, and a test of its identity
// (errors.Is, errors.As: a failure the handler classified, such as a
// corrupt input no retry can fix) only the side where it is not that one.
//
// next, when not nil, marks where a new message comes in (a loop's next
// receive), for acks that commit every earlier message (Kafka offsets): a
// path that runs call again on the same message is its retry, whose own
// outcome decides, and is not followed; one that reaches call again after
// a new message came in runs it on that message, and every branch after
// it is followed (the skipped failure is committed by a later ack).
func ackingPath(call *ssa.Call, nack func(ssa.Instruction) bool, keep func(ssa.Instruction) bool, next func(ssa.Instruction) bool) ssa.Instruction {
	errV := errorResult(call)
	if errV == nil {
		return nil
	}
	vals := sameValues(errV)
	isErr := func(v ssa.Value) bool { return slices.Contains(vals, ir.Unconvert(v)) }
	// nonNil returns the side of b's branch taken when the error is not
	// nil, or nil when b does not test the error against nil.
	nonNil := func(b *ssa.BasicBlock) *ssa.BasicBlock {
		iff, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if !ok {
			return nil
		}
		bin, ok := iff.Cond.(*ssa.BinOp)
		if !ok || (bin.Op != token.NEQ && bin.Op != token.EQL) {
			return nil
		}
		if !(isErr(bin.X) && isNilConst(bin.Y) || isErr(bin.Y) && isNilConst(bin.X)) {
			return nil
		}
		if bin.Op == token.EQL {
			return b.Succs[1]
		}
		return b.Succs[0]
	}
	// decided reports whether b branches on what a function of the
	// team's made of the error (reason := classify(err); if reason ==
	// "unmarshal" …): the failure is sorted on purpose, and which side
	// drops it deliberately is not for a rule to guess.
	decided := func(b *ssa.BasicBlock) bool {
		iff, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if !ok {
			return false
		}
		return ir.DependsOn(iff.Cond, func(v ssa.Value) bool {
			c, ok := v.(*ssa.Call)
			if !ok {
				return false
			}
			if callee := ir.Callee(&c.Call); callee != nil && (callee.FullName() == "errors.Is" || callee.FullName() == "errors.As") {
				return false
			}
			return slices.ContainsFunc(c.Call.Args, isErr)
		})
	}
	// classified reports whether b branches on the error's identity.
	classified := func(b *ssa.BasicBlock) bool {
		iff, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if !ok {
			return false
		}
		c, ok := ir.Unconvert(iff.Cond).(*ssa.Call)
		if !ok {
			return false
		}
		callee := ir.Callee(&c.Call)
		if callee == nil || (callee.FullName() != "errors.Is" && callee.FullName() != "errors.As") || len(c.Call.Args) == 0 {
			return false
		}
		return isErr(c.Call.Args[0])
	}
	var start []*ssa.BasicBlock
	for _, v := range vals {
		refs := v.Referrers()
		if refs == nil {
			continue
		}
		for _, r := range *refs {
			bin, ok := r.(*ssa.BinOp)
			if !ok || bin.Block() == nil || !ir.Reaches(call, bin) {
				continue
			}
			if s := nonNil(bin.Block()); s != nil {
				start = append(start, s)
			}
		}
	}
	// A path that runs call again on a new message (next) has a new
	// error: from there every branch is followed (fresh). One that runs it
	// again on the same message is a retry, and stops there.
	type node struct {
		b            *ssa.BasicBlock
		moved, fresh bool // a new message came in; call ran on it
	}
	var queue []node
	for _, b := range start {
		queue = append(queue, node{b: b})
	}
	seen := make(map[node]bool)
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		if seen[n] {
			continue
		}
		seen[n] = true
		b, moved, fresh := n.b, n.moved, n.fresh
		stopped := false
		for _, x := range b.Instrs {
			if !moved && nack(x) || ir.NoReturn(x) { // a nack of a later message is not this one's
				stopped = true
				break
			}
			if keep(x) {
				return x
			}
			if next != nil && next(x) {
				moved = true
			}
			if x == ssa.Instruction(call) {
				if !moved {
					stopped = true // a retry of the same message
					break
				}
				fresh = true
			}
		}
		if stopped || !fresh && decided(b) {
			continue
		}
		switch {
		case !fresh && nonNil(b) != nil:
			queue = append(queue, node{nonNil(b), moved, false})
		case !fresh && classified(b):
			queue = append(queue, node{b.Succs[1], moved, false})
		default:
			for _, s := range b.Succs {
				queue = append(queue, node{s, moved, fresh})
			}
		}
	}
	return nil
}
