package cli

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// A Session keeps, across the analyses of a long-lived front end (the
// language server), what an analysis can reuse from the one before
// (Settings.Session). Two things are kept:
//
//   - the package graph: the result of the go list run, by directory,
//     patterns, tags and load mode. It is reused while every mutable
//     package in it (of the main module, a workspace module or a module
//     replaced by a local directory) has the same files, and each file the
//     same header (the text up to the end of its imports: build
//     constraints, package clause, imports), and the go.mod, go.sum and
//     go.work files are as they were; a package read from export data whose
//     file changed, a file added or removed, or an unsaved buffer of a new
//     file makes it stale. An edit below the imports, the common case,
//     therefore runs no go list, and the go command does not recompile the
//     edited package for export data.
//   - the universe: one file set, the types read from export data (by
//     package path, each read once) and, for each package checked from
//     source that the analysis did not name, its types, errors and facts.
//     Such a package is reused when its key is unchanged: its ID, its files'
//     versions (size and modification time, or the hash of an unsaved
//     buffer) and the keys of its imports, so a change of a dependency
//     re-checks it and every package in scope that imports it. The named
//     packages (the edited package, and its test variants) are always
//     checked again. The universe is dropped when the settings change,
//     when a package read from export data has another export file than
//     the one read (go.mod upgraded a dependency), and when its file set has
//     grown by more than what it held after its first analysis (every run
//     parses the named package again: this bounds the memory).
//
// A Session is safe for use by one analysis at a time; Analyze holds its
// lock for the whole run.
type Session struct {
	reset atomic.Bool // set by Reset, applied by the next analysis
	mu    sync.Mutex
	metas map[string]*metaEntry
	order []string // keys of metas, least recently used first
	u     *universe
	stats SessionStats
}

// SessionStats counts what a Session did, for tests and the benchmark.
type SessionStats struct {
	Lists       int // go list runs
	ListsReused int // analyses that reused a package graph
	Checked     int // packages checked from source in the last analysis
	Reused      int // packages reused from the universe in the last analysis
	Universes   int // universes built
}

// maxMetas bounds the package graphs a Session keeps.
const maxMetas = 16

// NewSession returns an empty session.
func NewSession() *Session { return &Session{metas: make(map[string]*metaEntry)} }

// Stats returns what the session did so far.
func (s *Session) Stats() SessionStats {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.stats
}

// Reset drops everything the session keeps: the next analysis starts
// cold. The language server calls it when go.mod, go.sum or go.work
// changes (the checks above would find it too, on the next analysis). It
// does not wait for an analysis under way: the next one applies it.
func (s *Session) Reset() { s.reset.Store(true) }

// begin starts an analysis: it takes the lock, and applies a Reset.
func (s *Session) begin() {
	s.mu.Lock()
	if s.reset.Swap(false) {
		s.metas = make(map[string]*metaEntry)
		s.order = nil
		s.u = nil
	}
}

// A metaEntry is a cached go list result.
type metaEntry struct {
	pkgs  []*packages.Package // as listed, compile errors of mutable packages dropped; never handed out
	files map[string]fileStamp
	dirs  map[string][]string // directories of mutable packages -> their .go file names
	mods  map[string]string   // go.mod, go.sum, go.work -> version
	fixed map[string]bool     // files of packages read from export data: any change is stale
}

type fileStamp struct {
	version string
	header  string
}

// load is packages.Load through the session's cache of package graphs.
// It returns packages the caller may change (a copy of the cached graph).
func (s *Session) load(cfg *packages.Config, patterns []string, inScope func(*packages.Package) bool) ([]*packages.Package, error) {
	key := strings.Join(append([]string{cfg.Dir, fmt.Sprint(cfg.Mode, cfg.Tests), strings.Join(cfg.BuildFlags, " ")}, patterns...), "\x00")
	if e := s.metas[key]; e != nil && e.fresh(cfg.Overlay) {
		s.touch(key)
		s.stats.ListsReused++
		return cloneGraph(e.pkgs), nil
	}
	delete(s.metas, key)
	s.stats.Lists++
	loaded, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, err
	}
	if e := newMetaEntry(loaded, cfg.Overlay, inScope, cfg.Dir); e != nil {
		s.metas[key] = e
		s.touch(key)
		if len(s.order) > maxMetas {
			delete(s.metas, s.order[0])
			s.order = s.order[1:]
		}
	}
	return loaded, nil
}

