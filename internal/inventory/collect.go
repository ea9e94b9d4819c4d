package inventory

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"runtime/debug"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/entrypoint"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/sqltext"
	"github.com/idemlint/idemlint/internal/summary"
)

// Name is the inventory analyzer's name. It reports nothing: the driver
// reads its Result.
const Name = "idemlintinventory"

// New returns the inventory analyzer built on sum, the suite's summary
// analyzer: the same pass, the same scope, the same resolution.
func New(sum *analysis.Analyzer) *analysis.Analyzer {
	a := &analysis.Analyzer{
		Name:       Name,
		Doc:        "list every entry point, the effects it reaches and their protection (idemlint inventory; reports nothing)",
		URL:        "https://github.com/idemlint/idemlint/blob/main/docs/inventory.md",
		Requires:   []*analysis.Analyzer{sum},
		ResultType: reflect.TypeFor[*Package](),
	}
	a.Run = func(pass *analysis.Pass) (res any, err error) {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("idemlint: internal error in %s on package %s: %v\n%s", Name, pass.Pkg.Path(), r, debug.Stack())
			}
		}()
		s, _ := pass.ResultOf[sum].(*summary.Result)
		out := new(Package)
		if s == nil || !s.Relevant {
			return out, nil
		}
		c := &collector{pass: pass, sum: s, eps: make(map[*ssa.Function]*EntryPoint)}
		c.discover()
		slices.SortStableFunc(c.order, func(a, b *ssa.Function) int { return cmp.Compare(a.Pos(), b.Pos()) })
		for _, fn := range c.order {
			ep := c.eps[fn]
			lib := ep.Kind == KindExported
			if lib && c.acks(fn) {
				// It acknowledges messages: a pull loop (jetstream's Fetch)
				// or a delivery's handler whose loop is elsewhere.
				ep.Kind = KindConsumer
			}
			ep.Effects = c.effects(fn, ep.Kind)
			if lib && len(ep.Effects) == 0 {
				continue // a library function that changes nothing
			}
			out.EntryPoints = append(out.EntryPoints, *ep)
		}
		out.Calls = c.callsOut()
		out.Registrars = registrars(c.order, c.eps)
		out.Funcs = c.funcs()
		out.Wires = c.wires()
		out.Registered = c.elsewhere
		return out, nil
	}
	return a
}

type collector struct {
	called    map[*ssa.Function]bool
	loops     map[*ssa.Function]string // receive loops the package calls, their route
	elsewhere []Registered
	pass      *analysis.Pass
	sum       *summary.Result
	eps       map[*ssa.Function]*EntryPoint
	order     []*ssa.Function
}

func (c *collector) posn(p token.Pos) token.Position { return c.pass.Fset.Position(p) }

// add records fn as an entry point of kind, with route if any; a second
// registration adds its route. It returns the entry point, or nil for a
// function of a test file or of another package.
func (c *collector) add(fn *ssa.Function, kind, route string) *EntryPoint {
	if fn == nil || fn.Pkg != c.sum.Pkg || strings.HasSuffix(c.posn(fn.Pos()).Filename, "_test.go") {
		return nil
	}
	if ep := c.eps[fn]; ep != nil {
		if ep.Kind == KindExported || ep.Kind == KindHTTP && ep.Route == "" && kind == KindHTTP {
			ep.Kind, ep.Route = kind, route
		} else if route != "" && !slices.Contains(strings.Split(ep.Route, ", "), route) {
			ep.Route = strings.TrimPrefix(ep.Route+", "+route, ", ")
		}
		return ep
	}
	end := fn.Pos()
	if syn := fn.Syntax(); syn != nil {
		end = syn.End()
	}
	c.eps[fn] = &EntryPoint{Kind: kind, Name: funcName(fn), Route: route, Package: c.sum.Pkg.Pkg.Path(),
		Pos: c.posn(fn.Pos()), End: c.posn(end)}
	c.order = append(c.order, fn)
	return c.eps[fn]
}

