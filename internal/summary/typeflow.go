package summary

import (
	"go/token"
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// Type flow of injected dependencies, in the package.
//
// A call through a struct field (c.h.Handle(…), c.send(…)), or through a
// parameter of a function only the package calls, reaches what the program
// stores there. The index below records every value the package's code
// stores into a field of a struct type it declares, and every static call
// site of its functions; a dynamic call resolves to the concrete methods and
// functions of those values only when every value that can reach it is
// known: a field no other package can write (unexported, or of package
// main), whose address never escapes; a parameter of a function that is
// unexported, never used as a value and implements no interface method. A
// value from anywhere else (another package's constructor, a call result
// the index does not follow, a type assertion) keeps the call unresolved:
// what stays unresolved proves nothing.
//
// A call that resolves has the union of its targets' summaries: one of two
// stored handlers that pays makes the call one that may pay, and the chain
// names that handler. It is the same "may" the union over an interface
// method's implementations already means.

// flowIndex is built once per package, by run, before the summaries.
type flowIndex struct {
	stores  map[*types.Var][]ssa.Value              // values stored into a field
	storeAt map[*types.Var][]*ssa.Store             // the stores, in the same order
	open    map[*types.Var]bool                     // a field whose address escapes
	sites   map[*ssa.Function][]ssa.CallInstruction // static call sites
	usedFn  map[*ssa.Function]bool                  // a function used as a value
	usedObj map[*types.Func]bool                    // a method reached through a wrapper
	invoked map[string]bool                         // the Ids of the unexported methods called through an interface
}

// target is one function a dynamic call reaches; shift is 1 when the call
// passes no receiver (a bound method value s.Handle stored in a func field).
type target struct {
	fn    *ssa.Function
	shift int
}

func (r *Result) buildFlow() {
	x := &flowIndex{
		stores:  make(map[*types.Var][]ssa.Value),
		storeAt: make(map[*types.Var][]*ssa.Store),
		open:    make(map[*types.Var]bool),
		sites:   make(map[*ssa.Function][]ssa.CallInstruction),
		usedFn:  make(map[*ssa.Function]bool),
		usedObj: make(map[*types.Func]bool),
		invoked: make(map[string]bool),
	}
	fns := r.Funcs
	if init := r.Pkg.Func("init"); init != nil {
		fns = append(append([]*ssa.Function(nil), fns...), init)
	}
	var ops []*ssa.Value
	for _, fn := range fns {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if fa, ok := instr.(*ssa.FieldAddr); ok {
					x.fieldAddr(fa)
				}
				var callee *ssa.Value
				if call, ok := instr.(ssa.CallInstruction); ok {
					c := call.Common()
					if c.IsInvoke() {
						x.invoke(c.Method)
					} else {
						callee = &c.Value
						if g, ok := c.Value.(*ssa.Function); ok {
							x.sites[g] = append(x.sites[g], call)
						}
					}
				}
				ops = instr.Operands(ops[:0])
				for _, op := range ops {
					g, ok := (*op).(*ssa.Function)
					if !ok || op == callee {
						continue
					}
					x.usedFn[g] = true
					if g.Synthetic != "" {
						if obj := ir.FuncObject(g); obj != nil {
							x.usedObj[obj] = true
							x.invoke(obj) // an interface's method value i.m, or I.m
						}
					}
				}
			}
		}
	}
	r.flowIdx = x
}

// invoke records m, when it is an unexported method of an interface: the
// methods of that name of the package's types may run without a static
// call. An exported name is left to findImpls: io.Closer's Close would
// close every type's.
func (x *flowIndex) invoke(m *types.Func) {
	if sig, ok := m.Type().(*types.Signature); ok && sig.Recv() != nil && types.IsInterface(sig.Recv().Type()) && !m.Exported() {
		x.invoked[m.Id()] = true
	}
}

// fieldAddr records what the package does with the address of a field.
func (x *flowIndex) fieldAddr(fa *ssa.FieldAddr) {
	fld := flowField(fa.X.Type(), fa.Field)
	if fld == nil || fa.Referrers() == nil {
		return
	}
	for _, u := range *fa.Referrers() {
		switch u := u.(type) {
		case *ssa.Store:
			if u.Addr != ssa.Value(fa) {
				x.open[fld] = true // the field's address is stored
				continue
			}
			x.stores[fld] = append(x.stores[fld], u.Val)
			x.storeAt[fld] = append(x.storeAt[fld], u)
		case *ssa.UnOp:
			if u.Op != token.MUL {
				x.open[fld] = true
			}
		case *ssa.DebugRef:
		default:
			x.open[fld] = true // &v.f handed on
		}
	}
}

