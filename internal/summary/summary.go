// Package summary is idemlint's interprocedural layer: a fact-only analyzer
// that builds SSA once per package and summarizes what every function does
// (performs effects, acks messages, checks or claims keys, returns
// nondeterministic values, retries its callback, forwards a parameter into a
// key sink), exporting each summary as a fact so that a user's wrappers are
// understood in every package that calls them.
//
// Every idemlint analyzer requires the same summary analyzer and reads the
// package's SSA and summaries from its Result.
package summary

import (
	"fmt"
	"go/ast"
	"go/build"
	"go/token"
	"go/types"
	"path/filepath"
	"reflect"
	"runtime/debug"
	"slices"
	"sort"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/dedupstore"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/sqlsource"
	"github.com/idemlint/idemlint/internal/sqltext"
)

// Relevant is a package fact: the package (or one it imports) holds a
// function with a non-empty summary, so its importers must be analysed.
type Relevant struct{}

// AFact marks Relevant as an analysis fact.
func (*Relevant) AFact()         {}
func (*Relevant) String() string { return "relevant" }

// Options sets the scope of the summaries.
type Options struct {
	// All summarizes every package: the standard library, versioned
	// dependencies and the libraries the knowledge describes too. The
	// crash-free sweep uses it; users need it only to measure.
	All bool
	// Include lists module path prefixes of versioned dependencies to
	// summarize as first-party code (a team's shared wrapper modules).
	Include []string
	// Named reports whether the driver was asked to analyse the package
	// with this path (it matched the command-line patterns, or go vet
	// vets it): such a package is summarized whatever module it belongs
	// to, the standard library included. All and Include only widen the
	// scope to packages not named. Nil names none.
	Named func(pkgPath string) bool
	// Analyzers are the names an //idemlint:ignore directive may name; a
	// directive naming another fails the package. Nil accepts any name:
	// an analyzer run on its own (the default summary) cannot know the
	// suite it belongs to.
	Analyzers []string
	// Dedup names the dedup stores (the suite's dedup-words; the zero
	// value is the default list): an INSERT … ON CONFLICT DO NOTHING into
	// one of them is a guard, into any other table a convergent record.
	Dedup dedupstore.Words
}

func (o Options) named(pkgPath string) bool { return o.Named != nil && o.Named(pkgPath) }

// NewWithOptions returns a summary analyzer over the knowledge base kb,
// with the scope opts. A run must use exactly one summary analyzer: every
// idemlint analyzer of a suite is built on the same one.
func NewWithOptions(kb *knowledge.Base, opts Options) *analysis.Analyzer {
	a := &analysis.Analyzer{
		Name:       "idemlintsummary",
		Doc:        "summarize what each function does for idemlint's analyzers (facts only; reports nothing)",
		URL:        "https://github.com/idemlint/idemlint/blob/main/docs/configuration.md",
		FactTypes:  []analysis.Fact{new(Fact), new(Relevant), new(Inherited), new(Made), new(Built)},
		ResultType: reflect.TypeFor[*Result](),
	}
	RegisterFacts(a.FactTypes...)
	a.Run = func(pass *analysis.Pass) (res any, err error) {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("idemlint: internal error in %s on package %s: %v\n%s", a.Name, pass.Pkg.Path(), r, debug.Stack())
			}
		}()
		return run(pass, kb, opts)
	}
	return a
}

// Analyzer is the summary analyzer over the built-in knowledge.
var Analyzer = NewWithOptions(knowledge.Default, Options{})

