package summary

import (
	"fmt"
	"go/token"
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// Constructors whose value's methods call what the constructor is handed.
//
// wire and most hand-written services build every layer the same way: a
// constructor returns an interface of its own package over an unexported
// type, and stores its parameters in that type's fields.
//
//	func NewUseCase(r Repo, ev Events) UseCase { return &usecase{repo: r, events: ev} }
//	func (u *usecase) PlaceOrder(ctx context.Context, c string) error { …; return u.events.Publish(ctx, b) }
//
// The package that wires the service (wire_gen.go) calls every constructor
// and hands each result to the next; it is the only package that sees what
// u.events will hold, and it cannot see the unexported type (go vet hands it
// the compiler's export data, which keeps no unexported type the API does
// not mention: a Made fact cannot name it). So the constructor's package
// exports, on the constructor, what the value's methods do: for each method
// of the interface result, the method's own summary, and its holes — the
// calls it makes through a field that only the constructor's parameter
// fills ("PlaceOrder calls parameter 1's Publish"), with which of the
// method's parameters each argument of that call derives from. The wiring
// package fills each hole with the argument it hands the constructor: a
// value whose methods its type flow knows, or the result of another such
// constructor (infra.NewEvents(broker.NewPublisher(conn))), to a bounded
// depth.
//
// Nothing is promised where a field can hold anything else: a field that
// another function of the package stores into (a setter), or whose address
// escapes, is no hole, and a constructor that may return two types gets no
// fact, as Made does not.

// Built is the fact on a constructor: per interface result that always
// holds one type of the package, what that type's methods do.
type Built struct {
	Results []BuiltResult // sorted by Index
}

// BuiltResult is one result of a constructor.
type BuiltResult struct {
	// MadeResult says which result, and names the type it holds (for the
	// fact's rendering: the type itself may be one no importer can see).
	MadeResult
	Methods []BuiltMethod // sorted by Name; methods that do nothing are left out
}

// BuiltMethod is one method of the interface: what its implementation
// does by itself, and the calls it leaves to the constructor's arguments.
type BuiltMethod struct {
	Name string
	// Via names the implementation (orders.usecase.PlaceOrder): the first
	// link of every chain the wiring package composes.
	Via   string
	Items []Item
	Holes []Hole // sorted by (Param, Method)
}

// Hole is a call the method makes through a field that only the
// constructor's parameter Param fills: its method Method ("" when the
// field is a function, called itself).
type Hole struct {
	Param  int
	Method string
	// Args map the receiver-first positions of the hole's call to the
	// method's parameters their values derive from; positions that derive
	// from none are left out. Sorted by Pos.
	Args []HoleArg
}

// HoleArg is one argument of a hole's call that derives from the method's
// parameters.
type HoleArg struct {
	Pos  int
	Uses []ParamUse
}

// ParamUse is a parameter a value derives from (receiver-first), and the
// one field of it the value reads, or "" when it flows whole.
type ParamUse struct {
	Param int
	Field string
}

// AFact marks Built as an analysis fact.
func (*Built) AFact() {}

// String renders the fact for `// want f:"…"` assertions:
// built(0:*usecase PlaceOrder[effect:sql hole(1.Publish 1>1)]).
func (b *Built) String() string {
	var parts []string
	for _, res := range b.Results {
		s := res.label()
		for _, m := range res.Methods {
			var in []string
			if len(m.Items) > 0 {
				in = append(in, (&Fact{Items: m.Items}).String())
			}
			for _, h := range m.Holes {
				hs := fmt.Sprintf("hole(%d", h.Param)
				if h.Method != "" {
					hs += "." + h.Method
				}
				for _, a := range h.Args {
					for _, u := range a.Uses {
						hs += fmt.Sprintf(" %d>%d", a.Pos, u.Param)
						if u.Field != "" {
							hs += "." + u.Field
						}
					}
				}
				in = append(in, hs+")")
			}
			s += " " + m.Name + "[" + strings.Join(in, " ") + "]"
		}
		parts = append(parts, s)
	}
	return "built(" + strings.Join(parts, " ") + ")"
}

// built computes fn's Built fact, or nil. A result whose type is exported
// and whose methods leave no hole needs none: its Made fact names the type,
// and the type's methods have facts of their own. A result of a concrete
// type of the package (NewService returning *Service) gets one only for
// its exported methods that leave holes: importers see the type, and the
// methods' own facts say the rest.
func (r *Result) built(pass *analysis.Pass, fn *ssa.Function) *Built {
	res := fn.Signature.Results()
	var out []BuiltResult
	for i := 0; i < res.Len(); i++ {
		n, ptr, t, methods := r.builtResult(fn, i)
		if n == nil {
			continue
		}
		br := BuiltResult{MadeResult: MadeResult{Index: i, Type: n.Obj().Name(), Pointer: ptr}}
		holes := false
		for _, m := range methods {
			var bm BuiltMethod
			if impl := r.implOf(t, m); impl != nil {
				bm = BuiltMethod{Name: m.Name(), Via: flowName(ir.FuncObject(impl)), Holes: r.holes(fn, impl)}
				if f := r.local[impl]; f != nil {
					bm.Items = append([]Item(nil), f.Items...)
				}
			} else if pm, ok := r.promotedMethod(pass, fn, n, t, m); ok {
				// No importer sees what the embedded field holds: the
				// method is in the fact whether or not it leaves a hole.
				bm, holes = pm, true
			}
			if len(bm.Items) == 0 && len(bm.Holes) == 0 {
				continue
			}
			holes = holes || len(bm.Holes) > 0
			br.Methods = append(br.Methods, bm)
		}
		concrete := !types.IsInterface(fn.Signature.Results().At(i).Type())
		if len(br.Methods) == 0 || (concrete || n.Obj().Exported()) && !holes {
			continue
		}
		sort.Slice(br.Methods, func(a, b int) bool { return br.Methods[a].Name < br.Methods[b].Name })
		out = append(out, br)
	}
	if len(out) == 0 {
		return nil
	}
	return &Built{Results: out}
}

// builtType returns the type result i of fn always holds and the methods
// importers can call on it: an interface's methods, when every return makes
// one type of the package; the exported methods of a named type of the
// package (or a pointer to one) that the result is declared as.
func (r *Result) builtType(fn *ssa.Function, i int) (*types.Named, bool, []*types.Func) {
	rt := types.Unalias(fn.Signature.Results().At(i).Type())
	if iface, ok := rt.Underlying().(*types.Interface); ok {
		if iface.NumMethods() == 0 {
			return nil, false, nil
		}
		n, ptr := r.oneType(fn, i)
		if n == nil {
			return nil, false, nil
		}
		var ms []*types.Func
		for j := 0; j < iface.NumMethods(); j++ {
			ms = append(ms, iface.Method(j))
		}
		return n, ptr, ms
	}
	ptr := false
	if p, ok := rt.(*types.Pointer); ok {
		rt, ptr = types.Unalias(p.Elem()), true
	}
	n, ok := rt.(*types.Named)
	if !ok || n.TypeArgs().Len() > 0 || n.Obj().Pkg() != r.pkg || n.Obj().Parent() != r.pkg.Scope() {
		return nil, false, nil
	}
	var t types.Type = n
	if ptr {
		t = types.NewPointer(n)
	}
	ms := types.NewMethodSet(t)
	var out []*types.Func
	for j := 0; j < ms.Len(); j++ {
		if m, ok := ms.At(j).Obj().(*types.Func); ok && m.Exported() {
			out = append(out, m)
		}
	}
	return n, ptr, out
}

// builtResult is builtType with the type itself: n, or a pointer to it.
func (r *Result) builtResult(fn *ssa.Function, i int) (n *types.Named, ptr bool, t types.Type, methods []*types.Func) {
	n, ptr, methods = r.builtType(fn, i)
	if n == nil {
		return nil, false, nil, nil
	}
	t = n
	if ptr {
		t = types.NewPointer(n)
	}
	return n, ptr, t, methods
}

// implOf returns the package's own, non-generic function that implements
// the interface method m for type t, or nil.
func (r *Result) implOf(t types.Type, m *types.Func) *ssa.Function {
	prog := r.Pkg.Prog
	sel := prog.MethodSets.MethodSet(t).Lookup(m.Pkg(), m.Name())
	if sel == nil {
		return nil
	}
	fn := prog.MethodValue(sel)
	if fn != nil && fn.Synthetic != "" {
		obj := ir.FuncObject(fn)
		if obj == nil {
			return nil
		}
		fn = prog.FuncValue(obj)
	}
	if fn == nil || fn.Pkg != r.Pkg || fn.TypeParams().Len() > 0 || len(fn.TypeArgs()) > 0 || len(fn.Params) == 0 {
		return nil
	}
	return fn
}

// promotedMethod returns what method m of t (n, or a pointer to it) does
// when t promotes it from an interface it embeds (saga's storage.DB
// embedding a repository interface) that only ctor or the package fills:
// a hole, when the field holds ctor's parameter, whose arguments are the
// method's own; else the summaries of what the package stores in the
// field, by the type flow. ok is false when m is no such method, or the
// field holds what the package cannot know.
func (r *Result) promotedMethod(pass *analysis.Pass, ctor *ssa.Function, n *types.Named, t types.Type, m *types.Func) (BuiltMethod, bool) {
	sel := r.Pkg.Prog.MethodSets.MethodSet(t).Lookup(m.Pkg(), m.Name())
	if sel == nil {
		return BuiltMethod{}, false
	}
	fld := embeddedInterface(sel)
	if fld == nil || !r.closedField(fld) {
		return BuiltMethod{}, false
	}
	bm := BuiltMethod{Name: m.Name(), Via: n.Obj().Pkg().Name() + "." + n.Obj().Name() + "." + m.Name()}
	if p := r.onlyParam(fld, ctor); p >= 0 {
		h := Hole{Param: p, Method: m.Name()}
		sig := m.Type().(*types.Signature)
		for j := 0; j < sig.Params().Len(); j++ {
			h.Args = append(h.Args, HoleArg{Pos: j + 1, Uses: []ParamUse{{Param: j + 1}}})
		}
		bm.Holes = []Hole{h}
		return bm, true
	}
	ts := r.embeddedTargets(fld, sel.Obj().(*types.Func), 0)
	if ts == nil {
		return BuiltMethod{}, false
	}
	r.importTargets(pass, ts)
	bm.Items = r.flowFact(nil, ts).Items
	return bm, true
}

// holes returns the calls of impl (and of the literals it makes) through
// a field of its receiver that only ctor's parameter fills.
func (r *Result) holes(ctor, impl *ssa.Function) []Hole {
	recv := impl.Params[0]
	var out []Hole
	seen := make(map[string]bool)
	var visit func(fn *ssa.Function)
	visit = func(fn *ssa.Function) {
		for _, call := range ir.Calls(fn) {
			c := call.Common()
			if r.flow[c] != nil || !c.IsInvoke() && (c.StaticCallee() != nil || ir.ClosureOf(c.Value) != nil) {
				continue
			}
			fld := receiverField(c.Value, recv)
			if fld == nil || !r.closedField(fld) {
				continue
			}
			p := r.onlyParam(fld, ctor)
			if p < 0 {
				continue
			}
			h := Hole{Param: p}
			if c.IsInvoke() {
				h.Method = c.Method.Name()
			}
			for pos := 0; pos < ir.NumArgs(c); pos++ {
				if c.IsInvoke() && pos == 0 {
					continue // the field itself
				}
				var uses []ParamUse
				for _, u := range r.paramFields(impl, ir.Arg(c, pos)) {
					uses = append(uses, ParamUse{Param: u.param, Field: u.field})
				}
				if len(uses) > 0 {
					h.Args = append(h.Args, HoleArg{Pos: pos, Uses: uses})
				}
			}
			k := fmt.Sprint(h)
			if !seen[k] {
				seen[k] = true
				out = append(out, h)
			}
		}
		for _, anon := range fn.AnonFuncs {
			visit(anon)
		}
	}
	visit(impl)
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Param != out[j].Param {
			return out[i].Param < out[j].Param
		}
		return out[i].Method < out[j].Method
	})
	return out
}