// flowField returns field i of t (a struct, or a pointer to one, of a
// non-generic type), or nil.
func flowField(t types.Type, i int) *types.Var {
	t = types.Unalias(t)
	if pt, ok := t.Underlying().(*types.Pointer); ok {
		t = types.Unalias(pt.Elem())
	}
	if n, ok := t.(*types.Named); ok && (n.TypeParams().Len() > 0 || n.TypeArgs().Len() > 0) {
		return nil
	}
	if _, ok := t.(*types.TypeParam); ok {
		return nil
	}
	return ir.StructField(t, i)
}

// closedField reports whether the package's stores are all the stores a
// field can have.
func (r *Result) closedField(fld *types.Var) bool {
	return fld.Pkg() == r.pkg && (!fld.Exported() || r.pkg.Name() == "main") && !r.flowIdx.open[fld]
}

// closedParam reports whether the static call sites of fn in the package
// are all the calls fn can receive.
func (r *Result) closedParam(fn *ssa.Function) bool {
	obj := ir.FuncObject(fn)
	if fn.Parent() != nil || obj == nil || fn.Pkg != r.Pkg || r.flowIdx.usedFn[fn] || r.flowIdx.usedObj[obj] {
		return false
	}
	if obj.Exported() && r.pkg.Name() != "main" {
		return false
	}
	if ir.IsMethod(obj) {
		if !obj.Exported() && r.flowIdx.invoked[obj.Id()] {
			return false // called through an interface, perhaps a literal one
		}
		for _, impls := range r.findImplsOnce() {
			for _, impl := range impls {
				if impl == fn {
					return false // called through an interface too
				}
			}
		}
	}
	return true
}

// UsedAsValue reports whether an instruction of the package uses fn as a
// value rather than calling it: a function or method value handed to a
// router call, stored, passed or converted (s.Handle, a method expression).
func (r *Result) UsedAsValue(fn *ssa.Function) bool {
	if r.flowIdx == nil {
		return false
	}
	obj := ir.FuncObject(fn)
	return r.flowIdx.usedFn[fn] || obj != nil && r.flowIdx.usedObj[obj]
}

// OnlyCalled returns the calls of fn, a function of the package, when they
// are every way the program can run it, and nil otherwise: fn is
// unexported (no other package can name it), no instruction of the package
// uses it as a value (a handler handed to a router, a func stored, passed
// or converted, a method value or expression), it implements no interface
// method the package calls (named or literal), and something calls it.
// A generic function's calls are its instances': nil.
func (r *Result) OnlyCalled(fn *ssa.Function) []ssa.CallInstruction {
	obj := ir.FuncObject(fn)
	if r.flowIdx == nil || obj == nil || obj.Exported() || !r.closedParam(fn) {
		return nil
	}
	return r.flowIdx.sites[fn]
}

const flowDepth = 8