// Result is what the summary analyzer hands to the analyzers that require it.
type Result struct {
	dedup dedupstore.Words // Options.Dedup
	// Base is the knowledge the summaries were built from.
	Base *knowledge.Base
	// Relevant is false when the package imports nothing idemlint knows,
	// directly or through a summarized wrapper: analyzers return at once,
	// and Pkg and Funcs are nil.
	Relevant bool
	// Pkg is the package's SSA, built once for every analyzer.
	Pkg *ssa.Package
	// Funcs are the package's source functions, literals included, in
	// source order.
	Funcs []*ssa.Function

	// The analyzers that require the summary run concurrently on the same
	// package (the checker and golangci-lint run a package's actions in
	// parallel) and share this Result: everything computed after run
	// returns is computed under a sync.Once or a lock, and published only
	// when complete.
	//
	// The Result keeps no *analysis.Pass: the go/analysis contract forbids
	// fact access after the pass returns and from other goroutines, so run
	// imports the fact of every function the package's code can call into
	// imported, and Call reads only that.
	pkg      *types.Package
	fset     *token.FileSet
	files    []*ast.File
	info     *types.Info
	local    map[*ssa.Function]*Fact // written by run only
	imported map[*types.Func]*Fact   // written by run only; nil value: no fact
	// madeFacts are the Made facts of the functions of other packages the
	// package calls (made.go); written by run only.
	madeFacts map[*types.Func]*Made
	// builtFacts are the Built facts of the constructors of other
	// packages the wiring composes (built.go); written by run only.
	builtFacts map[*types.Func]*Built
	declared   map[*types.Func]*directiveSet
	tracer     *ir.Tracer

	attemptsMu sync.Mutex
	attempts   map[*ssa.Function]map[ssa.CallInstruction]bool // retryAttempt's, per function

	entriesMu sync.Mutex
	entries   map[entryKey]*Fact

	inherited map[*ssa.CallCommon]*inheritance // written by run only

	flowIdx  *flowIndex                   // written by run only (typeflow.go)
	flow     map[*ssa.CallCommon][]target // written by run only
	injected map[injectKey][]target       // written by run only
	// injectedBuilt is what the methods of a value handed to another
	// package do, composed from its constructors' Built facts where the
	// type flow does not know the value (built.go); written by run only.
	injectedBuilt map[injectKey]*Fact
	pendingBuilt  []pendingBuilt // written by run only

	implsOnce sync.Once
	impls     map[*types.Func][]*ssa.Function

	srcOnce sync.Once
	srcPkgs map[string]bool

	retryOnce sync.Once
	retry     *retryIndex // retry scopes, computed on first use (retryscope.go)

	rpcPost bool // written by run only: the package is an RPC transport (rpcpost.go)

	catalog *sqltext.Catalog // written by run only: the tables the package's SQL declares (uniqueinsert.go)
}

func run(pass *analysis.Pass, kb *knowledge.Base, opts Options) (any, error) {
	r := &Result{
		Base:          kb,
		pkg:           pass.Pkg,
		fset:          pass.Fset,
		files:         pass.Files,
		info:          pass.TypesInfo,
		local:         make(map[*ssa.Function]*Fact),
		imported:      make(map[*types.Func]*Fact),
		madeFacts:     make(map[*types.Func]*Made),
		builtFacts:    make(map[*types.Func]*Built),
		injectedBuilt: make(map[injectKey]*Fact),
		entries:       make(map[entryKey]*Fact),
		inherited:     make(map[*ssa.CallCommon]*inheritance),
		flow:          make(map[*ssa.CallCommon][]target),
		injected:      make(map[injectKey][]target),
		declared:      make(map[*types.Func]*directiveSet),
		dedup:         opts.Dedup,
	}
	r.tracer = &ir.Tracer{Through: r.through}
	if pass.TypesInfo == nil {
		// A package a driver loaded from export data (the CLI does so
		// for packages out of scope): types, no syntax, nothing to
		// summarize.
		return r, nil
	}
	declared, err := parseRoleDirectives(pass, opts.Analyzers)
	if err != nil {
		return nil, err
	}
	r.declared = declared
	if !opts.InScope(kb, r.pkg.Path(), fileNames(pass), pass.Module) || !r.relevant(pass, opts.All) {
		return r, nil
	}
	r.Relevant = true
	pass.ExportPackageFact(new(Relevant))
	r.build()
	r.catalog, _ = sqlsource.Tables(sqlsource.Collect(pass, pass.Files))
	r.rpcPost = r.rpcTransport()
	r.buildFlow()
	r.importFacts(pass)
	r.resolveFlow(pass)
	r.summarize(pass)
	r.resolveBuilt(pass)
	return r, nil
}