// receiverField returns the field of recv that v loads (recv.f on a
// pointer or a value receiver, in the method or in a literal it makes), or
// nil.
func receiverField(v ssa.Value, recv *ssa.Parameter) *types.Var {
	// The receiver itself, a literal's free variable bound to it, or a
	// load of the local it is spilled into when a literal captures it
	// (directly, or through the literal's free variable).
	var isRecv func(x ssa.Value) bool
	isRecv = func(x ssa.Value) bool {
		switch x := x.(type) {
		case *ssa.Parameter:
			return x == recv
		case *ssa.FreeVar:
			bs := ir.Binding(x)
			for _, b := range bs {
				if !isRecv(b) {
					return false
				}
			}
			return len(bs) > 0
		case *ssa.Alloc:
			return spillOf(x, recv)
		case *ssa.UnOp:
			if x.Op == token.MUL {
				switch a := x.X.(type) {
				case *ssa.Alloc:
					return spillOf(a, recv)
				case *ssa.FreeVar:
					return isRecv(a)
				}
			}
		}
		return false
	}
	var base ssa.Value
	switch v := v.(type) {
	case *ssa.UnOp:
		if fa, ok := v.X.(*ssa.FieldAddr); ok {
			base = fa.X
		}
	case *ssa.Field:
		base = v.X
	}
	if base == nil || !isRecv(base) {
		return nil
	}
	return loadedFrom(v)
}