func (s *Session) touch(key string) {
	s.order = slices.DeleteFunc(s.order, func(k string) bool { return k == key })
	s.order = append(s.order, key)
}

// Editable reports whether a package's files can change under the session:
// it belongs to the main module, a workspace module or a module replaced
// by a directory. The standard library and the module cache cannot.
func Editable(p *packages.Package) bool {
	m := p.Module
	if m == nil {
		return false
	}
	if m.Replace != nil {
		return m.Replace.Version == ""
	}
	return m.Version == ""
}

// newMetaEntry records what decides whether a go list result still holds;
// nil when it cannot be reused (a package with errors other than the
// compiler's on a mutable package, which the type checker reports again).
func newMetaEntry(loaded []*packages.Package, overlay map[string][]byte, inScope func(*packages.Package) bool, dir string) *metaEntry {
	e := &metaEntry{
		pkgs:  cloneGraph(loaded),
		files: make(map[string]fileStamp),
		dirs:  make(map[string][]string),
		mods:  make(map[string]string),
		fixed: make(map[string]bool),
	}
	ok := true
	named := make(map[*packages.Package]bool) // what the patterns matched: in scope whatever it is
	for _, p := range e.pkgs {
		named[p] = true
	}
	packages.Visit(e.pkgs, nil, func(p *packages.Package) {
		if !Editable(p) {
			if len(p.Errors) > 0 {
				ok = false
			}
			return
		}
		p.Errors = slices.DeleteFunc(p.Errors, func(err packages.Error) bool {
			return err.Kind == packages.ListError && strings.HasPrefix(err.Msg, "# ")
		})
		if len(p.Errors) > 0 {
			ok = false
		}
		for _, mod := range []*packages.Module{p.Module, p.Module.Replace} {
			if mod != nil && mod.GoMod != "" {
				e.mods[mod.GoMod] = diskVersion(mod.GoMod)
				sum := filepath.Join(filepath.Dir(mod.GoMod), "go.sum")
				e.mods[sum] = diskVersion(sum)
			}
		}
		exported := inScope != nil && !named[p] && !inScope(p)
		for _, f := range slices.Concat(p.GoFiles, p.CompiledGoFiles) {
			d := filepath.Dir(f)
			if _, seen := e.dirs[d]; !seen {
				e.dirs[d] = goNames(d, overlay)
			}
			if exported {
				e.fixed[f] = true
			}
			v := fileVersion(f, overlay)
			h, _ := header(f, overlay)
			e.files[f] = fileStamp{version: v, header: h}
		}
	})
	if !ok {
		return nil
	}
	if w := findUp(dir, "go.work"); w != "" {
		e.mods[w] = diskVersion(w)
	}
	return e
}

// fresh reports whether the go list result still holds.
func (e *metaEntry) fresh(overlay map[string][]byte) bool {
	for f, v := range e.mods {
		if diskVersion(f) != v {
			return false
		}
	}
	for d, names := range e.dirs {
		if !slices.Equal(goNames(d, overlay), names) {
			return false
		}
	}
	for f, st := range e.files {
		v := fileVersion(f, overlay)
		if v == st.version {
			continue
		}
		if e.fixed[f] {
			return false
		}
		if h, ok := header(f, overlay); !ok || h != st.header {
			return false
		}
		e.files[f] = fileStamp{version: v, header: st.header}
	}
	return true
}

// findUp returns the file name found in dir or the nearest directory
// above it, or "".
func findUp(dir, name string) string {
	for d := dir; ; {
		if _, err := os.Stat(filepath.Join(d, name)); err == nil {
			return filepath.Join(d, name)
		}
		up := filepath.Dir(d)
		if up == d {
			return ""
		}
		d = up
	}
}