// InScope reports whether the summary analyzer summarizes the package
// with this import path, Go files (any of them: a file under GOROOT marks
// the standard library) and module (nil or empty outside a module): every
// package with All; a named one whatever it is; otherwise first-party code,
// that is not the standard library, not a library the knowledge kb
// describes (its API is in the table; its internals are not the user's
// code), and not a versioned dependency unless its module is included.
// It is the one definition of the scope: the summary applies it to every
// pass, and the CLI to every package before loading, to load from export
// data what is out of scope.
func (o Options) InScope(kb *knowledge.Base, pkgPath string, files []string, m *analysis.Module) bool {
	if o.All || o.named(pkgPath) {
		return true
	}
	if kb.Knows(pkgPath) || len(files) == 0 || slices.ContainsFunc(files, isStd) {
		return false
	}
	if m != nil && m.Version != "" {
		for _, prefix := range o.Include {
			if m.Path == prefix || strings.HasPrefix(m.Path, prefix+"/") {
				return true
			}
		}
		return false
	}
	return true
}

// fileNames returns the names of the pass's files.
func fileNames(pass *analysis.Pass) []string {
	names := make([]string, len(pass.Files))
	for i, f := range pass.Files {
		names[i] = pass.Fset.File(f.Pos()).Name()
	}
	return names
}

var goroot = filepath.Clean(build.Default.GOROOT) + string(filepath.Separator)

func isStd(filename string) bool {
	return strings.HasPrefix(filepath.Clean(filename), goroot)
}

// relevant reports whether the package imports a package the knowledge
// knows or one that carries a Relevant fact (a summarized wrapper), or
// declares roles by directive. Only direct imports count: a wrapper
// package that is relevant exports the fact, so chains are followed.
func (r *Result) relevant(pass *analysis.Pass, all bool) bool {
	if all || len(r.declared) > 0 {
		return true
	}
	for _, imp := range r.pkg.Imports() {
		if r.Base.Knows(imp.Path()) || pass.ImportPackageFact(imp, new(Relevant)) {
			return true
		}
	}
	return r.injectingConstructor()
}

// injectingConstructor reports whether the package declares a constructor
// that is handed a dependency: a function (not a method) that returns a
// type of the package and takes an interface (with methods) or a func. A
// domain service that imports nothing idemlint knows still says, through
// its constructor's Built fact, which calls its methods leave to what it is
// handed; without it the wiring package cannot fill them.
func (r *Result) injectingConstructor() bool {
	scope := r.pkg.Scope()
	for _, name := range scope.Names() {
		fn, ok := scope.Lookup(name).(*types.Func)
		if !ok {
			continue
		}
		sig := fn.Type().(*types.Signature)
		if sig.TypeParams().Len() > 0 {
			continue
		}
		ours := false
		for i := 0; i < sig.Results().Len(); i++ {
			t := types.Unalias(sig.Results().At(i).Type())
			if p, ok := t.(*types.Pointer); ok {
				t = types.Unalias(p.Elem())
			}
			if n, ok := t.(*types.Named); ok && n.Obj().Pkg() == r.pkg {
				ours = true
			}
		}
		if !ours {
			continue
		}
		for i := 0; i < sig.Params().Len(); i++ {
			switch u := types.Unalias(sig.Params().At(i).Type()).Underlying().(type) {
			case *types.Interface:
				if u.NumMethods() > 0 {
					return true
				}
			case *types.Signature:
				return true
			}
		}
	}
	return false
}