// onlyParam returns the position of ctor's parameter that is every value
// ctor stores in fld, or -1. Every other store of the package into fld
// must be into a value its own function allocates (another constructor's
// value): a store into a value a function is handed (a setter, a method
// on the receiver) may replace what ctor stored.
func (r *Result) onlyParam(fld *types.Var, ctor *ssa.Function) int {
	p := -1
	for _, st := range r.flowIdx.storeAt[fld] {
		fa, ok := st.Addr.(*ssa.FieldAddr)
		if !ok {
			return -1
		}
		if _, fresh := fa.X.(*ssa.Alloc); !fresh {
			return -1
		}
		if st.Parent() != ctor {
			continue
		}
		prm, ok := ir.Strip(st.Val).(*ssa.Parameter)
		if !ok || prm.Parent() != ctor {
			return -1
		}
		if i := paramIndex(ctor, prm); p >= 0 && i != p || i < 0 {
			return -1
		} else {
			p = i
		}
	}
	return p
}

// oneType returns the one named type (or pointer to it) that every return
// of fn holds in result i, declared at package level in fn's package, or
// nil.
func (r *Result) oneType(fn *ssa.Function, i int) (*types.Named, bool) {
	var vals []ssa.Value
	seen := make(map[ssa.Value]bool)
	for _, b := range fn.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || i >= len(ret.Results) {
			continue
		}
		if !r.origins(ret.Results[i], 0, seen, &vals, false) {
			return nil, false
		}
	}
	var one types.Type
	for _, v := range vals {
		mi, ok := v.(*ssa.MakeInterface)
		if !ok {
			return nil, false
		}
		if one != nil && !types.Identical(one, mi.X.Type()) {
			return nil, false
		}
		one = mi.X.Type()
	}
	if one == nil {
		return nil, false
	}
	t, ptr := types.Unalias(one), false
	if p, ok := t.(*types.Pointer); ok {
		t, ptr = types.Unalias(p.Elem()), true
	}
	n, ok := t.(*types.Named)
	if !ok || n.TypeArgs().Len() > 0 || n.Obj().Pkg() != r.pkg || n.Obj().Parent() != r.pkg.Scope() {
		return nil, false
	}
	return n, ptr
}