// goNames returns the sorted names of the .go files in dir, on disk or as
// unsaved buffers.
func goNames(dir string, overlay map[string][]byte) []string {
	var names []string
	entries, _ := os.ReadDir(dir)
	for _, de := range entries {
		if strings.HasSuffix(de.Name(), ".go") {
			names = append(names, de.Name())
		}
	}
	for f := range overlay {
		if filepath.Dir(f) == dir && strings.HasSuffix(f, ".go") {
			names = append(names, filepath.Base(f))
		}
	}
	slices.Sort(names)
	return slices.Compact(names)
}

// diskVersion is a file's size and modification time, or "absent".
func diskVersion(name string) string {
	fi, err := os.Stat(name)
	if err != nil {
		return "absent"
	}
	return fmt.Sprintf("%d@%d", fi.Size(), fi.ModTime().UnixNano())
}

// fileVersion is the hash of a file's unsaved buffer, or its diskVersion.
func fileVersion(name string, overlay map[string][]byte) string {
	if src, ok := overlay[name]; ok {
		h := sha256.Sum256(src)
		return "buffer:" + hex.EncodeToString(h[:])
	}
	return diskVersion(name)
}

// header returns a Go file's text up to the end of its imports: what go
// list reads of it. False if it cannot be read or parsed.
func header(name string, overlay map[string][]byte) (string, bool) {
	src, ok := overlay[name]
	if !ok {
		var err error
		if src, err = os.ReadFile(name); err != nil {
			return "", false
		}
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.ImportsOnly|parser.ParseComments)
	if err != nil || f.Name == nil {
		return "", false
	}
	end := f.Name.End()
	for _, d := range f.Decls {
		end = max(end, d.End())
	}
	off := fset.Position(end).Offset
	if off < 0 || off > len(src) {
		return "", false
	}
	return string(src[:off]), true
}

// cloneGraph copies the packages reachable from pkgs, with nothing a
// previous analysis set (types, syntax, type errors).
func cloneGraph(pkgs []*packages.Package) []*packages.Package {
	copies := make(map[*packages.Package]*packages.Package)
	var clone func(p *packages.Package) *packages.Package
	clone = func(p *packages.Package) *packages.Package {
		if c := copies[p]; c != nil {
			return c
		}
		c := new(packages.Package)
		*c = *p
		copies[p] = c
		c.Errors = slices.Clone(p.Errors)
		c.Types, c.TypesInfo, c.Syntax, c.Fset, c.TypeErrors, c.IllTyped = nil, nil, nil, nil, nil, false
		c.Imports = make(map[string]*packages.Package, len(p.Imports))
		for path, imp := range p.Imports {
			c.Imports[path] = clone(imp)
		}
		return c
	}
	out := make([]*packages.Package, len(pkgs))
	for i, p := range pkgs {
		out[i] = clone(p)
	}
	return out
}

// A universe is what analyses of a Session share: see Session.
type universe struct {
	settings string // the settings it was built with
	fset     *token.FileSet
	base     int                       // the file set's base after the first analysis; 0 before
	view     map[string]*types.Package // export-data packages by path, as gcexportdata.Read shares them
	export   map[string]string         // path -> the export file read into view
	source   map[string]bool           // paths checked from source in some analysis
	nodes    map[string]*cachedNode    // by package ID
}

// A cachedNode is what a package checked from source leaves for the next
// analysis.
type cachedNode struct {
	key        string
	types      *types.Package
	errors     []packages.Error
	typeErrors []types.Error
	failed     []string // analyzers by name
	objFacts   map[objectFactKey]analysis.Fact
	pkgFacts   map[reflect.Type]analysis.Fact
	errs       []AnalyzerError
}

// universe returns the session's universe for an analysis with these
// settings: a new one when the settings changed or the file set has grown
// past twice its size after the first analysis.
func (s *Session) universe(settings Settings) *universe {
	key := settingsKey(settings)
	u := s.u
	if u == nil || u.settings != key || u.base > 0 && u.fset.Base() > 2*u.base {
		s.stats.Universes++
		u = &universe{settings: key}
		u.reset()
		s.u = u
	}
	return u
}

