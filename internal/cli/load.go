package cli

import (
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// Loading (issue 16, item 1). Only the packages in the summary's scope
// need syntax: the standard library, versioned dependencies and the
// libraries the knowledge describes are not summarized, so their types
// are enough, and the compiler's export data holds them. Analyze, and so
// every front end (the CLI's printers, the language server), loads in two
// steps:
//
//  1. go list -deps (no types) over the patterns: the package graph, the
//     named packages, and which packages the scope (the suite's Scope, the
//     summary's own definition) covers;
//  2. go/packages without NeedDeps over the patterns and the in-scope
//     packages the named ones import: it parses and type-checks those
//     from source, with function bodies, and reads every other package
//     from export data (go list -export), reusing the source-checked
//     packages so that type identities agree.
//
// checker.Analyze then runs on the named packages only, as before: the
// in-scope dependencies are reached through Imports and summarized from
// source; the passes on export-data packages have no files and a nil
// TypesInfo, and the summary returns at once on them.
//
// Everything is loaded from source, as go/packages' LoadAllSyntax does,
// when the suite has no Scope or its scope is every package
// (analyze-dependencies), and when a test of a named package recompiles an
// in-scope package ("q [p.test]", an external test importing a package
// that imports the one under test): go list reports such a variant as a
// dependency only, so go/packages would type-check it without function
// bodies.

// loadMode is the mode of the source load, with every dependency.
const loadMode = packages.LoadAllSyntax | packages.NeedModule

// load loads the packages the patterns match, as packages.Load with
// loadMode would, but reads the packages out of scope (scope nil: none)
// from export data. It returns the packages the patterns match, the
// generated test mains included, as packages.Load does. named, if set,
// is told the packages the patterns match before scope is asked about any
// package: the scope covers every named package. In a fallback to the
// full load cfg.ParseFile is called again on the files parsed before.
func load(cfg *packages.Config, patterns []string, scope ScopeFunc, named func([]*packages.Package)) ([]*packages.Package, error) {
	full := func() ([]*packages.Package, error) {
		cfg.Mode = loadMode
		return packages.Load(cfg, patterns...)
	}
	if scope == nil {
		return full()
	}
	inScope := func(p *packages.Package) bool {
		var m *analysis.Module
		if p.Module != nil {
			m = &analysis.Module{Path: p.Module.Path, Version: p.Module.Version}
		}
		return scope(p.PkgPath, p.GoFiles, m)
	}

	// 1. The graph, without types.
	meta := *cfg
	meta.Mode = packages.NeedName | packages.NeedFiles | packages.NeedImports | packages.NeedDeps |
		packages.NeedModule | packages.NeedForTest
	meta.ParseFile = nil
	loaded, err := packages.Load(&meta, patterns...)
	if err != nil {
		return nil, err
	}
	roots := slices.DeleteFunc(loaded, isTestMain)
	if named != nil {
		named(roots)
	}
	isRoot := make(map[string]bool, len(roots))
	for _, p := range roots {
		isRoot[p.ID] = true
	}
	var extra []string
	variant := false
	packages.Visit(roots, nil, func(p *packages.Package) {
		if isRoot[p.ID] || !inScope(p) {
			return
		}
		if p.ForTest != "" {
			variant = true
			return
		}
		extra = append(extra, p.ID)
	})
	if variant {
		return full()
	}

	// 2. In-scope packages from source, the others from export data.
	cfg.Mode = packages.LoadSyntax | packages.NeedModule
	slices.Sort(extra)
	loaded, err = packages.Load(cfg, append(slices.Clone(patterns), extra...)...)
	if err != nil {
		return nil, err
	}
	initial := make(map[*packages.Package]bool, len(loaded))
	var out []*packages.Package
	for _, p := range loaded {
		initial[p] = true
		dropCompileError(p)
		if isRoot[p.ID] {
			out = append(out, p)
		}
	}
	// Every in-scope package the named ones reach must have been
	// type-checked as a root, with function bodies: go/packages checks
	// a dependency that imports a source package from source, bodies
	// ignored.
	ok := true
	packages.Visit(out, nil, func(p *packages.Package) {
		if !initial[p] && len(p.Syntax) > 0 && inScope(p) {
			ok = false
		}
	})
	if !ok {
		return full()
	}
	return out, nil
}

// isTestMain reports whether the package is a generated test main.
func isTestMain(p *packages.Package) bool { return strings.HasSuffix(p.ID, ".test") }

// dropCompileError drops from a package checked from source the error go
// list -export reports when the compiler fails on it ("# path\nfile:
// message"), when the type checker reported the cause itself: the full
// load, which does not compile, reports the type errors alone, and an
// Incomplete must say the same whichever load ran.
func dropCompileError(p *packages.Package) {
	if len(p.Syntax) == 0 || len(p.TypeErrors) == 0 {
		return
	}
	p.Errors = slices.DeleteFunc(p.Errors, func(e packages.Error) bool {
		return e.Kind == packages.ListError && strings.HasPrefix(e.Msg, "# ")
	})
}