// discover finds the package's entry points, in source order of their
// registration or declaration.
func (c *collector) discover() {
	routes := entrypoint.Routes(c.sum)
	called := c.calledInPackage()
	c.called = called
	for _, fn := range c.sum.Funcs {
		for _, call := range ir.Calls(fn) {
			c.registration(fn, call.Common())
		}
	}
	for _, fn := range c.sum.Funcs {
		if rs, ok := routes[fn]; ok {
			var names []string
			for _, r := range rs {
				names = append(names, r.String())
			}
			c.add(fn, KindHTTP, strings.Join(methodsOnly(names), ", "))
		}
	}
	for _, fn := range c.sum.Funcs {
		if fn.Parent() != nil || fn.Synthetic != "" {
			continue
		}
		switch {
		case entrypoint.Handler(fn) != nil && !called[fn]:
			c.add(fn, KindHTTP, "") // a helper of the handler's shape is no handler
		case c.serviceMethod(fn) != "":
			c.add(fn, c.serviceKind(fn), c.serviceMethod(fn))
		case fn.Name() == "main" && fn.Signature.Recv() == nil && c.sum.Pkg.Pkg.Name() == "main":
			c.add(fn, KindMain, "")
		case exported(fn) && !called[fn] && !c.generated(fn):
			if route, ok := c.viaLoop(fn, 0); ok {
				c.add(fn, KindConsumer, route) // it runs a receive loop of the package
				continue
			}
			if ep := c.add(fn, KindExported, ""); ep != nil {
				ep.Object = ir.FuncObject(fn).FullName()
			}
		}
	}
}

// registration records the entry points a call registers: an HTTP
// route's handler is found by entrypoint.Routes; here a tool, a consumer's
// callback, a receive loop, an activity, a job.
func (c *collector) registration(fn *ssa.Function, cc *ssa.CallCommon) {
	e := c.sum.Entry(cc)
	callee := ir.Callee(cc)
	switch {
	case e.Has(knowledge.Tool) && e.Callback != "":
		name := c.firstConst(fn, ir.EntryArg(cc, e, e.Schema), 0)
		for _, h := range entrypoint.Funcs(c.sum, fn, ir.EntryArg(cc, e, e.Callback), "") {
			c.add(h, KindTool, name)
		}
	case e.Has(knowledge.Consume) && e.Callback != "":
		for _, h := range entrypoint.Funcs(c.sum, fn, ir.EntryArg(cc, e, e.Callback), "") {
			c.add(h, KindConsumer, c.constArg(fn, cc))
		}
	case e.Has(knowledge.Consume):
		if c.called[fn] {
			// A receive loop the package's functions run with their own
			// handlers (consume(ctx, r, c.apply)): they are the consumers.
			if c.loops == nil {
				c.loops = make(map[*ssa.Function]string)
			}
			c.loops[fn] = c.constArg(fn, cc)
			return
		}
		c.add(fn, KindConsumer, c.constArg(fn, cc)) // a receive loop
	case e.Has(knowledge.Retry) && e.Activity:
		for _, h := range c.activities(fn, ir.EntryArg(cc, e, e.Callback)) {
			if h.Pkg == c.sum.Pkg {
				c.add(h, KindActivity, "")
			} else if obj := ir.FuncObject(h); obj != nil {
				c.elsewhere = append(c.elsewhere, Registered{Object: obj.FullName(), Kind: KindActivity, By: funcName(ir.Enclosing(fn))})
			}
		}
	case callee != nil && (callee.FullName() == "time.NewTicker" || callee.FullName() == "time.Tick"):
		c.add(fn, KindJob, "ticker")
	case callee != nil && slices.Contains(cronAdds, callee.FullName()):
		for _, h := range entrypoint.Funcs(c.sum, fn, ir.Arg(cc, 2), "Run") {
			c.add(h, KindJob, c.firstConst(fn, ir.Arg(cc, 1), 0))
		}
	}
}