// reset empties the universe.
func (u *universe) reset() {
	u.fset = token.NewFileSet()
	u.base = 0
	u.view = make(map[string]*types.Package)
	u.export = make(map[string]string)
	u.source = make(map[string]bool)
	u.nodes = make(map[string]*cachedNode)
}

// agrees reports whether a package graph can share the universe's types:
// every package read from export data before has the same export file,
// and no path read from export data before is now checked from source, or
// the reverse.
func (u *universe) agrees(nodes []*node) bool {
	for _, n := range nodes {
		path := n.p.PkgPath
		if path == "unsafe" {
			continue
		}
		read, wasRead := u.export[path]
		if n.source && (wasRead || u.view[path] != nil) ||
			!n.source && (u.source[path] || wasRead && n.p.ExportFile != read) {
			return false
		}
	}
	return true
}

// settingsKey is what, of the settings, the facts and types depend on.
func settingsKey(s Settings) string {
	cfg, err := json.Marshal(s.Config)
	if err != nil {
		return "" // never equal to a universe's key below
	}
	return fmt.Sprintf("%s|%v|%v|%s|%v", cfg, s.Config.KeepSuppressed, s.Tests, s.Tags, s.CheckFacts)
}

// nodeKey is the key a package checked from source is reused by: empty
// (never reused) for a named package and every package that imports one.
func (st *stream) nodeKey(n *node, keys map[*node]string) string {
	if n.root || !n.source {
		if n.root {
			return ""
		}
		return "export:" + n.p.ID + ":" + n.p.ExportFile
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00", n.p.ID)
	for _, f := range n.p.CompiledGoFiles {
		fmt.Fprintf(h, "%s\x00%s\x00", f, fileVersion(f, st.overlay))
	}
	for _, imp := range n.imports {
		k := keys[imp]
		if k == "" {
			return ""
		}
		fmt.Fprintf(h, "%s\x00", k)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// reuse gives a node what the universe kept of it, if its key matches.
func (st *stream) reuse(n *node) bool {
	if st.cache == nil || n.key == "" || !n.source {
		return false
	}
	c := st.cache.nodes[n.p.ID]
	if c == nil || c.key != n.key {
		return false
	}
	p := n.p
	p.Types, p.Errors, p.TypeErrors = c.types, slices.Clone(c.errors), c.typeErrors
	n.failed = make(map[*analysis.Analyzer]bool)
	for _, a := range st.all {
		if slices.Contains(c.failed, a.Name) {
			n.failed[a] = true
		}
	}
	n.objFacts, n.pkgFacts, n.errs = c.objFacts, c.pkgFacts, c.errs
	n.reused = true
	return true
}

// keep records in the universe what the analysis's packages checked from
// source leave for the next one. Only after a run that was not cancelled:
// a cancelled run leaves packages half done.
func (st *stream) keep() {
	u := st.cache
	if u == nil || st.ctx.Err() != nil {
		return
	}
	checked, reused := 0, 0
	for _, n := range st.nodes {
		switch {
		case n.reused:
			reused++
		case n.source:
			checked++
			u.source[n.p.PkgPath] = true
			if n.key == "" || n.p.Types == nil {
				continue
			}
			c := &cachedNode{key: n.key, types: n.p.Types, errors: n.p.Errors, typeErrors: n.p.TypeErrors,
				objFacts: n.objFacts, pkgFacts: n.pkgFacts, errs: n.errs}
			for a, failed := range n.failed {
				if failed {
					c.failed = append(c.failed, a.Name)
				}
			}
			u.nodes[n.p.ID] = c
		}
	}
	if u.base == 0 {
		u.base = u.fset.Base()
	}
	st.checked, st.reusedCount = checked, reused
}

// fileSource returns a file's unsaved buffer, or its content on disk.
func (st *stream) fileSource(name string) ([]byte, error) {
	if src, ok := st.overlay[name]; ok {
		return src, nil
	}
	return os.ReadFile(name)
}
