package cli

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/idemlint/idemlint/internal/config"
	"github.com/idemlint/idemlint/internal/report"
)

// Analyze is the analysis every front end shares: the CLI's text, JSON,
// SARIF and GitHub printers, -fix and -baseline, and the language server.
// It loads the packages that patterns match in dir, runs the suite on
// them with the streaming driver (stream.go: each package type-checked,
// analysed and dropped in dependency order) and returns the findings, sorted by position and deduplicated (a file of a package and
// of its test variant is analysed twice). Printing is the caller's.
//
// A package that could not be loaded, type-checked or analysed makes the
// error an *Incomplete; the findings returned with it are those of the
// packages that could be analysed. Any other error means there are none.
func Analyze(ctx context.Context, dir string, patterns []string, s Settings) ([]Finding, error) {
	if s.Suite.New == nil {
		return nil, errors.New("internal error: no analyzer suite")
	}
	var named map[string]bool // set once the package graph is known
	cfg := s.Config
	cfg.Named = func(pkgPath string) bool { return named[pkgPath] }
	analyzers, err := s.Suite.New(cfg)
	if err != nil {
		return nil, err
	}
	if len(analyzers) == 0 {
		return nil, errors.New("every analyzer is disabled")
	}
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	var buildFlags []string
	if s.Tags != "" {
		buildFlags = append(buildFlags, "-tags="+s.Tags)
	}
	parse := s.ParseFile
	if parse == nil {
		parse = ParseFile
	}
	var scope ScopeFunc // nil: everything from source
	if s.Suite.Scope != nil {
		if scope, err = s.Suite.Scope(cfg); err != nil {
			return nil, err
		}
	}
	start := time.Now()
	meta := &packages.Config{Context: ctx, Dir: dir, Tests: s.Tests, BuildFlags: buildFlags, Mode: metaMode, Overlay: s.Overlay}
	var inScope func(*packages.Package) bool // nil: everything from source
	if scope != nil {
		// Out of scope: from export data, which go list -export builds.
		meta.Mode |= packages.NeedExportFile
		inScope = func(p *packages.Package) bool {
			var m *analysis.Module
			if p.Module != nil {
				m = &analysis.Module{Path: p.Module.Path, Version: p.Module.Version}
			}
			return scope(p.PkgPath, p.GoFiles, m)
		}
	}
	var u *universe
	load := packages.Load
	if sess := s.Session; sess != nil {
		sess.begin()
		defer sess.mu.Unlock()
		load = func(cfg *packages.Config, patterns ...string) ([]*packages.Package, error) {
			return sess.load(cfg, patterns, inScope)
		}
		u = sess.universe(s)
	}
	loaded, err := load(meta, patterns...)
	if err != nil {
		return nil, fmt.Errorf("loading packages: %v", err)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	roots, noMatch := matched(loaded, patterns, dir)
	if len(roots) == 0 {
		if len(noMatch) > 0 {
			return nil, errors.New(strings.Join(noMatch, "\nidemlint: "))
		}
		return nil, fmt.Errorf("no packages match %s (in %s)", strings.Join(patterns, " "), dir)
	}
	named = namedPaths(roots) // before the scope is asked about any package
	if s.Loaded != nil {
		s.Loaded(roots)
	}
	listed := time.Since(start)
	var extra []*analysis.Analyzer
	if s.Extra != nil {
		a, err := s.Extra(analyzers)
		if err != nil {
			return nil, err
		}
		extra = append(extra, a)
	}
	st := newStream(ctx, append(slices.Clip(analyzers), extra...), roots, inScope, parse, s.CheckFacts, u, s.Overlay)
	for _, a := range extra {
		delete(st.want, a)
	}
	st.extra, st.collect = extra, s.Result
	st.run()
	st.keep()
	if s.Session != nil {
		s.Session.stats.Checked, s.Session.stats.Reused = st.checked, st.reusedCount
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	inc := &Incomplete{NoMatch: noMatch, Broken: broken(roots)}
	var good []*packages.Package
	for _, p := range roots {
		if p.IllTyped || len(p.Errors) > 0 {
			inc.Skipped = append(inc.Skipped, p)
		} else {
			good = append(good, p)
		}
	}
	findings := sortFindings(st.findings)
	inc.Failed = dedupErrors(st.errors(good))
	if s.Analysed != nil {
		st.timing.List, st.timing.Analysis = listed, time.Since(start)-listed
		s.Analysed(st.timing)
	}
	if len(inc.NoMatch)+len(inc.Broken)+len(inc.Skipped)+len(inc.Failed) > 0 {
		return findings, inc
	}
	return findings, nil
}

// Settings is what an analysis runs with.
type Settings struct {
	Suite  Suite
	Config config.Settings // the suite's settings; Analyze sets Named
	Tests  bool            // analyse test files too
	Tags   string          // comma-separated build tags
	// CheckFacts gob-encodes every fact twice, as it crosses into an
	// importing package, checks that the encodings agree, and gives the
	// importer the decoded copy (checker.Options.SanityCheck's check).
	CheckFacts bool
	// ParseFile, if set, parses every file checked from source, once,
	// concurrently; it must keep comments. The CLI records each file's
	// hash with it.
	ParseFile func(fset *token.FileSet, filename string, src []byte) (*ast.File, error)
	// Loaded, if set, is called with the packages the patterns matched,
	// sorted by ID, ill-typed ones included, before any is analysed.
	Loaded func(roots []*packages.Package)
	// Analysed, if set, is called after the analysis with its timing.
	Analysed func(Timing)
	// Extra, if set, builds one more analyzer from the suite's (the
	// inventory, on the suite's summary). It runs in the same pass, on the
	// named packages only, reports nothing, and Result receives its
	// result on each of them, concurrently.
	Extra  func(suite []*analysis.Analyzer) (*analysis.Analyzer, error)
	Result func(p *packages.Package, res any)
	// Overlay maps absolute file names to the content that replaces them
	// (an editor's unsaved buffers), as packages.Config.Overlay: go list
	// and the parser both read it, and a file in it need not exist.
	Overlay map[string][]byte
	// Session, if set, keeps what the next analysis can reuse: the package
	// graph and the types and facts of unchanged packages (session.go).
	// Analyses sharing a session run one at a time.
	Session *Session
}

// A Finding is one diagnostic of an enabled analyzer, resolved to file
// positions.
type Finding struct {
	Analyzer  string
	Package   string         // the package's ID
	Posn, End token.Position // absolute file names, 1-based lines, columns in bytes
	Message   string
	Category  string
	URL       string // the diagnostic's, else the analyzer's documentation
	Related   []Related
	Fixes     []analysis.SuggestedFix // positions in Fset
	Fset      *token.FileSet
	// Suppressed: an ignore directive suppressed it, with Reason. Only
	// with Config.KeepSuppressed; otherwise suppressed findings are
	// dropped.
	Suppressed bool
	Reason     string
	Function   string // the enclosing function declaration ("F", "(*T).M"), for fingerprints
}

// Related is a finding's other site: the check, the ack, the retry.
type Related struct {
	Posn, End token.Position
	Message   string
}

// Incomplete is Analyze's error when part of what the patterns name could
// not be analysed.
type Incomplete struct {
	NoMatch []string            // "pattern P matches no packages[: why]", when other patterns matched
	Broken  []*packages.Package // every package, matched or a dependency, with errors, sorted by ID
	Skipped []*packages.Package // matched packages not analysed: errors of their own or of a dependency
	Failed  []AnalyzerError     // an analyzer that failed on a package
}

// AnalyzerError is an analyzer's failure on a package.
type AnalyzerError struct {
	Package, Analyzer, Err string
}

func (e *Incomplete) Error() string {
	var lines []string
	lines = append(lines, e.NoMatch...)
	for _, p := range e.Broken {
		for _, pe := range p.Errors {
			lines = append(lines, pe.Error())
		}
	}
	for _, p := range e.Skipped {
		lines = append(lines, p.ID+": not analysed: "+skipReason(p))
	}
	for _, f := range e.Failed {
		lines = append(lines, f.Package+": "+f.Err)
	}
	return strings.Join(lines, "\n")
}

// skipReason says why a matched package was not analysed.
func skipReason(p *packages.Package) string {
	if len(p.Errors) > 0 {
		return "the package has errors"
	}
	return "a dependency has errors"
}

// ParseFile is the parse Analyze uses when Settings.ParseFile is nil: with
// comments, every error reported. A front end that wraps it (to keep what
// it parsed) parses as Analyze does.
func ParseFile(fset *token.FileSet, filename string, src []byte) (*ast.File, error) {
	return parser.ParseFile(fset, filename, src, parser.AllErrors|parser.ParseComments)
}

// matched returns the loaded packages the patterns matched, sorted by ID
// (the generated test mains left out), and the patterns that matched
// nothing: go list reports those as a package with an error and no files.
func matched(loaded []*packages.Package, patterns []string, dir string) ([]*packages.Package, []string) {
	var roots []*packages.Package
	var empty []string
	for _, p := range loaded {
		if strings.HasSuffix(p.ID, ".test") {
			continue // the generated test main
		}
		if p.Name == "" && len(p.GoFiles) == 0 && len(p.CompiledGoFiles) == 0 && slices.Contains(patterns, p.ID) {
			msg := ""
			if len(p.Errors) > 0 {
				msg = ": " + strings.TrimPrefix(relMsg(dir, p.Errors[0].Msg), "pattern "+p.ID+": ")
			}
			empty = append(empty, fmt.Sprintf("pattern %s matches no packages%s", p.ID, msg))
			continue
		}
		roots = append(roots, p)
	}
	sort.Slice(roots, func(i, j int) bool { return roots[i].ID < roots[j].ID })
	return roots, empty
}

// broken returns every package reachable from roots that has errors,
// sorted by ID.
func broken(roots []*packages.Package) []*packages.Package {
	var bad []*packages.Package
	seen := make(map[*packages.Package]bool)
	packages.Visit(roots, nil, func(p *packages.Package) {
		if len(p.Errors) > 0 && !seen[p] {
			seen[p] = true
			bad = append(bad, p)
		}
	})
	sort.Slice(bad, func(i, j int) bool { return bad[i].ID < bad[j].ID })
	return bad
}

// relMsg rewrites absolute paths under dir in a message as relative ones.
func relMsg(dir, msg string) string {
	if dir == "" {
		return msg
	}
	return strings.ReplaceAll(msg, dir+string(filepath.Separator), "")
}

func compareFindings(a, b *Finding) int {
	return cmp.Or(
		cmp.Compare(a.Posn.Filename, b.Posn.Filename),
		cmp.Compare(a.Posn.Line, b.Posn.Line),
		cmp.Compare(a.Posn.Column, b.Posn.Column),
		cmp.Compare(a.Analyzer, b.Analyzer),
		cmp.Compare(a.Message, b.Message),
		cmp.Compare(a.End.Offset, b.End.Offset),
		cmp.Compare(a.Category, b.Category),
		cmp.Compare(a.Package, b.Package),
	)
}

// sortFindings sorts findings by position and drops repeats: a file in
// both a package and its test variant is analysed twice, and the finding
// of the first package is kept.
func sortFindings(findings []Finding) []Finding {
	slices.SortFunc(findings, func(a, b Finding) int { return compareFindings(&a, &b) })
	type key struct {
		analyzer, message, category string
		posn, end                   token.Position
	}
	seen := make(map[key]bool)
	out := findings[:0]
	for _, f := range findings {
		k := key{f.Analyzer, f.Message, f.Category, f.Posn, f.End}
		if !seen[k] {
			seen[k] = true
			out = append(out, f)
		}
	}
	return out
}

func newFinding(a *analysis.Analyzer, p *packages.Package, d analysis.Diagnostic) Finding {
	fset := p.Fset
	f := Finding{
		Analyzer: a.Name,
		Package:  p.ID,
		Posn:     fset.Position(d.Pos),
		End:      fset.Position(cmp.Or(d.End, d.Pos)),
		Message:  d.Message,
		Category: d.Category,
		URL:      cmp.Or(d.URL, a.URL),
		Fixes:    d.SuggestedFixes,
		Fset:     fset,
		Function: enclosingFunc(p, d.Pos),
	}
	if reason, ok := strings.CutPrefix(d.Category, report.SuppressedCategory); ok {
		f.Suppressed, f.Reason, f.Category = true, reason, ""
	}
	for _, rel := range d.Related {
		f.Related = append(f.Related, Related{
			Posn:    fset.Position(rel.Pos),
			End:     fset.Position(cmp.Or(rel.End, rel.Pos)),
			Message: rel.Message,
		})
	}
	return f
}

// dedupErrors keeps the first error of each message, in package order.
func dedupErrors(errs []AnalyzerError) []AnalyzerError {
	sort.Slice(errs, func(i, j int) bool {
		a, b := errs[i], errs[j]
		return cmp.Or(cmp.Compare(a.Err, b.Err), cmp.Compare(a.Analyzer, b.Analyzer), cmp.Compare(a.Package, b.Package)) < 0
	})
	var out []AnalyzerError
	seen := make(map[string]bool)
	for _, e := range errs {
		if !seen[e.Err] {
			seen[e.Err] = true
			out = append(out, e)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Package < out[j].Package })
	return out
}