// origins returns the values that v can hold where it is made: a
// MakeInterface of a concrete value, a function, a closure. ok is false when
// one of them is out of reach. With made, a value made where the package
// can see it is an origin too: the result of a call of another package (a
// library constructor), a new value (&http.Client{…}), a package variable
// read (http.DefaultClient).
func (r *Result) origins(v ssa.Value, depth int, seen map[ssa.Value]bool, out *[]ssa.Value, made bool) bool {
	if seen[v] {
		return true
	}
	seen[v] = true
	if depth > flowDepth {
		return false
	}
	all := func(vs []ssa.Value) bool {
		for _, w := range vs {
			if !r.origins(w, depth+1, seen, out, made) {
				return false
			}
		}
		return true
	}
	switch v := v.(type) {
	case *ssa.MakeInterface:
		if types.IsInterface(v.X.Type()) {
			return r.origins(v.X, depth+1, seen, out, made)
		}
		*out = append(*out, v)
		return true
	case *ssa.Function, *ssa.MakeClosure:
		*out = append(*out, v)
		return true
	case *ssa.Const:
		return v.IsNil() // a nil value is never called
	case *ssa.ChangeInterface:
		return r.origins(v.X, depth+1, seen, out, made)
	case *ssa.ChangeType:
		return r.origins(v.X, depth+1, seen, out, made)
	case *ssa.Phi:
		return all(v.Edges)
	case *ssa.UnOp:
		if fa, ok := v.X.(*ssa.FieldAddr); ok && v.Op == token.MUL {
			return r.fieldOrigins(flowField(fa.X.Type(), fa.Field), depth, seen, out, made)
		}
	case *ssa.Field:
		return r.fieldOrigins(flowField(v.X.Type(), v.Field), depth, seen, out, made)
	case *ssa.Parameter:
		fn := v.Parent()
		i := paramIndex(fn, v)
		if i < 0 || !r.closedParam(fn) || len(r.flowIdx.sites[fn]) == 0 {
			return false
		}
		for _, call := range r.flowIdx.sites[fn] {
			if c := call.Common(); i >= len(c.Args) || !r.origins(c.Args[i], depth+1, seen, out, made) {
				return false
			}
		}
		return true
	case *ssa.FreeVar:
		b := ir.Binding(v)
		return len(b) > 0 && all(b)
	case *ssa.Call:
		if made && !r.ownFunc(&v.Call) {
			*out = append(*out, v)
			return true
		}
		return r.returned(&v.Call, 0, depth, seen, out, made)
	case *ssa.Extract:
		if call, ok := v.Tuple.(*ssa.Call); ok {
			if made && !r.ownFunc(&call.Call) {
				*out = append(*out, v)
				return true
			}
			return r.returned(&call.Call, v.Index, depth, seen, out, made)
		}
	case *ssa.Alloc:
		if made {
			*out = append(*out, v)
			return true
		}
	}
	if u, ok := v.(*ssa.UnOp); ok && made && u.Op == token.MUL {
		if _, global := u.X.(*ssa.Global); global {
			*out = append(*out, v)
			return true
		}
	}
	return false
}

// ownFunc reports whether c calls a function of the package (whose returns
// returned follows).
func (r *Result) ownFunc(c *ssa.CallCommon) bool {
	g := c.StaticCallee()
	return g != nil && g.Pkg == r.Pkg && g.Parent() == nil && len(g.Blocks) > 0
}

// RetryingClient returns the call that made the client v when v may be a
// client that retries by itself: the result of a knowledge entry marked
// Retries (go-retryablehttp's Client.StandardClient, whose *http.Client
// has the retrying client as its transport) or of a function whose fact
// has a RetryingClient item (a platform package's constructor), reached
// through what the
// package stores in its own fields, phis, parameters of functions only the
// package calls, and the results of its constructors (typeflow's rules).
// One such origin among others makes the client one that may retry, as
// one paying implementation makes a call that may pay; nil when none is,
// or when some value that can reach v is out of reach.
func (r *Result) RetryingClient(v ssa.Value) *ssa.Call {
	for _, call := range r.Made(v) {
		if r.retryingCall(call, v.Type()) {
			return call
		}
	}
	return nil
}

// Made returns the calls that made the values v can hold, by typeflow's
// rules (what the package stores in its own fields, phis, parameters of
// functions only the package calls, the results of its constructors): a
// library constructor's or another package's helper's call, whose result
// the value is. Nil when some value that can reach v is out of reach: a
// reader one of whose makers is unknown proves nothing.
func (r *Result) Made(v ssa.Value) []*ssa.Call {
	var vals []ssa.Value
	if v == nil || r.flowIdx == nil || !r.origins(v, 0, make(map[ssa.Value]bool), &vals, true) {
		return nil
	}
	var out []*ssa.Call
	for _, o := range vals {
		if x, ok := o.(*ssa.Extract); ok {
			o = x.Tuple
		}
		if call, ok := o.(*ssa.Call); ok {
			out = append(out, call)
		}
	}
	return out
}

// fieldOrigins returns the origins of what the package stores in fld.
func (r *Result) fieldOrigins(fld *types.Var, depth int, seen map[ssa.Value]bool, out *[]ssa.Value, made bool) bool {
	if fld == nil || !r.closedField(fld) {
		return false
	}
	stores := r.flowIdx.stores[fld]
	if len(stores) == 0 {
		return false
	}
	for _, w := range stores {
		if !r.origins(w, depth+1, seen, out, made) {
			return false
		}
	}
	return true
}