// activities returns the activities a registration's value v denotes: a
// function, or every exported method of a struct registered whole
// (RegisterActivity(&Activities{…})), in this package or another.
func (c *collector) activities(fn *ssa.Function, v ssa.Value) []*ssa.Function {
	if fs := entrypoint.AnyFuncs(c.sum, fn, v, ""); len(fs) > 0 || v == nil {
		return fs
	}
	if _, isFunc := v.Type().Underlying().(*types.Signature); isFunc {
		return nil
	}
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	if namedOf(v.Type()) == nil {
		return nil
	}
	var out []*ssa.Function
	prog := c.sum.Pkg.Prog
	ms := prog.MethodSets.MethodSet(v.Type())
	for i := 0; i < ms.Len(); i++ {
		if m, ok := ms.At(i).Obj().(*types.Func); ok && m.Exported() {
			if f := prog.FuncValue(m); f != nil {
				out = append(out, f) // the declared method, not a wrapper
			}
		}
	}
	return out
}

// viaLoop reports whether fn runs, directly or through the package's
// functions, a receive loop the package calls (loops), and its route.
func (c *collector) viaLoop(fn *ssa.Function, depth int) (string, bool) {
	if depth > 3 || len(c.loops) == 0 {
		return "", false
	}
	for _, call := range c.callsIn(fn) {
		g := call.Common().StaticCallee()
		if g == nil || g.Pkg != c.sum.Pkg {
			continue
		}
		if route, ok := c.loops[g]; ok {
			return route, true
		}
		if route, ok := c.viaLoop(g, depth+1); ok {
			return route, true
		}
	}
	return "", false
}

// methodsOnly drops "any method P" when a route of a method names the same
// path P (gorilla's HandleFunc(…).Methods("POST") is one route).
func methodsOnly(names []string) []string {
	var out []string
	for _, n := range names {
		if p, ok := strings.CutPrefix(n, "any method "); ok && slices.ContainsFunc(names, func(m string) bool {
			return m != n && strings.HasSuffix(m, " "+p)
		}) {
			continue
		}
		out = append(out, n)
	}
	return out
}

// cronAdds are robfig/cron's registrations: (c, spec, cmd).
var cronAdds = []string{
	"(*github.com/robfig/cron/v3.Cron).AddFunc",
	"(*github.com/robfig/cron/v3.Cron).AddJob",
}

// constArg returns the first constant string argument of a call (a topic,
// a subject, a queue), or "".
func (c *collector) constArg(fn *ssa.Function, cc *ssa.CallCommon) string {
	for i := 0; i < ir.NumArgs(cc); i++ {
		if s := c.firstConst(fn, ir.Arg(cc, i), 0); s != "" {
			return s
		}
	}
	return ""
}

// firstConst returns the first string constant v is or is built from
// (a tool's name in mcp.NewTool("charge", …)), or "".
func (c *collector) firstConst(fn *ssa.Function, v ssa.Value, depth int) string {
	if v == nil || depth > 2 {
		return ""
	}
	if s, ok := keytext.ConstString(v); ok {
		return s
	}
	if call, ok := v.(*ssa.Call); ok {
		for _, a := range call.Call.Args {
			if s := c.firstConst(fn, a, depth+1); s != "" {
				return s
			}
		}
	}
	return ""
}

// generated reports whether fn is declared in a generated file (sqlc's
// queries): generated code is called, not an entry point of its own.
func (c *collector) generated(fn *ssa.Function) bool {
	for _, f := range c.pass.Files {
		if f.FileStart <= fn.Pos() && fn.Pos() < f.FileEnd {
			return ast.IsGenerated(f)
		}
	}
	return false
}