// build creates the package's SSA.
func (r *Result) build() {
	prog := ssa.NewProgram(r.fset, 0)
	for _, p := range r.pkg.Imports() {
		prog.CreatePackage(p, nil, nil, true)
	}
	r.Pkg = prog.CreatePackage(r.pkg, r.files, r.info, false)
	r.Pkg.Build()
	var add func(fn *ssa.Function)
	add = func(fn *ssa.Function) {
		r.Funcs = append(r.Funcs, fn)
		for _, anon := range fn.AnonFuncs {
			add(anon)
		}
	}
	for _, f := range r.files {
		for _, decl := range f.Decls {
			switch decl := decl.(type) {
			case *ast.FuncDecl:
				obj, ok := r.info.Defs[decl.Name].(*types.Func)
				if !ok {
					continue
				}
				if fn := prog.FuncValue(obj); fn != nil {
					add(fn)
				}
			case *ast.GenDecl:
				// Function literals in package-level var initializers
				// belong to the package initializer.
			}
		}
	}
	if init := r.Pkg.Func("init"); init != nil {
		for _, anon := range init.AnonFuncs {
			add(anon)
		}
	}
}

// Func returns the summary of a function of this package (literals
// included), or nil.
func (r *Result) Func(fn *ssa.Function) *Fact {
	if fn == nil {
		return nil
	}
	if f, ok := r.local[fn]; ok {
		return f
	}
	return nil
}

// Entry returns the knowledge entry for the callee of c, or nil. A call
// through an interface method that library types the knowledge knows
// implement, and whose entries agree, has their entry (inherit.go).
func (r *Result) Entry(c *ssa.CallCommon) *knowledge.Func {
	if e := r.Base.Lookup(ir.Callee(c)); e != nil {
		return e
	}
	if ts := r.flow[c]; ts != nil && !r.flowInherits(c, ts) {
		e, _ := r.flowEntry(ts)
		return e
	}
	if inh := r.inherited[c]; inh != nil {
		return inh.entry
	}
	return nil
}

// CallName renders the callee of c for a message: Describe, or for a call
// that inherits a library's roles through an interface, the interface
// method and its implementations ("billing.Intents.Create (implemented by
// stripe)").
func (r *Result) CallName(c *ssa.CallCommon, callee *types.Func) string {
	if inh := r.inherited[c]; inh != nil && r.Base.Lookup(callee) == nil {
		return inheritedName(callee, inh)
	}
	return Describe(callee)
}

// ImplementedBy says, for a call through an interface method that inherits
// the role of library types (CallName's parenthesis), which ones:
// "implemented by redis"; "" for any other call. Analyzers compose their
// messages from it rather than take CallName apart.
func (r *Result) ImplementedBy(c *ssa.CallCommon) string {
	callee := ir.Callee(c)
	if inh := r.inherited[c]; inh != nil && callee != nil && r.Base.Lookup(callee) == nil {
		return implementedBy(inh.impls)
	}
	return ""
}

// importFacts imports, while the pass runs, the summary fact of every
// function of another package that the package's code calls: its source
// functions and literals, and the synthetic wrappers and generic instances
// they reach. Call reads the facts from there, so that the Result can be
// used after the pass has returned, from any goroutine.
func (r *Result) importFacts(pass *analysis.Pass) {
	seen := make(map[*ssa.Function]bool)
	var invokes []*ssa.CallCommon
	var visit func(fn *ssa.Function)
	visit = func(fn *ssa.Function) {
		if fn == nil || seen[fn] || len(fn.Blocks) == 0 {
			return
		}
		seen[fn] = true
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				call, ok := instr.(ssa.CallInstruction)
				if !ok {
					continue
				}
				c := call.Common()
				if c.IsInvoke() {
					invokes = append(invokes, c)
				}
				if callee := ir.Callee(c); callee != nil && callee.Pkg() != r.pkg {
					if _, done := r.imported[callee]; !done && r.Base.Lookup(callee) == nil {
						f := new(Fact)
						if !pass.ImportObjectFact(callee, f) {
							f = nil
						}
						r.imported[callee] = f
						if m := new(Made); pass.ImportObjectFact(callee, m) {
							r.madeFacts[callee] = m
						}
					}
				}
				visit(c.StaticCallee())
			}
		}
		for _, anon := range fn.AnonFuncs {
			visit(anon)
		}
	}
	for _, fn := range r.Funcs {
		visit(fn)
	}
	r.inheritAll(pass, invokes)
}

