package summary

import (
	"go/ast"
	"go/token"
	"go/types"
	"sort"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// Retry scopes: where code runs once per attempt.
//
// A retry scope is a region of a function that runs again when an attempt
// fails, so that whatever it computes is computed afresh on every attempt:
//
//   - RetryCallback: the body of a function literal (or a function of this
//     package) handed to a retry wrapper — a knowledge Retry entry
//     (backoff.Retry, retry.Do…) or a user function whose summary says it
//     retries that parameter (a fact, so wrappers in other packages count).
//     A Temporal activity is one too: a function, method value or struct
//     pointer (its exported methods) handed to workflow.ExecuteActivity or
//     to the worker's RegisterActivity (knowledge.Func.Activity), because the
//     Temporal service retries it. Facts only flow from a package to its
//     importers, so an activity is a scope in the package that declares it
//     when that package also schedules or registers it (a workflow beside
//     its activities, the usual layout); an activity of another package
//     that this package registers is listed by ForeignActivities, for an
//     analyzer to judge by its facts at the registration.
//   - RetryLoop: the body of a hand-written retry loop — a loop in which a
//     call returns an error, the error is tested against nil, the failure
//     side goes round to the call again and the success side can leave the
//     loop; and the loop is bounded by an attempt counter (`for i := 0; i <
//     n; i++`, `for range n`) or waits between attempts (time.Sleep,
//     time.After, a timer, a select). A range over a slice, map, channel or
//     iterator is a loop over items, never a retry loop, nor is a loop that
//     only goes round on success, nor one whose success side runs an inner
//     loop before it can leave (a consumer loop processing a batch).
//
// Instructions of a function literal created inside a scope (a closure
// called in the loop body, a nested literal of a retry callback) are in the
// scope too; InRetry follows the nesting.
//
// The scopes of a package are computed once, on first use, in time linear
// in the size of its functions (no path enumeration).

// RetryKind says what makes a region run once per attempt.
type RetryKind int

const (
	// RetryCallback is the body of a callback passed to a retry wrapper.
	RetryCallback RetryKind = iota + 1
	// RetryLoop is the body of a hand-written retry loop.
	RetryLoop
)

func (k RetryKind) String() string {
	switch k {
	case RetryCallback:
		return "callback"
	case RetryLoop:
		return "loop"
	}
	return "?"
}

// RetryScope is one region of code that runs once per attempt.
type RetryScope struct {
	Kind RetryKind
	// Fn is the callback (RetryCallback) or the function that holds the
	// loop (RetryLoop).
	Fn *ssa.Function
	// Call is, for RetryCallback, the call to the retry wrapper (in the
	// function that creates the callback); nil for loops.
	Call ssa.CallInstruction
	// Blocks are, for RetryLoop, the blocks of the loop (those on a cycle
	// through the attempt call), in block order; nil for callbacks, whose
	// whole body is the scope.
	Blocks []*ssa.BasicBlock
	// Attempts are, for RetryLoop, the calls whose error sends the loop
	// round again, in block order.
	Attempts []ssa.CallInstruction
	// Pos is where the retry is decided: the call to the wrapper, or the
	// loop's for keyword. Use it for a "retried here" related position.
	Pos token.Pos
	// Name describes the retry for messages: "backoff.Retry" (the
	// wrapper's chain, see Item.Chain) or "a retry loop".
	Name string
	// Activity marks a Temporal activity (RetryCallback): the service runs
	// every attempt, so a key must come from activity.GetInfo, not from a
	// value minted before the scope.
	Activity bool

	blocks map[*ssa.BasicBlock]bool
}

// Contains reports whether instr lies in the scope itself: in the
// callback's body, or in one of the loop's blocks. Instructions of nested
// function literals are not contained; use Result.InRetry for those.
func (s *RetryScope) Contains(instr ssa.Instruction) bool {
	if s == nil || instr == nil || instr.Parent() != s.Fn {
		return false
	}
	if s.Kind == RetryCallback {
		return true
	}
	return s.blocks[instr.Block()]
}

// retryIndex holds a package's retry scopes.
type retryIndex struct {
	callbacks map[*ssa.Function][]*RetryScope
	loops     map[*ssa.Function][]*RetryScope
	foreign   []ForeignActivity
}

// ForeignActivity is a Temporal activity declared in another package that
// this package schedules or registers: Scope is the retry it runs under (Fn
// nil), Func the activity.
type ForeignActivity struct {
	Func  *types.Func
	Scope *RetryScope
}

// ForeignActivities returns the activities of other packages this package
// schedules or registers, in the order of the calls. Their bodies were
// analysed in their own package, before anyone knew they were activities;
// what they do is known here by their facts.
func (r *Result) ForeignActivities() []ForeignActivity {
	return r.retryIndex().foreign
}

// InRetry returns the innermost retry scope that instr runs in, following
// function literals out to the code that creates them (a literal created
// or called inside a scope runs in it), and whether there is one.
func (r *Result) InRetry(instr ssa.Instruction) (*RetryScope, bool) {
	if instr == nil || instr.Parent() == nil {
		return nil, false
	}
	idx := r.retryIndex()
	at := instr
	fn := instr.Parent()
	for depth := 0; depth < 16 && fn != nil; depth++ {
		for _, s := range idx.loops[fn] {
			if s.blocks[at.Block()] {
				return s, true
			}
		}
		if cbs := idx.callbacks[fn]; len(cbs) > 0 {
			return cbs[0], true
		}
		parent := fn.Parent()
		if parent == nil {
			return nil, false
		}
		at = creation(parent, fn)
		if at == nil {
			return nil, false
		}
		fn = parent
	}
	return nil, false
}

// creation returns the instruction of parent that creates the literal fn
// (its MakeClosure, or the call it is a direct operand of), or nil.
func creation(parent, fn *ssa.Function) ssa.Instruction {
	var ops []*ssa.Value
	for _, b := range parent.Blocks {
		for _, instr := range b.Instrs {
			if mc, ok := instr.(*ssa.MakeClosure); ok && mc.Fn == fn {
				return mc
			}
			ops = instr.Operands(ops[:0])
			for _, op := range ops {
				if op != nil && *op == fn {
					return instr
				}
			}
		}
	}
	return nil
}

// retryIndex returns the package's retry scopes, computing them once. The
// analyzers share the Result and run concurrently: the index is published
// only when it is complete.
func (r *Result) retryIndex() *retryIndex {
	r.retryOnce.Do(func() { r.retry = r.buildRetryIndex() })
	return r.retry
}

func (r *Result) buildRetryIndex() *retryIndex {
	idx := &retryIndex{
		callbacks: make(map[*ssa.Function][]*RetryScope),
		loops:     make(map[*ssa.Function][]*RetryScope),
	}
	inPkg := make(map[*ssa.Function]bool, len(r.Funcs))
	for _, fn := range r.Funcs {
		inPkg[fn] = true
	}
	// Callbacks.
	for _, fn := range r.Funcs {
		for _, call := range ir.Calls(fn) {
			c := call.Common()
			cf := r.Call(c)
			activity := false
			if e := r.Entry(c); e != nil && e.Activity {
				activity = true
			}
			for _, it := range cf.All(knowledge.Retry) {
				arg := ir.Arg(c, it.Param)
				cbs := []*ssa.Function{r.callbackFunc(arg)}
				if activity && cbs[0] == nil {
					cbs = r.activityMethods(arg)
				}
				for _, cb := range cbs {
					if cb == nil || cb == fn {
						continue
					}
					if !inPkg[cb] {
						if obj, ok := cb.Object().(*types.Func); ok && activity && obj.Pkg() != r.Pkg.Pkg {
							s := r.callbackScope(call, it, nil, activity)
							idx.foreign = append(idx.foreign, ForeignActivity{Func: obj, Scope: s})
						}
						continue
					}
					s := r.callbackScope(call, it, cb, activity)
					idx.callbacks[cb] = append(idx.callbacks[cb], s)
				}
			}
		}
	}
	// Loops.
	for _, fn := range r.Funcs {
		for _, s := range r.retryLoops(fn) {
			idx.loops[fn] = append(idx.loops[fn], s)
		}
	}
	return idx
}

// callbackScope returns the scope of the callback cb (nil for an activity
// of another package) handed to the retry call under the Retry item it.
func (r *Result) callbackScope(call ssa.CallInstruction, it Item, cb *ssa.Function, activity bool) *RetryScope {
	c := call.Common()
	name := it.Chain()
	if callee := ir.Callee(c); callee != nil && (len(it.Via) == 0 || it.Via[0] != Describe(callee)) {
		it.Via = append([]string{Describe(callee)}, it.Via...)
		if len(it.Via) > MaxVia {
			it.Via = it.Via[:MaxVia]
		}
		name = it.Chain()
	}
	if activity {
		name = "the Temporal service (an activity passed to " + name + ")"
	}
	s := &RetryScope{Kind: RetryCallback, Fn: cb, Call: call, Pos: call.Pos(), Name: name, Activity: activity}
	if !s.Pos.IsValid() {
		s.Pos = c.Pos()
	}
	return s
}

// activityMethods returns the exported methods of the struct pointer v that
// is registered as a set of activities (w.RegisterActivity(&Activities{})):
// Temporal registers each of them. Nil when v is not a pointer to a named
// type.
func (r *Result) activityMethods(v ssa.Value) []*ssa.Function {
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	if v == nil || r.Pkg == nil {
		return nil
	}
	ptr, ok := v.Type().(*types.Pointer)
	if !ok {
		return nil
	}
	if _, named := types.Unalias(ptr.Elem()).(*types.Named); !named {
		return nil
	}
	prog := r.Pkg.Prog
	ms := prog.MethodSets.MethodSet(ptr)
	var out []*ssa.Function
	for i := 0; i < ms.Len(); i++ {
		obj, ok := ms.At(i).Obj().(*types.Func)
		if !ok || !obj.Exported() {
			continue
		}
		if fn := prog.FuncValue(obj); fn != nil {
			out = append(out, fn)
		}
	}
	return out
}

// callbackFunc returns the function a callback argument evaluates to: a
// literal, a function (of the package, or of another one, which has no
// body here), or the method behind a bound method value; nil when unknown.
func (r *Result) callbackFunc(v ssa.Value) *ssa.Function {
	fn := ir.ClosureOf(v)
	if fn == nil {
		return nil
	}
	if fn.Synthetic != "" {
		// A bound method value (s.charge): the wrapper calls the method.
		if obj, ok := fn.Object().(*types.Func); ok && r.Pkg != nil {
			m := r.Pkg.Prog.FuncValue(obj)
			if m != nil && (m != fn || obj.Pkg() != r.Pkg.Pkg) {
				return m
			}
		}
		return nil
	}
	return fn
}

// retryLoops returns the hand-written retry loops of fn.
func (r *Result) retryLoops(fn *ssa.Function) []*RetryScope {
	var out []*RetryScope
	byHeader := make(map[*ssa.BasicBlock]*RetryScope)
	for _, b := range fn.Blocks {
		ifi, ok := lastIf(b)
		if !ok {
			continue
		}
		call, failOnTrue, ok := errTest(ifi.Cond)
		if !ok || call.Block() == nil || call.Parent() != fn {
			continue
		}
		loop := ir.LoopBlocks(call.Block())
		if len(loop) == 0 {
			continue
		}
		in := make(map[*ssa.BasicBlock]bool, len(loop))
		for _, x := range loop {
			in[x] = true
		}
		if !in[b] {
			continue
		}
		fail, succ := b.Succs[0], b.Succs[1]
		if !failOnTrue {
			fail, succ = succ, fail
		}
		// The failure side goes round to the attempt again.
		if fail != call.Block() && !ir.BlocksReach(fail, call.Block(), nil) {
			continue
		}
		// The success side can leave the loop without going round, and
		// without the way the failure side goes round: a loop whose
		// success and failure paths meet again (for range n { if err :=
		// f(); err != nil { t.Fatal(err) } }, rotated by SSA so that its
		// exit test is at the bottom) repeats the call; it does not retry.
		header := loopHeader(loop, in)
		if !leaves(succ, in, header, roundTrip(fail, call.Block(), in)) {
			continue
		}
		pos, bounded, ok := r.loopStmt(call.Pos())
		if !ok {
			continue
		}
		if !bounded && !waits(loop) {
			continue
		}
		if s := byHeader[header]; s != nil && header != nil {
			s.Attempts = append(s.Attempts, call)
			continue
		}
		s := &RetryScope{Kind: RetryLoop, Fn: fn, Blocks: loop, Attempts: []ssa.CallInstruction{call}, Pos: pos, Name: "a retry loop", blocks: in}
		if header != nil {
			byHeader[header] = s
		}
		out = append(out, s)
	}
	for _, s := range out {
		sort.Slice(s.Attempts, func(i, j int) bool {
			a, b := s.Attempts[i], s.Attempts[j]
			if a.Block().Index != b.Block().Index {
				return a.Block().Index < b.Block().Index
			}
			return ir.Index(a) < ir.Index(b)
		})
	}
	return out
}

func lastIf(b *ssa.BasicBlock) (*ssa.If, bool) {
	if len(b.Instrs) == 0 || len(b.Succs) != 2 {
		return nil, false
	}
	ifi, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
	return ifi, ok
}

// errTest recognizes `err != nil` / `err == nil` where err is the error
// result of a call that returns one. failOnTrue says whether the true
// branch is the failure side.
func errTest(cond ssa.Value) (call *ssa.Call, failOnTrue bool, ok bool) {
	bin, isBin := cond.(*ssa.BinOp)
	if !isBin || (bin.Op != token.NEQ && bin.Op != token.EQL) {
		return nil, false, false
	}
	x := bin.X
	if isNil(x) {
		x = bin.Y
	} else if !isNil(bin.Y) {
		return nil, false, false
	}
	if !ir.IsError(x.Type()) {
		return nil, false, false
	}
	call = errCall(x)
	if call == nil {
		return nil, false, false
	}
	return call, bin.Op == token.NEQ, true
}

func isNil(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.Value == nil
}

// errCall returns the call whose (last) error result v is, or nil.
func errCall(v ssa.Value) *ssa.Call {
	for i := 0; i < 4 && v != nil; i++ {
		switch x := v.(type) {
		case *ssa.Call:
			if ir.ReturnsError(&x.Call) {
				return x
			}
			return nil
		case *ssa.Extract:
			c, ok := x.Tuple.(*ssa.Call)
			if !ok || !ir.ReturnsError(&c.Call) {
				return nil
			}
			if x.Index != c.Call.Signature().Results().Len()-1 {
				return nil
			}
			return c
		case *ssa.ChangeInterface:
			v = x.X
		default:
			return nil
		}
	}
	return nil
}

// loopHeader returns the loop block that dominates every other loop
// block, or nil.
func loopHeader(loop []*ssa.BasicBlock, in map[*ssa.BasicBlock]bool) *ssa.BasicBlock {
	for _, h := range loop {
		all := true
		for _, x := range loop {
			if !h.Dominates(x) {
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

// leaves reports whether some path from b reaches a block outside the loop
// without passing through the header or through an inner loop (a consumer
// loop that goes on to process a batch of messages is not a retry loop,
// even when it can return from inside).
func leaves(b *ssa.BasicBlock, in map[*ssa.BasicBlock]bool, header *ssa.BasicBlock, avoid map[*ssa.BasicBlock]bool) bool {
	seen := map[*ssa.BasicBlock]bool{b: true}
	stack := []*ssa.BasicBlock{b}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !in[x] {
			return true
		}
		if x == header || avoid[x] || innerCycle(x, in, header) {
			continue
		}
		for _, s := range x.Succs {
			if !seen[s] {
				seen[s] = true
				stack = append(stack, s)
			}
		}
	}
	return false
}

// roundTrip returns the blocks of the loop on the failure side's way back
// to the attempt: reachable from fail inside the loop without passing the
// attempt's block.
func roundTrip(fail, attempt *ssa.BasicBlock, in map[*ssa.BasicBlock]bool) map[*ssa.BasicBlock]bool {
	out := make(map[*ssa.BasicBlock]bool)
	stack := []*ssa.BasicBlock{fail}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if b == attempt || !in[b] || out[b] {
			continue
		}
		out[b] = true
		stack = append(stack, b.Succs...)
	}
	return out
}

// innerCycle reports whether x lies on a cycle of the loop that avoids its
// header: the cycle of an inner loop.
func innerCycle(x *ssa.BasicBlock, in map[*ssa.BasicBlock]bool, header *ssa.BasicBlock) bool {
	seen := make(map[*ssa.BasicBlock]bool)
	stack := append([]*ssa.BasicBlock(nil), x.Succs...)
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if b == x {
			return true
		}
		if seen[b] || b == header || !in[b] {
			continue
		}
		seen[b] = true
		stack = append(stack, b.Succs...)
	}
	return false
}

// waitFuncs are the standard library calls that wait between attempts.
var waitFuncs = map[string]bool{
	"time.Sleep":          true,
	"time.After":          true,
	"time.NewTimer":       true,
	"time.Tick":           true,
	"time.NewTicker":      true,
	"(*time.Timer).Reset": true,
}

// waits reports whether the loop waits: a call of waitFuncs, a select, or a
// call of a method named NextBackOff (the backoff libraries' policies).
func waits(loop []*ssa.BasicBlock) bool {
	for _, b := range loop {
		for _, instr := range b.Instrs {
			switch instr := instr.(type) {
			case *ssa.Select:
				return true
			case ssa.CallInstruction:
				callee := ir.Callee(instr.Common())
				if callee == nil {
					continue
				}
				if waitFuncs[callee.FullName()] || callee.Name() == "NextBackOff" {
					return true
				}
			}
		}
	}
	return false
}

// loopStmt finds the innermost for or range statement around pos in fn's
// syntax. ok is false when there is none, or when it ranges over a
// collection (slice, array, map, string, channel, iterator): a loop over
// items. bounded reports an attempt counter: a range over an integer, or a
// for statement whose condition compares integers.
func (r *Result) loopStmt(pos token.Pos) (forPos token.Pos, bounded, ok bool) {
	if !pos.IsValid() || r.files == nil {
		return token.NoPos, false, false
	}
	var file *ast.File
	for _, f := range r.files {
		if f.FileStart <= pos && pos < f.FileEnd {
			file = f
			break
		}
	}
	if file == nil {
		return token.NoPos, false, false
	}
	path, _ := astutil.PathEnclosingInterval(file, pos, pos)
	for _, n := range path {
		switch n := n.(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return token.NoPos, false, false
		case *ast.RangeStmt:
			tv, has := r.info.Types[n.X]
			if !has {
				return token.NoPos, false, false
			}
			if b, isBasic := tv.Type.Underlying().(*types.Basic); isBasic && b.Info()&types.IsInteger != 0 {
				return n.For, true, true
			}
			return token.NoPos, false, false
		case *ast.ForStmt:
			return n.For, intCond(r.info, n.Cond), true
		}
	}
	return token.NoPos, false, false
}

// intCond reports whether a loop condition compares integers (an attempt
// counter), possibly joined with && or || to other tests.
func intCond(info *types.Info, e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		switch e.Op {
		case token.LAND, token.LOR:
			return intCond(info, e.X) || intCond(info, e.Y)
		case token.LSS, token.LEQ, token.GTR, token.GEQ:
			tv, ok := info.Types[e.X]
			if !ok {
				return false
			}
			b, ok := tv.Type.Underlying().(*types.Basic)
			return ok && b.Info()&types.IsInteger != 0
		}
	}
	return false
}
