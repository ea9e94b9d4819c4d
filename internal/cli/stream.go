package cli

import (
	"bufio"
	"bytes"
	"context"
	"encoding/gob"
	"fmt"
	"go/ast"
	"go/scanner"
	"go/token"
	"go/types"
	"log"
	"net/url"
	"os"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/gcexportdata"
	"golang.org/x/tools/go/packages"
)

// The streaming driver (issue 16, items 1 and 2). Analyze loads the
// package graph with one go list (names, files, imports, modules; export
// data files too when some package is out of the summary's scope), then
// works through the graph in dependency order, GOMAXPROCS packages at a
// time. For each package it
//
//  1. reads its types from the compiler's export data, when the package is
//     out of scope (the standard library, versioned dependencies, the
//     libraries the knowledge describes: the summary needs only their
//     types), or else parses and type-checks it from source, against the
//     types of its imports;
//  2. runs the analyzers: on a named package every enabled analyzer and
//     what it requires; on any other package only those with facts and
//     what they require (as golang.org/x/tools/go/analysis/checker does);
//  3. turns the diagnostics of a named package into findings;
//  4. drops its syntax, type information and the analyzers' results: its
//     importers need only its types and its facts.
//
// So at any time only the packages in flight hold syntax and SSA, and the
// peak memory is that of the types of every package plus a few packages'
// syntax, not the whole program's syntax, types information and SSA at
// once as when everything is loaded before anything is analysed.
//
// Facts are kept once, by the package whose object they describe, and are
// visible as the checker makes them visible: a package sees the facts of
// its own objects; of the package-level functions (exported) and variables
// of the packages it imports directly; and of the methods, fields, types
// and constants of every package it depends on; package facts of every
// package it depends on. An out-of-scope package that imports a package
// checked from source is checked from source too, so that type identities
// agree, as go/packages does.

// metaMode is the one go list: the graph and what type-checking needs.
const metaMode = packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles |
	packages.NeedImports | packages.NeedDeps | packages.NeedModule | packages.NeedTypesSizes |
	packages.NeedForTest

// A node is a package in the streaming driver.
type node struct {
	p         *packages.Package
	index     int
	imports   []*node
	importers []*node
	waiting   atomic.Int32 // imports not yet done
	root      bool         // named by the patterns
	source    bool         // parsed and type-checked, else read from export data
	needTypes bool         // an export-data package a source package imports
	illTyped  bool
	deps      []uint64                    // bit set of the nodes it depends on, transitively
	direct    map[*types.Package]bool     // its direct imports
	failed    map[*analysis.Analyzer]bool // analyzers that failed here, or could not run
	objFacts  map[objectFactKey]analysis.Fact
	pkgFacts  map[reflect.Type]analysis.Fact
	errs      []AnalyzerError
	key       string // what a Session reuses it by (session.go); "" never
	reused    bool   // taken from a Session's universe, not checked again
}

type objectFactKey struct {
	obj types.Object
	t   reflect.Type
}

// stream is one run of the streaming driver.
type stream struct {
	ctx        context.Context
	fset       *token.FileSet
	parse      func(*token.FileSet, string, []byte) (*ast.File, error)
	want       map[*analysis.Analyzer]bool // enabled: their diagnostics are findings
	extra      []*analysis.Analyzer        // run on the named packages for their results (Settings.Extra)
	all        []*analysis.Analyzer        // what runs on a named package, requirements first
	factful    []*analysis.Analyzer        // what runs on any other package
	factTypes  map[*analysis.Analyzer]map[reflect.Type]bool
	checkFacts bool
	nodes      []*node
	byTypes    sync.Map                  // *types.Package → *node
	exportMu   sync.Mutex                // guards view: gcexportdata.Read shares types between calls
	view       map[string]*types.Package // every export-data package, by path
	overlay    map[string][]byte         // unsaved buffers (Settings.Overlay)
	cache      *universe                 // what a Session shares between runs; nil without one

	checked, reusedCount int // packages checked from source, and reused, once keep ran

	// collect, if set, receives the result of each analyzer that want
	// leaves out (Settings.Extra's) on each named package.
	collect func(p *packages.Package, res any)

	mu       sync.Mutex // guards what follows
	findings []Finding
	timing   Timing
}