// Call returns what the call c does, with parameters numbered as the call's
// receiver-first argument positions: the knowledge entry of its callee,
// refined by the call site (the SQL text, SetArgs{Mode: "NX"}…), or the
// summary of a function in this package, or the fact of a function in
// another, or the union over the package's implementations of an interface
// method. It returns nil when nothing is known.
func (r *Result) Call(c *ssa.CallCommon) *Fact { return r.call(c, true) }

// call is Call; withVerb false leaves out the effects that an HTTP method
// or request handed in makes (withVerb), which trace the request's
// arguments and so call back into the tracer: what the tracer itself asks
// (Propagate, Source) never comes from them.
func (r *Result) call(c *ssa.CallCommon, verb bool) *Fact {
	if fn := c.StaticCallee(); fn != nil {
		if f, ok := r.local[fn]; ok {
			return r.verbed(c, f, verb)
		}
		if fn.Parent() != nil { // a literal of this package not yet summarized
			return nil
		}
	}
	callee := ir.Callee(c)
	if callee == nil {
		if lit := ir.ClosureOf(c.Value); lit != nil {
			return r.local[lit]
		}
		if ts := r.flow[c]; ts != nil {
			return r.flowFact(c, ts) // a func-typed field or parameter
		}
		return nil
	}
	if e := r.Base.Lookup(callee); e != nil {
		return r.refine(c, e, callee)
	}
	if d := r.declared[callee]; d != nil && d.replace {
		return d.fact
	}
	if ts := r.flow[c]; ts != nil && !r.flowInherits(c, ts) {
		return r.flowFact(c, ts)
	}
	if inh := r.inherited[c]; inh != nil {
		return r.refine(c, inh.entry, callee)
	}
	if f := r.imported[callee]; f != nil {
		return r.verbed(c, f, verb)
	}
	if c.IsInvoke() {
		return r.implsOf(callee)
	}
	return nil
}

// entryKey caches an entry's fact under the name the call is described by:
// one entry serves direct calls and calls through interfaces.
type entryKey struct {
	e    *knowledge.Func
	name string
}

// entryFact converts a knowledge entry to a fact in receiver-first numbering.
func (r *Result) entryFact(e *knowledge.Func, name string) *Fact {
	r.entriesMu.Lock()
	defer r.entriesMu.Unlock()
	key := entryKey{e, name}
	if f, ok := r.entries[key]; ok {
		return f
	}
	idx := func(name string) int {
		if name == "" {
			return -1
		}
		return e.Pos(name)
	}
	f := new(Fact)
	via := []string{name}
	for _, role := range e.Roles {
		it := Item{Role: role, Param: -1, Via: via}
		switch role {
		case knowledge.None, knowledge.SQL, knowledge.Propagate, knowledge.Route, knowledge.Tool, knowledge.ReadOnly:
			continue
		case knowledge.Effect, knowledge.Insert:
			it.Effect = e.Effect
			it.ByVerb = role == knowledge.Effect && e.Effect == knowledge.KindHTTP && e.Verb != ""
		case knowledge.Source:
			it.Source = e.Source
		case knowledge.Ack, knowledge.Nack, knowledge.HTTPSend:
			it.Param = idx(e.Msg)
		case knowledge.Query:
			it.Store = e.Store()
		case knowledge.Check, knowledge.Claim, knowledge.Record, knowledge.KeySink, knowledge.Delta, knowledge.Expire, knowledge.Release:
			it.Param = idx(e.Key)
			if role == knowledge.Delta {
				it.Effect = e.Effect
			} else {
				it.Store = e.Store()
			}
		case knowledge.Retry, knowledge.Go:
			it.Param = idx(e.Callback)
		case knowledge.Consume:
			it.Param = idx(e.Callback)
			it.Consume = e.Consume
		case knowledge.HTTPRequest:
			it.Param = idx(e.Method)
		}
		f.add(it)
	}
	f.normalize()
	r.entries[key] = f
	return f
}