// returned returns the origins of result i of a call to a function of the
// package (a constructor returning the interface).
func (r *Result) returned(c *ssa.CallCommon, i, depth int, seen map[ssa.Value]bool, out *[]ssa.Value, made bool) bool {
	g := c.StaticCallee()
	if g != nil && g.Pkg != r.Pkg {
		// A constructor of another package that returns an interface:
		// its Made fact names the type (made.go).
		if mv := r.madeOrigin(c, g, i); mv != nil {
			*out = append(*out, mv)
			return true
		}
		return false
	}
	if g == nil || g.Parent() != nil || len(g.Blocks) == 0 {
		return false
	}
	found := false
	for _, b := range g.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		if i >= len(ret.Results) || !r.origins(ret.Results[i], depth+1, seen, out, made) {
			return false
		}
		found = true
	}
	return found
}

// targetsOf returns the functions the dynamic call c reaches, or nil when
// it is static, or not every value that can reach it is known.
func (r *Result) targetsOf(c *ssa.CallCommon) []target {
	if !c.IsInvoke() && (c.StaticCallee() != nil || ir.ClosureOf(c.Value) != nil) {
		return nil
	}
	var m *types.Func
	if c.IsInvoke() {
		m = c.Method
	}
	return r.targetsFor(c.Value, m)
}

// targetsFor returns the functions that calling v reaches (calling its
// method m, when v is an interface value), or nil when not every value that
// can reach v is known.
func (r *Result) targetsFor(v ssa.Value, m *types.Func) []target {
	var vals []ssa.Value
	if !r.origins(v, 0, make(map[ssa.Value]bool), &vals, false) || len(vals) == 0 {
		return nil
	}
	return r.originTargets(vals, m, 0)
}