// callsOut returns the FullNames of the functions of other packages the
// package calls statically, sorted.
func (c *collector) callsOut() []string {
	var out []string
	for _, fn := range c.sum.Funcs {
		for _, call := range ir.Calls(fn) {
			if f := ir.Callee(call.Common()); f != nil && f.Pkg() != nil && f.Pkg() != c.pass.Pkg && !call.Common().IsInvoke() {
				out = append(out, f.FullName())
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// calledInPackage returns the functions some code of the package calls
// statically.
func (c *collector) calledInPackage() map[*ssa.Function]bool {
	out := make(map[*ssa.Function]bool)
	for _, fn := range c.sum.Funcs {
		for _, call := range ir.Calls(fn) {
			if f := call.Common().StaticCallee(); f != nil {
				out[f] = true
				if o := f.Origin(); o != nil {
					out[o] = true
				}
			}
		}
	}
	return out
}

// exported reports whether fn is an exported function, or an exported
// method of an exported type.
func exported(fn *ssa.Function) bool {
	obj := ir.FuncObject(fn)
	if obj == nil || !obj.Exported() {
		return false
	}
	recv := fn.Signature.Recv()
	if recv == nil {
		return true
	}
	n := namedOf(recv.Type())
	return n != nil && n.Obj().Exported()
}

func namedOf(t types.Type) *types.Named {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, _ := types.Unalias(t).(*types.Named)
	return n
}

// Services are the generated service interfaces a method implements:
// gRPC's (protoc-gen-go-grpc's …Server), connect's (…Handler), and
// sarama's consumer group handler, by the package that declares them.
var services = []struct {
	kind string
	// pkg is the package that declares the interface (sarama's), or the
	// one the declaring package imports (generated code imports grpc).
	pkg    string
	direct bool
}{
	{KindGRPC, "google.golang.org/grpc", false},
	{KindGRPC, "connectrpc.com/connect", false},
	{KindGRPC, "github.com/bufbuild/connect-go", false},
	{KindConsumer, "github.com/IBM/sarama", true},
	{KindConsumer, "github.com/Shopify/sarama", true},
}

// serviceMethod returns, for a method whose receiver implements an
// interface of services that has the method, the interface's name; "".
func (c *collector) serviceMethod(fn *ssa.Function) string {
	_, name := c.service(fn)
	return name
}

func (c *collector) serviceKind(fn *ssa.Function) string {
	kind, _ := c.service(fn)
	return kind
}

func (c *collector) service(fn *ssa.Function) (kind, name string) {
	recv := fn.Signature.Recv()
	if recv == nil || !token.IsExported(fn.Name()) {
		return "", ""
	}
	for _, imp := range c.sum.Pkg.Pkg.Imports() {
		for _, s := range services {
			if s.direct && imp.Path() != s.pkg || !s.direct && !slices.ContainsFunc(imp.Imports(), func(p *types.Package) bool { return p.Path() == s.pkg }) {
				continue
			}
			scope := imp.Scope()
			for _, n := range scope.Names() {
				tn, ok := scope.Lookup(n).(*types.TypeName)
				if !ok || !tn.Exported() {
					continue
				}
				it, ok := tn.Type().Underlying().(*types.Interface)
				if !ok || it.NumMethods() == 0 {
					continue
				}
				has := false
				for i := 0; i < it.NumMethods(); i++ {
					has = has || it.Method(i).Name() == fn.Name()
				}
				if has && s.direct && !takes(fn, imp, "ConsumerGroupClaim") {
					continue // Setup, Cleanup: the session's hooks, not the messages'
				}
				if has && types.Implements(recv.Type(), it) {
					return s.kind, imp.Name() + "." + n
				}
			}
		}
	}
	return "", ""
}

// funcName names fn: pkg.Func, pkg.Type.Method, pkg.Func$1 for a literal.
func funcName(fn *ssa.Function) string {
	pkg := ""
	if fn.Pkg != nil {
		pkg = fn.Pkg.Pkg.Name() + "."
	}
	if parent := fn.Parent(); parent != nil {
		return funcName(parent) + "$" + strings.TrimPrefix(fn.Name(), parent.Name()+"$")
	}
	if recv := fn.Signature.Recv(); recv != nil {
		if n := namedOf(recv.Type()); n != nil {
			return pkg + n.Obj().Name() + "." + fn.Name()
		}
	}
	return pkg + fn.Name()
}

// callsIn returns the calls of fn and of the literals nested in it,
// except those of a literal that is an entry point of its own (a tool's
// handler, a route's): its effects are its own, not its registrar's.
func (c *collector) callsIn(fn *ssa.Function) []ssa.CallInstruction {
	out := ir.Calls(fn)
	for _, anon := range fn.AnonFuncs {
		if c.eps[anon] == nil {
			out = append(out, c.callsIn(anon)...)
		}
	}
	return out
}

// acks reports whether fn, or a literal of it, acknowledges a message.
func (c *collector) acks(fn *ssa.Function) bool {
	return slices.ContainsFunc(c.callsIn(fn), func(call ssa.CallInstruction) bool {
		return c.sum.Call(call.Common()).Has(knowledge.Ack)
	})
}

// literals returns the literals nested in fn that are no entry points of
// their own.
func (c *collector) literals(fn *ssa.Function) []*ssa.Function {
	var out []*ssa.Function
	for _, anon := range fn.AnonFuncs {
		if c.eps[anon] == nil {
			out = append(out, anon)
			out = append(out, c.literals(anon)...)
		}
	}
	return out
}

// maxDepth bounds the chain followed through the package's own functions.
const maxDepth = 8

// walker follows one entry point's calls.
type walker struct {
	// bind holds, for a parameter of a function the walk entered by a
	// static call, the argument it was handed and the function that
	// handed it.
	bind map[*ssa.Parameter]binding
	c    *collector
	kind string // the entry point's
	seen map[*ssa.Function]bool
	out  []Effect
}

// effects returns the effects fn reaches: through the package's own
// functions by their SSA (each call's position), beyond them by the
// summary's facts (the chain's names).
func (c *collector) effects(fn *ssa.Function, kind string) []Effect {
	w := &walker{c: c, kind: kind, seen: make(map[*ssa.Function]bool), bind: make(map[*ssa.Parameter]binding)}
	w.walk(fn, nil, nil, nil)
	return w.out
}

func (w *walker) walk(fn *ssa.Function, chain []string, sites []token.Position, path []step) {
	if w.seen[fn] || len(chain) > maxDepth {
		return
	}
	w.seen[fn] = true
	sum := w.c.sum
	for _, call := range w.c.callsIn(fn) {
		cc := call.Common()
		res := sum.Resolve(cc)
		site := w.c.posn(call.Pos())
		if !site.IsValid() {
			site = w.c.posn(fn.Pos())
		}
		name := callName(sum, cc)
		here := append(slices.Clip(chain), name)
		at := append(slices.Clip(sites), site)
		steps := append(slices.Clip(path), step{fn, call})
		if res.Verdict != summary.Known && res.Verdict != summary.Pure {
			if callee := cc.StaticCallee(); callee != nil && callee.Pkg == sum.Pkg && len(callee.Blocks) > 0 {
				walked, n := w.seen[callee], len(w.out)
				w.bindArgs(fn, callee, cc)
				w.walk(callee, here, at, steps)
				// An effect the callee's body leaves to its arguments (an
				// HTTP request's method, a helper's do(req)) is the call's.
				if walked || len(w.out) > n || res.Fact == nil || !res.Fact.Has(knowledge.Effect) {
					continue
				}
			} else if ts := w.bound(cc); len(ts) > 0 {
				// A func parameter the caller on this path bound: only what
				// it was handed, not every function the package hands it.
				for _, t := range ts {
					w.walk(t, append(slices.Clip(chain), funcName(t)), at, steps)
				}
				continue
			} else if ts := sum.Resolved(cc); len(ts) > 0 && !slices.ContainsFunc(ts, func(t *ssa.Function) bool { return t.Pkg != sum.Pkg }) {
				for _, t := range ts {
					w.walk(t, append(slices.Clip(chain), funcName(t)), at, steps)
				}
				continue
			}
		}
		switch res.Verdict {
		case summary.Known, summary.Resolved:
			var prot *Protection
			for _, it := range res.Fact.All(knowledge.Effect) {
				if prot == nil {
					prot = w.protect(steps)
				}
				through := ""
				if callee := ir.Callee(cc); callee != nil && callee.Pkg() != nil && callee.Pkg() != sum.Pkg.Pkg && res.Verdict == summary.Resolved {
					through = callee.FullName()
				}
				w.emit(Effect{
					Through: through,
					Kind:    it.Effect.String(),
					Target:  target(sum, cc, res, it),
					Callee:  libraryCall(name, it),
					At:      site,
					Chain:   appendVia(here, it.Via),
					Sites:   at, Protection: prot,
				})
			}
		case summary.Injected, summary.Unresolved:
			kind := KindUnresolved
			if res.Verdict == summary.Injected {
				kind = KindInjected
			}
			w.emit(Effect{Kind: kind, Callee: res.Dynamic, At: site, Chain: here, Sites: at,
				Protection: open(w.protect(steps)), Hole: w.hole(cc, res, steps)})
		}
	}
}

// open is the protection of a call nothing resolves: what the path says
// of the ack and the retry around it, and a key or a claim before it; what
// the callee does about a key or a claim is unknown.
func open(p *Protection) *Protection {
	inside := Answer{Answer: Unknown, Detail: "the callee is not known"}
	if p.Key.Answer != Yes {
		p.Key = inside
	}
	if p.Claim.Answer != Yes {
		p.Claim = inside
	}
	return p
}

type binding struct {
	fn *ssa.Function
	v  ssa.Value
}

// bindArgs binds the parameters of callee, entered by the static call cc
// in fn, to the arguments of the call.
func (w *walker) bindArgs(fn, callee *ssa.Function, cc *ssa.CallCommon) {
	for i, p := range callee.Params {
		if i < len(cc.Args) {
			w.bind[p] = binding{fn, cc.Args[i]}
		}
	}
}

// bound returns the functions of the package a call of a func parameter
// reaches when the walk bound the parameter to what its caller handed
// (consume(ctx, r, c.apply) calls apply, not every handler the package
// hands consume); nil when it is no such call.
func (w *walker) bound(cc *ssa.CallCommon) []*ssa.Function {
	p, ok := cc.Value.(*ssa.Parameter)
	if !ok || cc.IsInvoke() {
		return nil
	}
	b, ok := w.bind[p]
	if !ok {
		return nil
	}
	fs := entrypoint.AnyFuncs(w.c.sum, b.fn, b.v, "")
	if slices.ContainsFunc(fs, func(f *ssa.Function) bool { return f.Pkg != w.c.sum.Pkg || len(f.Blocks) == 0 }) {
		return nil
	}
	return fs
}

// emit adds e unless the same effect at the same call is there.
func (w *walker) emit(e Effect) {
	for _, x := range w.out {
		if x.Kind == e.Kind && x.Callee == e.Callee && x.At == e.At {
			return
		}
	}
	w.out = append(w.out, e)
}

// callName names the callee of a call as the summary does.
func callName(sum *summary.Result, cc *ssa.CallCommon) string {
	if callee := ir.Callee(cc); callee != nil {
		return sum.CallName(cc, callee)
	}
	return summary.DynamicName(cc)
}

// appendVia appends the summary's chain beyond the call, without repeating
// the call's own name.
func appendVia(chain, via []string) []string {
	out := slices.Clone(chain)
	for _, v := range via {
		if len(out) > 0 && out[len(out)-1] == v {
			continue
		}
		if first, _, ok := strings.Cut(v, " "); ok && !strings.Contains(first, ".") {
			continue // "a loop", not a call
		}
		out = append(out, v)
	}
	return out
}

// libraryCall names the call that performs the effect: the end of the
// summary's chain, or the call itself.
func libraryCall(name string, it summary.Item) string {
	for i := len(it.Via) - 1; i >= 0; i-- {
		if first, _, ok := strings.Cut(it.Via[i], " "); !ok || strings.Contains(first, ".") {
			return it.Via[i]
		}
	}
	return name
}

// target says what an effect changes when the code says it: the verb and
// table of a SQL statement, the method of an HTTP call.
func target(sum *summary.Result, cc *ssa.CallCommon, res summary.Resolution, it summary.Item) string {
	if e := res.Entry; e != nil && e.Has(knowledge.SQL) && e.Query != "" {
		if text, ok := keytext.Text(ir.EntryArg(cc, e, e.Query)); ok {
			st := sqltext.Parse(text)
			if t := st.QualifiedTable(); t != "" {
				return strings.ToLower(st.Kind.String()) + " " + t
			}
		}
	}
	if e := res.Entry; e != nil && it.Effect == knowledge.KindHTTP {
		return httpTarget(sum, cc, e)
	}
	if e := res.Entry; e != nil && it.Effect == knowledge.KindPublish {
		for i := 0; i < ir.NumArgs(cc); i++ {
			if s, ok := keytext.ConstString(ir.Arg(cc, i)); ok && s != "" {
				return s // a subject, a topic, a queue named at the call
			}
		}
	}
	if it.Table != "" {
		return it.Table
	}
	if it.Verb != "" {
		return it.Verb
	}
	return ""
}

// For returns the inventory analyzer built on the summary analyzer that
// the suite's analyzers require (found by its result type).
func For(suite []*analysis.Analyzer) (*analysis.Analyzer, error) {
	want := reflect.TypeFor[*summary.Result]()
	for _, a := range suite {
		for _, req := range a.Requires {
			if req.ResultType == want {
				return New(req), nil
			}
		}
	}
	return nil, fmt.Errorf("internal error: no analyzer of the suite requires the summary")
}

// takes reports whether fn has a parameter of the type pkg declares as name.
func takes(fn *ssa.Function, pkg *types.Package, name string) bool {
	tn, ok := pkg.Scope().Lookup(name).(*types.TypeName)
	if !ok {
		return false
	}
	params := fn.Signature.Params()
	for i := 0; i < params.Len(); i++ {
		if types.Identical(params.At(i).Type(), tn.Type()) {
			return true
		}
	}
	return false
}

// registrars returns the top-level functions some of whose literals are
// entry points, with the callees of those literals' effects.
func registrars(order []*ssa.Function, byFn map[*ssa.Function]*EntryPoint) []Registrar {
	var out []Registrar
	for _, fn := range order {
		if fn.Parent() == nil {
			continue
		}
		top := fn
		for top.Parent() != nil {
			top = top.Parent()
		}
		obj := ir.FuncObject(top)
		if obj == nil {
			continue
		}
		name := obj.FullName()
		i := slices.IndexFunc(out, func(r Registrar) bool { return r.Object == name })
		if i < 0 {
			out = append(out, Registrar{Object: name})
			i = len(out) - 1
		}
		for _, e := range byFn[fn].Effects {
			if !slices.Contains(out[i].Callees, e.Callee) {
				out[i].Callees = append(out[i].Callees, e.Callee)
			}
		}
	}
	return out
}

// funcs returns the lines of the package's exported functions and methods,
// those another package can call.
func (c *collector) funcs() []Func {
	var out []Func
	for _, fn := range c.sum.Funcs {
		obj := ir.FuncObject(fn)
		syn := fn.Syntax()
		if fn.Parent() != nil || obj == nil || !obj.Exported() || syn == nil {
			continue
		}
		out = append(out, Func{Object: obj.FullName(), Start: c.posn(syn.Pos()), End: c.posn(syn.End())})
	}
	return out
}

// httpTarget names an HTTP call's method and where it goes, as far as the
// code says: "POST push.example.com/send", "POST …/payouts". The URL is the
// url argument of the call (http.Post) or of the request it sends (the
// knowledge's HTTPRequest constructors, traced from Client.Do's request).
func httpTarget(sum *summary.Result, cc *ssa.CallCommon, e *knowledge.Func) string {
	var verb string
	var url ssa.Value
	switch {
	case e.Has(knowledge.HTTPSend) && e.Msg != "":
		req := ir.EntryArg(cc, e, e.Msg)
		verb = sum.HTTPVerb(req)
		for _, root := range sum.RootsUpTo(nil, req) {
			if c, ok := root.(*ssa.Call); ok {
				if re := sum.Entry(&c.Call); re.Has(knowledge.HTTPRequest) && re.HasParam("url") {
					url = ir.EntryArg(&c.Call, re, "url")
				}
			}
		}
	case e.HasParam("url"):
		url = ir.EntryArg(cc, e, "url")
	}
	where := ""
	if text, ok := keytext.Text(url); ok {
		where = strings.ReplaceAll(text, sqltext.Hole, "…")
		where = strings.TrimPrefix(strings.TrimPrefix(where, "https://"), "http://")
	}
	return strings.TrimSpace(verb + " " + where)
}
