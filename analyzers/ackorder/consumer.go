package ackorder

import (
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

// consumer reports a consumer that acknowledges on its own (auto-ack,
// commit on read, background auto-commit) whose messages reach an effect.
func (c *checker) consumer(call *ssa.Call) {
	e := c.p.Sum.Entry(&call.Call)
	callee := ir.Callee(&call.Call)
	if callee == nil {
		return
	}
	if e == nil || !e.Has(knowledge.Consume) {
		// A user's wrapper of a consumer: its own body is checked. One
		// that pops and returns what it popped (a queue's Pop) is the pop
		// for its caller.
		if c.returnsPop(&call.Call) {
			c.pop(call, callee)
		}
		return
	}
	switch e.Consume {
	case knowledge.ModePop:
		c.pop(call, callee)
	case knowledge.ModeAutoAckParam:
		c.autoAck(call, e)
	case knowledge.ModeCommitOnRead:
		c.commitOnRead(call, e)
	case knowledge.ModeAutoCommit:
		c.autoCommit(call, e)
	}
}

// returnsPop reports whether cc calls a function that pops a list
// (a Consume item of mode pop in its summary) and returns a value that is
// not an error: a queue wrapper's Pop, whose result is the popped element.
func (c *checker) returnsPop(cc *ssa.CallCommon) bool {
	popped := false
	for _, it := range c.p.Sum.Call(cc).All(knowledge.Consume) {
		popped = popped || it.Consume == knowledge.ModePop
	}
	if !popped {
		return false
	}
	res := cc.Signature().Results()
	for i := 0; i < res.Len(); i++ {
		if !ir.IsError(res.At(i).Type()) {
			return true
		}
	}
	return false
}

// pop: a Redis blocking pop (BRPOP, BLPOP), or a wrapper that returns what
// one popped, removes the element from its list as it reads it; an effect
// after it runs on an element no list holds any more.
func (c *checker) pop(call *ssa.Call, callee *types.Func) {
	eff := c.firstEffectFrom(call)
	if eff == nil {
		return
	}
	// The work the element is handed to, when it comes before the first
	// known effect (a requeue on failure after it).
	if h := c.handoffFrom(call); h != nil && !eff.handoff && ir.Dominates(h.instr, eff.instr) {
		eff = h
	}
	c.p.Report(analysis.Diagnostic{
		Pos:      call.Pos(),
		Category: CatCommitOnRead,
		Message: summary.Describe(callee) + " removes the task from the list as it reads it, before " + effectPhrase(*eff) +
			"; a crash in between loses the task; move it to a processing list with BLMOVE and remove it with LREM after the effect succeeds",
		Related: []analysis.RelatedInformation{{Pos: eff.instr.Pos(), Message: effectHere(*eff)}},
	})
}

// firstEffectFrom returns the first effect of src's function that can run
// after src.
func (c *checker) firstEffectFrom(src ssa.Instruction) *effect {
	s := c.sitesOf(src.Parent())
	for i := range s.effects {
		if ir.Reaches(src, s.effects[i].instr) {
			return &s.effects[i]
		}
	}
	return c.handoffFrom(src)
}

// autoAck: amqp's Channel.Consume(queue, consumer, autoAck=true, …) acks
// each delivery as the broker sends it.
func (c *checker) autoAck(call *ssa.Call, e *knowledge.Func) {
	if e.AutoAck == "" {
		return
	}
	k, ok := ir.EntryArg(&call.Call, e, e.AutoAck).(*ssa.Const)
	if !ok || k.Value == nil || k.Value.Kind() != constant.Bool || !constant.BoolVal(k.Value) {
		return
	}
	var ch ssa.Value = call
	if tuple, ok := call.Type().(*types.Tuple); ok && tuple.Len() > 0 {
		ch = nil
		if refs := call.Referrers(); refs != nil {
			for _, r := range *refs {
				if x, ok := r.(*ssa.Extract); ok && x.Index == 0 {
					ch = x
				}
			}
		}
	}
	if ch == nil {
		return
	}
	var eff *effect
	if _, isChan := ch.Type().Underlying().(*types.Chan); isChan {
		eff = c.deliveriesReachEffect(ch)
	} else {
		eff = c.firstEffectFrom(call) // Channel.Get: one message, acked as fetched
	}
	if eff == nil {
		return
	}
	name := summary.Describe(ir.Callee(&call.Call))
	c.p.Report(analysis.Diagnostic{
		Pos:      call.Pos(),
		Category: CatAutoAck,
		Message: name + " with " + e.AutoAck + " true acks every delivery as the broker sends it, before " + effectPhrase(*eff) +
			"; a crash in between loses the message; consume with " + e.AutoAck + " false and ack after the effect succeeds",
		Related: []analysis.RelatedInformation{{Pos: eff.instr.Pos(), Message: effectHere(*eff)}},
	})
}

// deliveriesReachEffect follows a deliveries channel to where it is
// received (in this function, in the literals it is captured by) or handed
// on, and returns the first effect a received message can reach.
func (c *checker) deliveriesReachEffect(ch ssa.Value) *effect {
	seen := map[ssa.Value]bool{ch: true}
	work := []ssa.Value{ch}
	push := func(v ssa.Value) {
		if v != nil && !seen[v] && len(seen) < 256 {
			seen[v] = true
			work = append(work, v)
		}
	}
	for len(work) > 0 {
		v := work[0]
		work = work[1:]
		refs := v.Referrers()
		if refs == nil {
			continue
		}
		for _, r := range *refs {
			switch r := r.(type) {
			case *ssa.UnOp:
				switch r.Op {
				case token.ARROW:
					if eff := c.firstEffectFrom(r); eff != nil {
						return eff
					}
				case token.MUL: // a load of a captured variable
					push(r)
				}
			case *ssa.Store:
				// A variable captured by reference: msgs lives in an Alloc
				// that literals load.
				if a, ok := r.Addr.(*ssa.Alloc); ok && r.Val == v {
					push(a)
				}
			case *ssa.Select:
				if eff := c.firstEffectFrom(r); eff != nil {
					return eff
				}
			case *ssa.ChangeType:
				push(r)
			case *ssa.Phi:
				push(r)
			case *ssa.MakeClosure:
				if fn, ok := r.Fn.(*ssa.Function); ok {
					for i, b := range r.Bindings {
						if b == v && i < len(fn.FreeVars) {
							push(fn.FreeVars[i])
						}
					}
				}
			case ssa.CallInstruction:
				// Handed to a worker: its summary says whether it has effects.
				cc := r.Common()
				if r.Common().Value == v {
					continue
				}
				for _, it := range effectItems(c.p.Sum.Call(cc)) {
					return &effect{instr: r, item: it, chain: chainOf(c.callName(cc), it)}
				}
			}
		}
	}
	return nil
}

// commitOnRead: kafka-go's Reader.ReadMessage commits the offset as it
// reads when the Reader belongs to a consumer group.
func (c *checker) commitOnRead(call *ssa.Call, e *knowledge.Func) {
	fn := call.Parent()
	group := c.groupConfig(ir.Enclosing(fn), ir.Arg(&call.Call, 0), groupField(e))
	if group == nil {
		return // no group, or the reader is built out of sight: silent
	}
	eff := c.firstEffectFrom(call)
	if eff == nil {
		return
	}
	callee := ir.Callee(&call.Call)
	fix := "read without committing and commit after the effect succeeds"
	if hasMethods(callee, "FetchMessage", "CommitMessages") {
		fix = "use FetchMessage and CommitMessages after the effect succeeds"
	}
	c.p.Report(analysis.Diagnostic{
		Pos:      call.Pos(),
		Category: CatCommitOnRead,
		Message: summary.Describe(callee) + " commits the offset as it reads when the reader has a group, before " + effectPhrase(*eff) +
			"; a crash in between loses the message; " + fix,
		Related: []analysis.RelatedInformation{
			{Pos: eff.instr.Pos(), Message: effectHere(*eff)},
			{Pos: group.Pos(), Message: "consumer group set here"},
		},
	})
}

// groupField is the config field that puts a reader in a group: the last
// element of the entry's Opt ("…ReaderConfig.GroupID"), GroupID by default.
func groupField(e *knowledge.Func) string {
	if e.Opt != "" {
		if i := strings.LastIndex(e.Opt, "."); i >= 0 && !strings.Contains(e.Opt[i:], "/") {
			return e.Opt[i+1:]
		}
	}
	return "GroupID"
}

// hasMethods reports whether the receiver type of method m has every
// named method.
func hasMethods(m *types.Func, names ...string) bool {
	sig, ok := m.Type().(*types.Signature)
	if !ok || sig.Recv() == nil {
		return false
	}
	for _, n := range names {
		if obj, _, _ := types.LookupFieldOrMethod(sig.Recv().Type(), true, m.Pkg(), n); obj == nil {
			return false
		}
	}
	return true
}

// structAlloc returns the local struct a config argument is built in:
// kafka.NewReader(kafka.ReaderConfig{…}) loads it, &Config{…} passes it.
func structAlloc(v ssa.Value) *ssa.Alloc {
	switch v := v.(type) {
	case *ssa.Alloc:
		return v
	case *ssa.UnOp:
		if v.Op == token.MUL {
			a, _ := v.X.(*ssa.Alloc)
			return a
		}
	}
	return nil
}

// groupConfig returns the store that sets the group field of the config
// the reader recv was built from, when that is visible in target (the
// reader's constructor called here with a literal config), or nil.
func (c *checker) groupConfig(target *ssa.Function, recv ssa.Value, field string) ssa.Instruction {
	return c.groupConfigDepth(target, recv, field, 0)
}

// groupConfigDepth is groupConfig, also through helpers that build the
// reader (groupreader.go), depth calls deep, and through what the package
// stores in its own fields (a reader a constructor keeps in s.reader: the
// summary's type flow).
func (c *checker) groupConfigDepth(target *ssa.Function, recv ssa.Value, field string, depth int) ssa.Instruction {
	var calls []*ssa.Call
	for _, root := range c.p.Sum.RootsUpTo(target, recv) {
		if call, ok := root.(*ssa.Call); ok {
			calls = append(calls, call)
		}
	}
	if len(calls) == 0 {
		calls = c.p.Sum.Made(recv)
	}
	for _, call := range calls {
		if st := c.groupByHelper(call, field, depth); st != nil {
			return st
		}
		if st := configGroup(call, field); st != nil {
			return st
		}
	}
	return nil
}

// configGroup returns the store that sets field, non-empty, in a literal
// config handed to call (kafka.NewReader(kafka.ReaderConfig{GroupID: …})).
func configGroup(call *ssa.Call, field string) ssa.Instruction {
	for _, arg := range call.Call.Args {
		alloc := structAlloc(arg)
		if alloc == nil || alloc.Referrers() == nil {
			continue
		}
		for _, r := range *alloc.Referrers() {
			fa, ok := r.(*ssa.FieldAddr)
			if !ok || ir.FieldName(fa) != field || fa.Referrers() == nil {
				continue
			}
			for _, fr := range *fa.Referrers() {
				st, ok := fr.(*ssa.Store)
				if !ok || st.Addr != fa {
					continue
				}
				if s, ok := keytext.ConstString(st.Val); ok && s == "" {
					continue
				}
				return st
			}
		}
	}
	return nil
}

// autoCommit: franz-go's client commits polled offsets in the background
// unless it was created with the opt-out option (e.Opt).
func (c *checker) autoCommit(call *ssa.Call, e *knowledge.Func) {
	if e.Opt == "" {
		return
	}
	optPkg := knowledge.PkgOf(e.Opt)
	fn := call.Parent()
	var ctor *ssa.Call
	for _, root := range c.p.Sum.RootsUpTo(ir.Enclosing(fn), ir.Arg(&call.Call, 0)) {
		if rc, ok := root.(*ssa.Call); ok {
			if callee := ir.Callee(&rc.Call); callee != nil && callee.Pkg() != nil && callee.Pkg().Path() == optPkg && !ir.IsMethod(callee) {
				ctor = rc
			}
		}
	}
	if ctor == nil || len(ctor.Call.Args) == 0 || !ctor.Call.Signature().Variadic() {
		return // the client is built out of sight: silent
	}
	known := true
	optOut := false
	c.p.Sum.Tracer().Walk(ctor.Call.Args[len(ctor.Call.Args)-1], func(root ssa.Value) {
		switch root := root.(type) {
		case *ssa.Const, *ssa.Alloc:
		case *ssa.Call:
			callee := ir.Callee(&root.Call)
			switch {
			case callee == nil || callee.Pkg() == nil || callee.Pkg().Path() != optPkg:
				known = false
			case callee.FullName() == e.Opt:
				optOut = true
			}
		default:
			known = false
		}
	})
	if optOut || !known || c.commitsBy(ctor) {
		return
	}
	eff := c.firstEffectFrom(call)
	if eff == nil {
		return
	}
	opt := e.Opt[strings.LastIndex(e.Opt, "/")+1:]
	c.p.Report(analysis.Diagnostic{
		Pos:      call.Pos(),
		Category: CatAutoCommit,
		Message: summary.Describe(ir.Callee(&call.Call)) + " on a client with auto-commit on (the default) commits polled offsets in the background, possibly before " +
			effectPhrase(*eff) + "; a crash in between loses the message; create the client with " + opt + "() and commit after the effect succeeds",
		Related: []analysis.RelatedInformation{
			{Pos: eff.instr.Pos(), Message: effectHere(*eff)},
			{Pos: ctor.Pos(), Message: "client created here without " + opt},
		},
	})
}

// commitsBy reports whether the package acks through the client that ctor
// creates (MarkCommitRecords under AutoCommitMarks, CommitRecords): commits
// are then managed by hand and the ack rules check their order.
func (c *checker) commitsBy(ctor *ssa.Call) bool {
	for _, fn := range c.p.Sum.Funcs {
		for _, a := range c.sitesOf(fn).acks {
			recv := ir.Arg(a.instr.Common(), 0)
			if recv == nil {
				continue
			}
			for _, root := range c.p.Sum.RootsUpTo(ir.Enclosing(fn), recv) {
				if root == ssa.Value(ctor) {
					return true
				}
			}
		}
	}
	return false
}