// originTargets returns the functions that calling the origins vals
// reaches (their method m, when they are interface values), or nil when
// one of them is unknown.
func (r *Result) originTargets(vals []ssa.Value, m *types.Func, depth int) []target {
	prog := r.Pkg.Prog
	var out []target
	seen := make(map[target]bool)
	for _, v := range vals {
		var t target
		switch v := v.(type) {
		case *ssa.MakeInterface:
			if m == nil {
				return nil
			}
			sel := prog.MethodSets.MethodSet(v.X.Type()).Lookup(m.Pkg(), m.Name())
			if sel == nil {
				return nil
			}
			if fld := embeddedInterface(sel); fld != nil {
				// Promoted from an interface the type embeds: what the
				// package stores in that field.
				ts := r.embeddedTargets(fld, sel.Obj().(*types.Func), depth)
				if ts == nil {
					return nil
				}
				for _, t := range ts {
					if !seen[t] {
						seen[t] = true
						out = append(out, t)
					}
				}
				continue
			}
			t.fn = prog.MethodValue(sel)
		case *ssa.Function:
			t.fn = v
		case *ssa.MakeClosure:
			t.fn = v.Fn.(*ssa.Function)
		case *madeValue:
			if m == nil {
				return nil
			}
			sel := prog.MethodSets.MethodSet(v.typ).Lookup(m.Pkg(), m.Name())
			if sel == nil {
				return nil
			}
			t.fn = prog.MethodValue(sel)
		}
		if t.fn == nil || (m != nil) != isInterface(v) {
			return nil
		}
		if t.fn.Synthetic != "" && t.fn.Parent() == nil {
			// A wrapper (bound method, method expression, promoted or
			// pointer-receiver method): the method it wraps.
			obj := ir.FuncObject(t.fn)
			if obj == nil {
				return nil
			}
			if strings.HasPrefix(t.fn.Synthetic, "bound method wrapper") {
				t.shift = 1
			}
			t.fn = r.funcValue(obj)
		}
		if t.fn == nil || t.fn.TypeParams().Len() > 0 || len(t.fn.TypeArgs()) > 0 {
			return nil
		}
		if !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	return out
}

// funcValue returns the SSA function of obj, a function or a concrete
// method (nil for an interface method). A method promoted from an embedded
// struct (saga's storage.DB embeds repo.ORepo, and promotes its
// CreateOrder) may be declared in a package this one does not import
// directly, which build did not create: it is created here, from its
// types (its functions have no bodies; what they do is their facts). Only
// run calls it: the program is not written once the Result is shared.
func (r *Result) funcValue(obj *types.Func) *ssa.Function {
	prog := r.Pkg.Prog
	if fn := prog.FuncValue(obj); fn != nil || obj.Pkg() == nil || prog.Package(obj.Pkg()) != nil {
		return fn
	}
	if sig, ok := obj.Type().(*types.Signature); !ok || sig.Recv() != nil && types.IsInterface(sig.Recv().Type()) {
		return nil
	}
	prog.CreatePackage(obj.Pkg(), nil, nil, true)
	return prog.FuncValue(obj)
}

// embeddedInterface returns the embedded field of interface type that the
// method sel selects is promoted from (DB embeds orderRepo, and
// db.CreateOrder is db.orderRepo.CreateOrder), by sel's path of embedded
// fields, or nil when sel selects a concrete method.
func embeddedInterface(sel *types.Selection) *types.Var {
	m, ok := sel.Obj().(*types.Func)
	if !ok {
		return nil
	}
	if sig, ok := m.Type().(*types.Signature); !ok || sig.Recv() == nil || !types.IsInterface(sig.Recv().Type()) {
		return nil
	}
	path := sel.Index()
	t := sel.Recv()
	var fld *types.Var
	for _, i := range path[:len(path)-1] {
		if p, ok := types.Unalias(t).Underlying().(*types.Pointer); ok {
			t = p.Elem()
		}
		st, ok := types.Unalias(t).Underlying().(*types.Struct)
		if !ok || i >= st.NumFields() {
			return nil
		}
		fld = st.Field(i)
		t = fld.Type()
	}
	if fld == nil || !types.IsInterface(fld.Type()) {
		return nil
	}
	return fld
}

// embeddedTargets returns the functions that calling method m of the
// interface field fld reaches, by what the package stores there (the same
// rules as a call through the field: closedField), or nil.
func (r *Result) embeddedTargets(fld *types.Var, m *types.Func, depth int) []target {
	if depth > flowDepth {
		return nil
	}
	var vals []ssa.Value
	if !r.fieldOrigins(fld, 0, make(map[ssa.Value]bool), &vals, false) || len(vals) == 0 {
		return nil
	}
	return r.originTargets(vals, m, depth+1)
}

func isInterface(v ssa.Value) bool {
	switch v.(type) {
	case *ssa.MakeInterface, *madeValue:
		return true
	}
	return false
}

// resolveFlow resolves the package's dynamic calls, and the values it hands
// to other packages (injectAll), and imports the facts of the targets in
// other packages, while the pass runs.
func (r *Result) resolveFlow(pass *analysis.Pass) {
	for _, fn := range r.Funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				switch instr := instr.(type) {
				case ssa.CallInstruction:
					c := instr.Common()
					if ts := r.targetsOf(c); ts != nil {
						r.flow[c] = ts
						r.importTargets(pass, ts)
					}
					r.injectArgs(pass, c)
				case *ssa.Store:
					if fa, ok := instr.Addr.(*ssa.FieldAddr); ok {
						if fld := flowField(fa.X.Type(), fa.Field); fld != nil && fld.Pkg() != nil && fld.Pkg() != r.pkg {
							r.inject(pass, instr.Val, fld.Type())
						}
					}
				}
			}
		}
	}
}

func (r *Result) importTargets(pass *analysis.Pass, ts []target) {
	for _, t := range ts {
		if t.fn.Pkg == r.Pkg {
			continue
		}
		obj := ir.FuncObject(t.fn)
		if _, done := r.imported[obj]; obj == nil || done || r.Base.Lookup(obj) != nil {
			continue
		}
		f := new(Fact)
		if !pass.ImportObjectFact(obj, f) {
			f = nil
		}
		r.imported[obj] = f
	}
}

// Type flow across packages.
//
// A consumer package is analysed before the package that wires it: when it
// is, what its constructor's parameter will hold is unknown. So the
// consumer's analyzers say what they would report if the injected value had
// an effect (ackorder: "the value stored in Consumer.h is called after an
// ack"), as a fact on the constructor that stores the parameter in the field
// (InjectedParams) and on the field when it is exported; the wiring package,
// which sees the concrete value handed to the constructor or stored in the
// field, completes the finding at that call with the summaries of the
// value's methods (InjectedFact).

// injectKey is a value the package hands to another package, and the
// method of it called there ("" when the value is a function).
type injectKey struct {
	v      ssa.Value
	method string
}