// implsOf returns the union of the summaries of the package's concrete
// methods that implement the interface method m, or nil.
func (r *Result) implsOf(m *types.Func) *Fact {
	fns := r.findImplsOnce()[m]
	if len(fns) == 0 {
		return nil
	}
	u := new(Fact)
	for _, fn := range fns {
		if f := r.local[fn]; f != nil {
			for _, it := range f.Items {
				u.add(it)
			}
		}
	}
	u.normalize()
	if u.Empty() {
		return nil
	}
	return u
}

// findImpls maps each interface method of an interface type declared in
// or imported by this package to the package's concrete methods that
// implement it.
func (r *Result) findImpls() map[*types.Func][]*ssa.Function {
	out := make(map[*types.Func][]*ssa.Function)
	var ifaces []*types.Interface
	var named []*types.Named
	for _, obj := range r.info.Defs {
		tn, ok := obj.(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		n, ok := tn.Type().(*types.Named)
		if !ok || n.TypeParams().Len() > 0 {
			continue
		}
		if it, ok := n.Underlying().(*types.Interface); ok {
			ifaces = append(ifaces, it)
		} else {
			named = append(named, n)
		}
	}
	// Interfaces used in this package but declared elsewhere: the types of
	// struct fields and parameters are the common case.
	for _, tv := range r.info.Types {
		if n, ok := tv.Type.(*types.Named); ok {
			if it, ok := n.Underlying().(*types.Interface); ok && n.Obj().Pkg() != r.pkg {
				ifaces = append(ifaces, it)
			}
		}
	}
	prog := r.Pkg.Prog
	seenIface := make(map[*types.Interface]bool)
	for _, it := range ifaces {
		if seenIface[it] || it.NumMethods() == 0 {
			continue
		}
		seenIface[it] = true
		for _, n := range named {
			var T types.Type = n
			if !types.Implements(T, it) {
				T = types.NewPointer(n)
				if !types.Implements(T, it) {
					continue
				}
			}
			ms := prog.MethodSets.MethodSet(T)
			for i := 0; i < it.NumMethods(); i++ {
				m := it.Method(i)
				sel := ms.Lookup(m.Pkg(), m.Name())
				if sel == nil {
					continue
				}
				if fn := prog.MethodValue(sel); fn != nil {
					if impl := r.Pkg.Func(fn.Name()); impl != nil || fn.Pkg == r.Pkg || (fn.Synthetic != "" && fn.Origin() == nil) {
						out[m] = append(out[m], fn)
					}
				}
			}
		}
	}
	for m := range out {
		sort.Slice(out[m], func(i, j int) bool { return out[m][i].Pos() < out[m][j].Pos() })
	}
	return out
}

// Describe renders a function as code reads it: "uuid.NewString",
// "sql.DB.ExecContext", "sarama.ConsumerGroupSession.MarkMessage"; an
// unexported receiver is left out ("redis.SetNX").
func Describe(fn *types.Func) string {
	if fn == nil {
		return "?"
	}
	pkg := ""
	if fn.Pkg() != nil {
		pkg = fn.Pkg().Name() + "."
	}
	if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil {
		t := sig.Recv().Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := types.Unalias(t).(*types.Named); ok && n.Obj().Exported() {
			return pkg + n.Obj().Name() + "." + fn.Name()
		}
	}
	return pkg + fn.Name()
}

// verbed is f, with withVerb's effects when verb is set.
func (r *Result) verbed(c *ssa.CallCommon, f *Fact, verb bool) *Fact {
	if !verb {
		return f
	}
	return r.withVerb(c, f)
}