// Timing is what -timing prints: the wall time of the go list run and of
// the rest, and the time of type-checking and of each analyzer summed over
// the packages (under parallel execution, so a sum can exceed the wall).
type Timing struct {
	List, Analysis time.Duration
	Check          Step
	Analyzers      map[string]*Step
}

// A Step is a step's time summed over the packages it ran on.
type Step struct {
	Total    time.Duration
	Packages int
}

// newStream prepares the run of analyzers over the package graph of roots.
//
// With a universe (a Session's), the file set and the export-data types
// are the universe's, and a package checked from source in an earlier run
// is reused when its key matches (session.go).
func newStream(ctx context.Context, analyzers []*analysis.Analyzer, roots []*packages.Package, inScope func(*packages.Package) bool, parse func(*token.FileSet, string, []byte) (*ast.File, error), checkFacts bool, u *universe, overlay map[string][]byte) *stream {
	s := &stream{
		ctx:        ctx,
		fset:       token.NewFileSet(),
		overlay:    overlay,
		parse:      parse,
		want:       make(map[*analysis.Analyzer]bool),
		factTypes:  make(map[*analysis.Analyzer]map[reflect.Type]bool),
		checkFacts: checkFacts,
		timing:     Timing{Analyzers: make(map[string]*Step)},
	}
	// Analyzers in dependency order: requirements first.
	seen := make(map[*analysis.Analyzer]bool)
	var visit func(a *analysis.Analyzer)
	visit = func(a *analysis.Analyzer) {
		if seen[a] {
			return
		}
		seen[a] = true
		for _, req := range a.Requires {
			visit(req)
		}
		s.all = append(s.all, a)
		s.timing.Analyzers[a.Name] = new(Step)
		ft := make(map[reflect.Type]bool)
		for _, f := range a.FactTypes {
			ft[reflect.TypeOf(f)] = true
		}
		s.factTypes[a] = ft
	}
	for _, a := range analyzers {
		s.want[a] = true
		visit(a)
	}
	// On other packages: the analyzers with facts and their requirements.
	horizontal := make(map[*analysis.Analyzer]bool)
	var mark func(a *analysis.Analyzer)
	mark = func(a *analysis.Analyzer) {
		if !horizontal[a] {
			horizontal[a] = true
			for _, req := range a.Requires {
				mark(req)
			}
		}
	}
	for _, a := range s.all {
		if len(a.FactTypes) > 0 {
			mark(a)
		}
	}
	for _, a := range s.all {
		if horizontal[a] {
			s.factful = append(s.factful, a)
		}
	}

	// The graph, in a deterministic order (packages.Visit's postorder:
	// every import before its importers).
	byID := make(map[string]*node)
	packages.Visit(roots, nil, func(p *packages.Package) {
		n := &node{p: p, index: len(s.nodes)}
		byID[p.ID] = n
		s.nodes = append(s.nodes, n)
	})
	words := (len(s.nodes) + 63) / 64
	exported := make(map[string]bool) // paths of export-data packages
	for _, n := range s.nodes {
		n.deps = make([]uint64, words)
		n.source = inScope == nil || inScope(n.p)
		ids := make([]string, 0, len(n.p.Imports))
		for _, imp := range n.p.Imports {
			ids = append(ids, imp.ID)
		}
		slices.Sort(ids)
		ids = slices.Compact(ids)
		for _, id := range ids {
			imp := byID[id]
			n.imports = append(n.imports, imp)
			imp.importers = append(imp.importers, n)
			n.deps[imp.index/64] |= 1 << (imp.index % 64)
			for i, w := range imp.deps {
				n.deps[i] |= w
			}
			// Types of a package checked from source can be shared
			// with one read from export data only through source.
			if imp.source {
				n.source = true
			}
		}
		switch {
		case n.p.PkgPath == "unsafe":
			n.source = false
		case n.source:
		case n.p.ExportFile == "":
			n.source = true // no export data (a compile error): as go/packages would
		case exported[n.p.PkgPath]:
			n.source = true // a second variant of a path: its own types
		default:
			exported[n.p.PkgPath] = true
		}
		n.waiting.Store(int32(len(n.imports)))
	}
	for _, p := range roots {
		byID[p.ID].root = true
	}
	s.view = make(map[string]*types.Package)
	if u != nil {
		if !u.agrees(s.nodes) {
			u.reset()
		}
		s.cache, s.fset, s.view = u, u.fset, u.view
		keys := make(map[*node]string, len(s.nodes))
		for _, n := range s.nodes {
			n.key = s.nodeKey(n, keys)
			keys[n] = n.key
		}
	}
	// Every export-data package starts empty, as go/packages does: reading
	// the export data of a package that a source package imports fills in
	// the objects it refers to in the packages it depends on, and the
	// export data of the others need never be read. In a universe, the
	// packages an earlier run read or filled in are taken as they are.
	for _, n := range s.nodes {
		switch {
		case n.p.PkgPath == "unsafe":
			n.p.Types = types.Unsafe
		case n.source:
			for _, imp := range n.imports {
				imp.needTypes = true
			}
		case s.view[n.p.PkgPath] != nil:
			n.p.Types = s.view[n.p.PkgPath]
		default:
			n.p.Types = types.NewPackage(n.p.PkgPath, n.p.Name)
			s.view[n.p.PkgPath] = n.p.Types
		}
	}
	return s
}