// injectArgs resolves the interface and function arguments of a call to a
// function of another package (not the standard library's, not a library
// the knowledge describes).
func (r *Result) injectArgs(pass *analysis.Pass, c *ssa.CallCommon) {
	g := c.StaticCallee()
	if g == nil || g.Pkg == r.Pkg || c.IsInvoke() {
		return
	}
	obj := ir.FuncObject(g)
	if obj == nil || obj.Pkg() == nil || obj.Pkg() == r.pkg || r.Base.Knows(obj.Pkg().Path()) || r.declaredInStd(obj) {
		return
	}
	sig := g.Signature
	off := 0
	if sig.Recv() != nil {
		off = 1
	}
	for i := off; i < len(c.Args) && i-off < sig.Params().Len(); i++ {
		r.inject(pass, c.Args[i], sig.Params().At(i-off).Type())
	}
}

// inject resolves v, handed to another package as a value of type t: each
// method of t when t is an interface declared outside the standard library,
// or v itself when t is a func type.
func (r *Result) inject(pass *analysis.Pass, v ssa.Value, t types.Type) {
	if _, ok := v.(*ssa.Const); ok {
		return
	}
	switch u := types.Unalias(t).Underlying().(type) {
	case *types.Pointer, *types.Struct:
		r.pendConcrete(pass, v, t)
	case *types.Signature:
		if ts := r.targetsFor(v, nil); ts != nil {
			r.injected[injectKey{v, ""}] = ts
			r.importTargets(pass, ts)
		}
	case *types.Interface:
		n, ok := types.Unalias(t).(*types.Named)
		if !ok || n.Obj().Pkg() == nil || u.NumMethods() == 0 || r.declaredInStd(n.Obj()) {
			return
		}
		r.pendConverted(pass, v, u)
		for i := 0; i < u.NumMethods(); i++ {
			m := u.Method(i)
			ts := r.targetsFor(v, m)
			if ts == nil {
				// Every method resolves, or none: the value is unknown
				// here, unless its constructors say what its methods
				// do (built.go).
				var names []string
				for j := 0; j < u.NumMethods(); j++ {
					names = append(names, u.Method(j).Name())
				}
				r.pendingBuilt = append(r.pendingBuilt, pendingBuilt{v: v, trace: v, methods: names})
				return
			}
			r.injected[injectKey{v, m.Name()}] = ts
			r.importTargets(pass, ts)
		}
	}
}

// InjectedFact returns what calling v does, v a value this package hands to
// another package (an argument of a call to one of its functions, or a value
// stored in a field of one of its struct types): the union of the summaries
// of v's method called method, or of v itself when method is "". It returns
// nil when the concrete values are not all known.
func (r *Result) InjectedFact(v ssa.Value, method string) *Fact {
	if f := r.injectedBuilt[injectKey{v, method}]; f != nil {
		return f // the constructors' composition: the methods' facts and their holes
	}
	ts := r.injected[injectKey{v, method}]
	if ts == nil {
		return nil
	}
	return r.flowFact(nil, ts)
}

// InjectedTargets returns the functions that calling v reaches (its method
// called method, or v itself when method is ""), v a value this package
// hands to another package, or nil when they are not all known.
func (r *Result) InjectedTargets(v ssa.Value, method string) []*ssa.Function {
	return targetFuncs(r.injected[injectKey{v, method}])
}

// InjectedField returns the field of a struct type of this package that the
// unresolved dynamic call c calls through (c.h.Handle(…), c.send(…)), or
// nil: the call is static, resolved, or not through such a field.
func (r *Result) InjectedField(c *ssa.CallCommon) *types.Var {
	if r.flow[c] != nil || !c.IsInvoke() && (c.StaticCallee() != nil || ir.ClosureOf(c.Value) != nil) {
		return nil
	}
	if fld := loadedFrom(c.Value); fld != nil && fld.Pkg() == r.pkg {
		return fld
	}
	return nil
}

// loadedFrom returns the field v is loaded from (s.f, through a pointer or
// not), or nil.
func loadedFrom(v ssa.Value) *types.Var {
	switch v := v.(type) {
	case *ssa.UnOp:
		if fa, ok := v.X.(*ssa.FieldAddr); ok && v.Op == token.MUL {
			return flowField(fa.X.Type(), fa.Field)
		}
	case *ssa.Field:
		return flowField(v.X.Type(), v.Field)
	}
	return nil
}