// The wiring package.

// builtDepth bounds the constructors composed into one value: a use case
// over an adapter over a publisher is three.
const builtDepth = 4

// pendingBuilt is a value handed to another package whose methods the type
// flow left unknown (an interface's, or a concrete type's whose methods may
// call what its constructor was handed): resolveBuilt tries its
// constructors.
type pendingBuilt struct {
	v       ssa.Value // the value handed over: the key of what is composed
	trace   ssa.Value // the value whose constructors are looked for (v, or the concrete value v converts)
	methods []string
}

// resolveBuilt composes, for each pending value, what each of its methods
// does from the Built facts of the constructors that made it, importing
// the facts it needs. It runs after the package's own summaries, which a
// hole may reach, and before run returns: the Result is read-only after.
func (r *Result) resolveBuilt(pass *analysis.Pass) {
	for _, pb := range r.pendingBuilt {
		for _, name := range pb.methods {
			if f := r.builtFor(pass, pb.trace, name, 0); f != nil {
				r.injectedBuilt[injectKey{pb.v, name}] = f
			}
		}
	}
}

// builtFor returns what calling method of v does, v made by constructors
// with Built facts (or values the type flow knows), or nil when some value
// that can reach v is unknown.
func (r *Result) builtFor(pass *analysis.Pass, v ssa.Value, method string, depth int) *Fact {
	if depth > builtDepth {
		return nil
	}
	var vals []ssa.Value
	if !r.origins(v, 0, make(map[ssa.Value]bool), &vals, true) || len(vals) == 0 {
		return nil
	}
	u := new(Fact)
	for _, o := range vals {
		var f *Fact
		switch o := o.(type) {
		case *ssa.Call, *ssa.Extract:
			f = r.composeMade(pass, o, method, depth)
		case *ssa.MakeInterface:
			// A concrete value a constructor of another package made:
			// its Built fact says more than the methods' own facts
			// (their holes, a method promoted from an embedded
			// interface, which has no function of its own).
			if f = r.composeMade(pass, o.X, method, depth); f == nil {
				f = r.methodFact(pass, o.X.Type(), method)
			}
		}
		if f == nil {
			return nil
		}
		u.Items = append(u.Items, f.Items...)
	}
	u.normalize()
	return u
}