// run analyses every node, GOMAXPROCS at a time, each after its imports.
func (s *stream) run() {
	ready := make(chan *node, len(s.nodes))
	for _, n := range s.nodes {
		if len(n.imports) == 0 {
			ready <- n
		}
	}
	var wg sync.WaitGroup
	wg.Add(len(s.nodes))
	for range runtime.GOMAXPROCS(0) {
		go func() {
			for n := range ready {
				s.visit(n)
				for _, imp := range n.importers {
					if imp.waiting.Add(-1) == 0 {
						ready <- imp
					}
				}
				wg.Done()
			}
		}()
	}
	wg.Wait()
	close(ready)
}

// visit type-checks and analyses one package, then drops what its
// importers do not need.
func (s *stream) visit(n *node) {
	p := n.p
	p.Fset = s.fset
	if s.ctx.Err() != nil {
		n.illTyped = true
		p.IllTyped = true
		return
	}
	start := time.Now()
	var files []*ast.File
	var info *types.Info
	if s.reuse(n) {
		// Types, errors and facts as an earlier run left them.
	} else if n.source {
		files, info = s.check(n)
	} else if !n.needTypes || n.p.Types == types.Unsafe {
		// Types filled in as the export data of its importers is read.
	} else if err := s.readExport(n); err != nil {
		p.Errors = append(p.Errors, packages.Error{Pos: "-", Msg: err.Error(), Kind: packages.UnknownError})
	}
	n.illTyped = len(p.Errors) > 0 || slices.ContainsFunc(n.imports, func(imp *node) bool { return imp.illTyped })
	p.IllTyped = n.illTyped
	if n.source && !n.reused {
		s.record(&s.timing.Check, time.Since(start))
	}
	n.direct = make(map[*types.Package]bool, len(n.imports))
	for _, imp := range n.imports {
		n.direct[imp.p.Types] = true
	}
	if p.Types != nil {
		s.byTypes.Store(p.Types, n)
	}
	if n.illTyped || n.reused {
		return // never analysed: no good root depends on it; or analysed before
	}
	p.Syntax, p.TypesInfo = files, info
	s.analyse(n)
	// Its importers need its types and facts, nothing else.
	p.Syntax, p.TypesInfo = nil, nil
}