// LoadedField returns the field of a struct type of this package that v is
// loaded from (s.svc, through a pointer or not, converted to an interface
// or not), when no other package can write it and its address never
// escapes, or nil.
func (r *Result) LoadedField(v ssa.Value) *types.Var {
	fld := loadedFrom(ir.Strip(v))
	if fld == nil || r.flowIdx == nil || !r.closedField(fld) {
		return nil
	}
	return fld
}

// InjectedParams returns the functions of this package that store one of
// their parameters in fld (constructors), each with the receiver-first
// position of that parameter, in source order.
func (r *Result) InjectedParams(fld *types.Var) []FuncParam {
	var out []FuncParam
	for _, v := range r.flowIdx.stores[fld] {
		p, ok := ir.Strip(v).(*ssa.Parameter)
		if !ok || p.Parent().Parent() != nil || ir.FuncObject(p.Parent()) == nil {
			continue
		}
		out = append(out, FuncParam{Func: p.Parent(), Param: paramIndex(p.Parent(), p)})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Func.Pos() < out[j].Func.Pos() })
	return out
}

// FuncParam is a parameter of a function, in receiver-first position.
type FuncParam struct {
	Func  *ssa.Function
	Param int
}

// flowEntry returns the knowledge entry every target of a resolved call
// has, when they all have the same one: the call is the library's call.
func (r *Result) flowEntry(ts []target) (*knowledge.Func, *types.Func) {
	var e *knowledge.Func
	var obj *types.Func
	for _, t := range ts {
		o := ir.FuncObject(t.fn)
		x := r.Base.Lookup(o)
		if x == nil || t.shift != 0 || e != nil && x != e {
			return nil, nil
		}
		e, obj = x, o
	}
	return e, obj
}

// flowInherits reports whether the targets of c are library methods whose
// entries agree with the role c inherits through its interface: the
// inherited role says the same, and names the interface as code reads it.
func (r *Result) flowInherits(c *ssa.CallCommon, ts []target) bool {
	inh := r.inherited[c]
	if inh == nil {
		return false
	}
	e, _ := r.flowEntry(ts)
	return e != nil && entryShape(e) == entryShape(inh.entry)
}

// flowFact returns the union of the summaries of the targets of c, each
// item's chain starting at the target it comes from.
func (r *Result) flowFact(c *ssa.CallCommon, ts []target) *Fact {
	if e, obj := r.flowEntry(ts); e != nil && c != nil {
		return r.refine(c, e, obj)
	}
	u := new(Fact)
	for _, t := range ts {
		name := "func literal"
		var f *Fact
		obj := ir.FuncObject(t.fn)
		if obj != nil {
			name = flowName(obj)
		}
		switch lf, local := r.local[t.fn]; {
		case local:
			f = lf
		case obj == nil:
		case r.Base.Lookup(obj) != nil:
			f = r.entryFact(r.Base.Lookup(obj), name)
		case r.declared[obj] != nil && r.declared[obj].replace:
			f = r.declared[obj].fact
		default:
			f = r.imported[obj]
		}
		if f == nil {
			continue
		}
		for _, it := range f.Items {
			if it.Param >= 0 {
				it.Param -= t.shift
				if it.Param < 0 && it.Role != knowledge.Effect && it.Role != knowledge.Delta {
					continue // a role on the bound receiver
				}
			}
			if len(it.Via) == 0 || it.Via[0] != name {
				it.Via = append([]string{name}, it.Via...)
			}
			u.add(it)
		}
	}
	u.normalize()
	return u
}

// Resolved returns the functions a call through a field, a func-typed
// field or a parameter reaches by the package's type flow, or nil when the
// call is static or stays unresolved.
func (r *Result) Resolved(c *ssa.CallCommon) []*ssa.Function {
	return targetFuncs(r.flow[c])
}

func targetFuncs(ts []target) []*ssa.Function {
	if ts == nil {
		return nil
	}
	out := make([]*ssa.Function, len(ts))
	for i, t := range ts {
		out[i] = t.fn
	}
	return out
}

// flowName renders a resolved target as Describe does, its receiver named
// even when unexported: "billing.ledger.Handle" says which implementation.
func flowName(fn *types.Func) string {
	if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil && fn.Pkg() != nil {
		t := sig.Recv().Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := types.Unalias(t).(*types.Named); ok {
			return fn.Pkg().Name() + "." + n.Obj().Name() + "." + fn.Name()
		}
	}
	return Describe(fn)
}