// composeMade returns what calling method of v does, v the result of a
// call (or one result of it), from the callee's Built fact, or nil.
func (r *Result) composeMade(pass *analysis.Pass, v ssa.Value, method string, depth int) *Fact {
	switch v := v.(type) {
	case *ssa.Call:
		return r.composeBuilt(pass, &v.Call, 0, method, depth)
	case *ssa.Extract:
		if call, ok := v.Tuple.(*ssa.Call); ok {
			return r.composeBuilt(pass, &call.Call, v.Index, method, depth)
		}
	}
	return nil
}

// methodFact returns what the method named method of the concrete type t
// does, by its summary, or nil when t has no such method.
func (r *Result) methodFact(pass *analysis.Pass, t types.Type, method string) *Fact {
	ms := r.Pkg.Prog.MethodSets.MethodSet(t)
	for i := 0; i < ms.Len(); i++ {
		m, ok := ms.At(i).Obj().(*types.Func)
		if !ok || m.Name() != method {
			continue
		}
		fn := r.Pkg.Prog.MethodValue(ms.At(i))
		if fn == nil {
			return nil
		}
		if fn.Synthetic != "" {
			obj := ir.FuncObject(fn)
			if obj == nil {
				return nil
			}
			if fn = r.funcValue(obj); fn == nil {
				return nil
			}
		}
		ts := []target{{fn: fn}}
		r.importTargets(pass, ts)
		return r.flowFact(nil, ts)
	}
	return nil
}