// check parses and type-checks a package from source, as go/packages does.
func (s *stream) check(n *node) ([]*ast.File, *types.Info) {
	p := n.p
	var files []*ast.File
	for _, name := range p.CompiledGoFiles {
		src, err := s.fileSource(name)
		if err != nil {
			msg := err.Error()
			if pe, ok := err.(*os.PathError); ok {
				msg = pe.Err.Error()
			}
			p.Errors = append(p.Errors, packages.Error{Pos: name + ":1", Msg: msg, Kind: packages.ParseError})
			continue
		}
		f, err := s.parse(s.fset, name, src)
		if list, ok := err.(scanner.ErrorList); ok {
			for _, e := range list {
				p.Errors = append(p.Errors, packages.Error{Pos: e.Pos.String(), Msg: e.Msg, Kind: packages.ParseError})
			}
		} else if err != nil {
			p.Errors = append(p.Errors, packages.Error{Pos: "-", Msg: err.Error(), Kind: packages.UnknownError})
		}
		if f != nil {
			files = append(files, f)
		}
	}
	info := &types.Info{
		Types:        make(map[ast.Expr]types.TypeAndValue),
		Defs:         make(map[*ast.Ident]types.Object),
		Uses:         make(map[*ast.Ident]types.Object),
		Implicits:    make(map[ast.Node]types.Object),
		Instances:    make(map[*ast.Ident]types.Instance),
		Scopes:       make(map[ast.Node]*types.Scope),
		Selections:   make(map[*ast.SelectorExpr]*types.Selection),
		FileVersions: make(map[*ast.File]string),
	}
	byPath := make(map[string]*node, len(p.Imports))
	for path, imp := range p.Imports {
		for _, in := range n.imports {
			if in.p.ID == imp.ID {
				byPath[path] = in
			}
		}
	}
	tc := &types.Config{
		Importer: importerFunc(func(path string) (*types.Package, error) {
			if path == "unsafe" {
				return types.Unsafe, nil
			}
			imp := byPath[path]
			if imp == nil {
				return nil, fmt.Errorf("no metadata for %s", path)
			}
			if imp.p.Types == nil || !imp.p.Types.Complete() {
				return nil, fmt.Errorf("could not import %s", path)
			}
			return imp.p.Types, nil
		}),
		Error: func(err error) {
			te, ok := err.(types.Error)
			if !ok {
				p.Errors = append(p.Errors, packages.Error{Pos: "-", Msg: err.Error(), Kind: packages.UnknownError})
				return
			}
			p.TypeErrors = append(p.TypeErrors, te)
			p.Errors = append(p.Errors, packages.Error{Pos: te.Fset.Position(te.Pos).String(), Msg: te.Msg, Kind: packages.TypeError})
		},
		Sizes: p.TypesSizes,
	}
	if p.Module != nil && p.Module.GoVersion != "" {
		tc.GoVersion = "go" + p.Module.GoVersion
	}
	p.Types = types.NewPackage(p.PkgPath, p.Name)
	err := types.NewChecker(tc, s.fset, p.Types, info).Files(files)
	if err != nil && len(p.Errors) == 0 && len(files) > 0 && strings.HasPrefix(err.Error(), "package requires newer Go version") {
		tc.Error(types.Error{Fset: s.fset, Pos: files[0].Package, Msg: err.Error()})
	}
	p.Syntax = files // for dropCompileError
	dropCompileError(p)
	p.Syntax = nil
	return files, info
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// readExport reads a package's types from the compiler's export data,
// sharing the types of the packages it depends on.
func (s *stream) readExport(n *node) error {
	p := n.p
	if p.Types.Complete() {
		return nil // read by an earlier run of the universe
	}
	f, err := os.Open(p.ExportFile)
	if err != nil {
		return fmt.Errorf("export data could not be loaded: %v", err)
	}
	defer f.Close()
	r, err := gcexportdata.NewReader(bufio.NewReader(f))
	if err != nil {
		return fmt.Errorf("reading %s: %v", p.ExportFile, err)
	}
	s.exportMu.Lock()
	defer s.exportMu.Unlock()
	tpkg, err := gcexportdata.Read(r, s.fset, s.view, p.PkgPath)
	if err != nil {
		return fmt.Errorf("reading %s: %v", p.ExportFile, err)
	}
	if tpkg != p.Types {
		return fmt.Errorf("reading %s: export data of another package", p.ExportFile)
	}
	if s.cache != nil {
		s.cache.export[p.PkgPath] = p.ExportFile
	}
	return nil
}

// analyse runs the analyzers on a package that type-checked.
func (s *stream) analyse(n *node) {
	p := n.p
	run := s.factful
	if n.root {
		run = s.all
	}
	results := make(map[*analysis.Analyzer]any, len(run))
	n.failed = make(map[*analysis.Analyzer]bool)
	n.objFacts = make(map[objectFactKey]analysis.Fact)
	n.pkgFacts = make(map[reflect.Type]analysis.Fact)
	var module *analysis.Module
	if m := p.Module; m != nil {
		module = &analysis.Module{Path: m.Path, Version: m.Version, GoVersion: m.GoVersion}
		if m.Error != nil {
			module.Error = &analysis.ModuleError{Err: m.Error.Err}
		}
	}
	for _, a := range run {
		if slices.ContainsFunc(a.Requires, func(req *analysis.Analyzer) bool { return n.failed[req] }) ||
			len(a.FactTypes) > 0 && slices.ContainsFunc(n.imports, func(imp *node) bool { return imp.failed[a] }) {
			n.failed[a] = true // a prerequisite failed: reported where it did
			continue
		}
		inputs := make(map[*analysis.Analyzer]any, len(a.Requires))
		for _, req := range a.Requires {
			inputs[req] = results[req]
		}
		var diags []analysis.Diagnostic
		pass := &analysis.Pass{
			Analyzer:     a,
			Fset:         s.fset,
			Files:        p.Syntax,
			OtherFiles:   p.OtherFiles,
			IgnoredFiles: p.IgnoredFiles,
			Pkg:          p.Types,
			TypesInfo:    p.TypesInfo,
			TypesSizes:   p.TypesSizes,
			TypeErrors:   p.TypeErrors,
			Module:       module,
			ResultOf:     inputs,
			Report:       func(d analysis.Diagnostic) { diags = append(diags, d) },
		}
		s.facts(n, pass)
		pass.ReadFile = func(name string) ([]byte, error) {
			if err := readable(pass, name); err != nil {
				return nil, err
			}
			return s.fileSource(name)
		}
		start := time.Now()
		res, err := a.Run(pass)
		pass.ExportObjectFact, pass.ExportPackageFact = nil, nil
		if err == nil && reflect.TypeOf(res) != a.ResultType {
			err = fmt.Errorf("internal error: on package %s, analyzer %s returned a result of type %v, but declared ResultType %v",
				p.Types.Path(), a, reflect.TypeOf(res), a.ResultType)
		}
		for i := range diags {
			if err != nil {
				break
			}
			diags[i].URL, err = resolveURL(a, diags[i])
		}
		s.record(s.timing.Analyzers[a.Name], time.Since(start))
		if err != nil {
			n.failed[a] = true
			n.errs = append(n.errs, AnalyzerError{Package: p.ID, Analyzer: a.Name, Err: err.Error()})
			continue
		}
		results[a] = res
		if n.root && !s.want[a] && s.collect != nil && slices.Contains(s.extra, a) {
			s.collect(p, res)
		}
		if n.root && s.want[a] && len(diags) > 0 {
			found := make([]Finding, 0, len(diags))
			for _, d := range diags {
				found = append(found, newFinding(a, p, d))
			}
			s.mu.Lock()
			s.findings = append(s.findings, found...)
			s.mu.Unlock()
		}
	}
}

func (s *stream) record(st *Step, d time.Duration) {
	s.mu.Lock()
	st.Total += d
	st.Packages++
	s.mu.Unlock()
}

// facts sets the pass's fact functions: the node keeps the facts of its
// own objects and package; a pass sees what checker.Analyze would let it
// inherit.
func (s *stream) facts(n *node, pass *analysis.Pass) {
	a := pass.Analyzer
	owner := func(pkg *types.Package) *node {
		if pkg == n.p.Types {
			return n
		}
		if v, ok := s.byTypes.Load(pkg); ok {
			if o := v.(*node); n.deps[o.index/64]&(1<<(o.index%64)) != 0 {
				return o
			}
		}
		return nil
	}
	get := func(o *node, f analysis.Fact, ptr analysis.Fact) {
		if s.checkFacts && o != n {
			var err error
			if f, err = codeFact(f); err != nil {
				log.Panicf("internal error: encoding of %T fact failed in %s of %s: %v", f, a, n.p.ID, err)
			}
		}
		reflect.ValueOf(ptr).Elem().Set(reflect.ValueOf(f).Elem())
	}
	pass.ImportObjectFact = func(obj types.Object, ptr analysis.Fact) bool {
		if obj == nil {
			panic("nil object")
		}
		o := owner(obj.Pkg())
		if o == nil || o != n && !inherited(obj, n.direct[obj.Pkg()]) {
			return false
		}
		f, ok := o.objFacts[objectFactKey{obj, factType(ptr)}]
		if ok {
			get(o, f, ptr)
		}
		return ok
	}
	pass.ExportObjectFact = func(obj types.Object, f analysis.Fact) {
		if obj.Pkg() != n.p.Types {
			log.Panicf("internal error: in analysis %s of package %s: Fact.Set(%s, %T): can't set facts on objects belonging another package", a, n.p.ID, obj, f)
		}
		n.objFacts[objectFactKey{obj, factType(f)}] = f
	}
	pass.ImportPackageFact = func(pkg *types.Package, ptr analysis.Fact) bool {
		if pkg == nil {
			panic("nil package")
		}
		o := owner(pkg)
		if o == nil {
			return false
		}
		f, ok := o.pkgFacts[factType(ptr)]
		if ok {
			get(o, f, ptr)
		}
		return ok
	}
	pass.ExportPackageFact = func(f analysis.Fact) {
		n.pkgFacts[factType(f)] = f
	}
	// The facts of the analyzer's types on the package and every package it
	// depends on, in the graph's order.
	visible := func(yield func(o *node)) {
		for _, o := range s.nodes {
			if o == n || n.deps[o.index/64]&(1<<(o.index%64)) != 0 {
				yield(o)
			}
		}
	}
	pass.AllObjectFacts = func() []analysis.ObjectFact {
		var out []analysis.ObjectFact
		visible(func(o *node) {
			var here []analysis.ObjectFact
			for k, f := range o.objFacts {
				if s.factTypes[a][k.t] && (o == n || inherited(k.obj, n.direct[k.obj.Pkg()])) {
					here = append(here, analysis.ObjectFact{Object: k.obj, Fact: f})
				}
			}
			slices.SortFunc(here, func(x, y analysis.ObjectFact) int {
				return strings.Compare(x.Object.Id()+reflect.TypeOf(x.Fact).String(), y.Object.Id()+reflect.TypeOf(y.Fact).String())
			})
			out = append(out, here...)
		})
		return out
	}
	pass.AllPackageFacts = func() []analysis.PackageFact {
		var out []analysis.PackageFact
		visible(func(o *node) {
			for _, t := range sortedTypes(o.pkgFacts) {
				if s.factTypes[a][t] {
					out = append(out, analysis.PackageFact{Package: o.p.Types, Fact: o.pkgFacts[t]})
				}
			}
		})
		return out
	}
}

// inherited reports whether a fact about obj, an object of another
// package, reaches a package through checker.Analyze's inheritance: facts
// of methods, fields, types and constants reach every importer,
// transitively; of package-level variables and exported functions, only
// the packages that import the object's package directly; of unexported
// functions, none.
func inherited(obj types.Object, direct bool) bool {
	switch obj := obj.(type) {
	case *types.Func:
		return obj.Signature().Recv() != nil || obj.Exported() && direct
	case *types.Var:
		return obj.IsField() || direct
	case *types.TypeName, *types.Const:
		return true
	}
	return false
}

func sortedTypes(m map[reflect.Type]analysis.Fact) []reflect.Type {
	ts := make([]reflect.Type, 0, len(m))
	for t := range m {
		ts = append(ts, t)
	}
	slices.SortFunc(ts, func(a, b reflect.Type) int { return strings.Compare(a.String(), b.String()) })
	return ts
}

func factType(f analysis.Fact) reflect.Type {
	t := reflect.TypeOf(f)
	if t.Kind() != reflect.Pointer {
		log.Panicf("invalid Fact type: got %T, want pointer", f)
	}
	return t
}

// codeFact round-trips a fact through gob, twice, for -check-facts: the
// two encodings must agree, and the importer sees the decoded copy, as a
// driver that writes facts to disk (go vet) would give it.
func codeFact(f analysis.Fact) (analysis.Fact, error) {
	var b1, b2 bytes.Buffer
	if err := gob.NewEncoder(&b1).Encode(f); err != nil {
		return nil, err
	}
	if err := gob.NewEncoder(&b2).Encode(f); err != nil {
		return nil, err
	}
	if !bytes.Equal(b1.Bytes(), b2.Bytes()) {
		return nil, fmt.Errorf("encoding of %T fact is nondeterministic", f)
	}
	out := reflect.New(reflect.TypeOf(f).Elem()).Interface().(analysis.Fact)
	if err := gob.NewDecoder(&b1).Decode(out); err != nil {
		return nil, err
	}
	return out, nil
}

// readable is Pass.ReadFile's policy: the package's Go, other and ignored
// files.
func readable(pass *analysis.Pass, name string) error {
	if slices.Contains(pass.OtherFiles, name) || slices.Contains(pass.IgnoredFiles, name) {
		return nil
	}
	for _, f := range pass.Files {
		if pass.Fset.File(f.FileStart).Name() == name {
			return nil
		}
	}
	return fmt.Errorf("Pass.ReadFile: %s is not among OtherFiles, IgnoredFiles, or names of Files", name)
}

// resolveURL is a diagnostic's URL: its own, or its category as a fragment
// of the analyzer's, resolved against the analyzer's.
func resolveURL(a *analysis.Analyzer, d analysis.Diagnostic) (string, error) {
	if d.URL == "" && d.Category == "" && a.URL == "" {
		return "", nil
	}
	raw := d.URL
	if raw == "" && d.Category != "" {
		raw = "#" + d.Category
	}
	u, err := url.Parse(raw)
	if err != nil {
		return "", fmt.Errorf("invalid Diagnostic.URL %q: %s", raw, err)
	}
	base, err := url.Parse(a.URL)
	if err != nil {
		return "", fmt.Errorf("invalid Analyzer.URL %q: %s", a.URL, err)
	}
	return base.ResolveReference(u).String(), nil
}

// errors returns the errors of the analyzers on the packages that good
// roots depend on (a failure on a package only broken roots import is
// not the run's), in node order.
func (s *stream) errors(good []*packages.Package) []AnalyzerError {
	var want []uint64
	isGood := make(map[*packages.Package]bool)
	for _, p := range good {
		isGood[p] = true
	}
	var errs []AnalyzerError
	for _, n := range s.nodes {
		if isGood[n.p] {
			if want == nil {
				want = make([]uint64, len(n.deps))
			}
			for i, w := range n.deps {
				want[i] |= w
			}
			want[n.index/64] |= 1 << (n.index % 64)
		}
	}
	for _, n := range s.nodes {
		if want != nil && want[n.index/64]&(1<<(n.index%64)) != 0 {
			errs = append(errs, n.errs...)
		}
	}
	return errs
}

// dropCompileError drops from a package checked from source the error go
// list -export reports when the compiler fails on it ("# path\nfile:
// message"), when the type checker reported the cause itself: a load
// without export data (analyze-dependencies) does not compile and reports
// the type errors alone, and an Incomplete must say the same in every
// scope.
func dropCompileError(p *packages.Package) {
	if len(p.Syntax) == 0 || len(p.TypeErrors) == 0 {
		return
	}
	p.Errors = slices.DeleteFunc(p.Errors, func(e packages.Error) bool {
		return e.Kind == packages.ListError && strings.HasPrefix(e.Msg, "# ")
	})
}