// composeBuilt returns what calling method of result i of the call c does,
// from its callee's Built fact: the method's items, and each hole filled
// with the argument c hands the constructor. Nil when the callee has no
// such fact.
func (r *Result) composeBuilt(pass *analysis.Pass, c *ssa.CallCommon, i int, method string, depth int) *Fact {
	callee := ir.Callee(c)
	if callee == nil || c.IsInvoke() {
		return nil
	}
	b := r.builtFacts[callee]
	if b == nil {
		b = new(Built)
		if !pass.ImportObjectFact(callee, b) {
			return nil
		}
		r.builtFacts[callee] = b
	}
	var res *BuiltResult
	for k := range b.Results {
		if b.Results[k].Index == i {
			res = &b.Results[k]
		}
	}
	if res == nil {
		return nil
	}
	f := new(Fact)
	for _, m := range res.Methods {
		if m.Name != method {
			continue
		}
		for _, it := range m.Items {
			f.add(withVia(it, m.Via))
		}
		for _, h := range m.Holes {
			if h.Param >= len(c.Args) {
				continue
			}
			sub := r.holeFact(pass, c.Args[h.Param], h.Method, depth+1)
			if sub == nil {
				continue // unknown: the hole proves nothing
			}
			for _, it := range sub.Items {
				for _, t := range fillHole(it, h) {
					f.add(withVia(t, m.Via))
				}
			}
		}
	}
	f.normalize()
	return f
}

// holeFact returns what calling method of v does (v itself when method is
// ""), v an argument handed to a constructor, by the type flow or by the
// Built facts of the constructors that made it.
func (r *Result) holeFact(pass *analysis.Pass, v ssa.Value, method string, depth int) *Fact {
	var m *types.Func
	if method != "" {
		iface, ok := types.Unalias(v.Type()).Underlying().(*types.Interface)
		if !ok {
			return nil
		}
		for i := 0; i < iface.NumMethods(); i++ {
			if iface.Method(i).Name() == method {
				m = iface.Method(i)
			}
		}
		if m == nil {
			return nil
		}
	}
	if ts := r.targetsFor(v, m); ts != nil {
		r.importTargets(pass, ts)
		return r.flowFact(nil, ts)
	}
	if method == "" {
		return nil
	}
	return r.builtFor(pass, v, method, depth)
}

// fillHole returns it, an item of what a hole's call does (its parameters
// numbered as that call's receiver-first arguments), as items of the
// method that makes the call: a role on an argument that derives from the
// method's parameters moves to them; an effect, a delta, an insert or a
// query concerns no parameter; a key role on an argument minted in the
// method is a key of no parameter; an ack, a retry or a propagation of an
// argument the method made itself says nothing of its callers.
func fillHole(it Item, h Hole) []Item {
	if it.Param < 0 {
		return []Item{it}
	}
	var uses []ParamUse
	for _, a := range h.Args {
		if a.Pos == it.Param {
			uses = a.Uses
		}
	}
	if len(uses) == 0 {
		switch it.Role {
		case knowledge.Effect, knowledge.Delta, knowledge.Insert, knowledge.Query, DuplicateError,
			knowledge.Check, knowledge.Claim, knowledge.Record, knowledge.KeySink, knowledge.Release, Lookup, RowWrite:
			it.Param, it.Field, it.Args, it.Buckets = -1, "", nil, nil
			return []Item{it}
		}
		return nil
	}
	var out []Item
	for _, u := range uses {
		t := it
		t.Param = u.Param
		if u.Field != "" {
			// The argument is a field of the parameter: the role's own
			// field, if any, is of that field (one level kept, as a
			// call in the package keeps it).
			t.Field, t.Args, t.Buckets = "", nil, nil
			if it.Field == "" {
				t.Field = u.Field
			}
		}
		out = append(out, t)
	}
	return out
}

// withVia returns it with its chain starting at name.
func withVia(it Item, name string) Item {
	if len(it.Via) == 0 || it.Via[0] != name {
		it.Via = append([]string{name}, it.Via...)
	}
	return it
}

// pendConcrete records v, handed to another package as a value of a named
// type of a package the knowledge does not describe (a *wallet.Service),
// for resolveBuilt: the methods of that type, which may call what its
// constructor was handed, are composed from the constructor's Built fact.
func (r *Result) pendConcrete(pass *analysis.Pass, v ssa.Value, t types.Type) {
	n := r.builtCandidate(pass, t)
	if n == nil {
		return
	}
	if _, isStruct := n.Underlying().(*types.Struct); !isStruct {
		return
	}
	ms := types.NewMethodSet(types.NewPointer(n))
	var names []string
	for i := 0; i < ms.Len(); i++ {
		if m := ms.At(i).Obj(); m.Exported() {
			names = append(names, m.Name())
		}
	}
	if len(names) > 0 {
		r.pendingBuilt = append(r.pendingBuilt, pendingBuilt{v: v, trace: v, methods: names})
	}
}

// pendConverted records v, handed over as an interface, when it converts a
// concrete value of a summarized package (a field holding a *Service a
// constructor of its package built): what that constructor's Built fact
// composes is more than the methods' own facts, which the type flow's
// targets give, and InjectedFact prefers it.
func (r *Result) pendConverted(pass *analysis.Pass, v ssa.Value, iface *types.Interface) {
	x := ir.Strip(v)
	if x == v || types.IsInterface(x.Type()) {
		return
	}
	if r.builtCandidate(pass, x.Type()) == nil {
		return
	}
	var names []string
	for i := 0; i < iface.NumMethods(); i++ {
		names = append(names, iface.Method(i).Name())
	}
	r.pendingBuilt = append(r.pendingBuilt, pendingBuilt{v: v, trace: x, methods: names})
}

// builtCandidate returns the named type t is (or points to) when a
// constructor of its package may have a Built fact for it: a non-generic
// type of another package that the summary analysed (it exports Relevant)
// and the knowledge does not describe; nil otherwise.
func (r *Result) builtCandidate(pass *analysis.Pass, t types.Type) *types.Named {
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg() == r.pkg || n.TypeArgs().Len() > 0 ||
		r.Base.Knows(n.Obj().Pkg().Path()) || r.declaredInStd(n.Obj()) ||
		!pass.ImportPackageFact(n.Obj().Pkg(), new(Relevant)) {
		return nil
	}
	return n
}

// BuiltImpl is the function that implements one method of a constructor's
// result, for analyzers that keep facts of their own on functions: an
// importer cannot name an unexported implementation, so the analyzer
// exports its fact on the constructor, per result and method.
type BuiltImpl struct {
	Index  int    // the result
	Method string // the method's name
	Impl   *ssa.Function
}

// BuiltImpls returns the implementations of the methods of fn's results
// that fn's Built fact describes (an interface result that always holds
// one type of the package), in result then method order; nil when fn gets
// no Built fact.
func (r *Result) BuiltImpls(fn *ssa.Function) []BuiltImpl {
	if fn.Parent() != nil || fn.TypeParams().Len() > 0 || ir.FuncObject(fn) == nil || ir.IsMethod(ir.FuncObject(fn)) {
		return nil
	}
	res := fn.Signature.Results()
	var out []BuiltImpl
	for i := 0; i < res.Len(); i++ {
		if !types.IsInterface(res.At(i).Type()) {
			continue
		}
		_, _, t, methods := r.builtResult(fn, i)
		for _, m := range methods {
			if impl := r.implOf(t, m); impl != nil {
				out = append(out, BuiltImpl{Index: i, Method: m.Name(), Impl: impl})
			}
		}
	}
	sort.SliceStable(out, func(a, b int) bool {
		if out[a].Index != out[b].Index {
			return out[a].Index < out[b].Index
		}
		return out[a].Method < out[b].Method
	})
	return out
}
