// Package idemlint is a suite of go/analysis analyzers that find the code
// that turns a retry, a redelivery or a double click into a second charge, a
// lost message or a drifted balance.
package idemlint

import (
	"fmt"
	"sort"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/analyzers/ackorder"
	"github.com/idemlint/idemlint/analyzers/agenttool"
	"github.com/idemlint/idemlint/analyzers/checkthenact"
	"github.com/idemlint/idemlint/analyzers/createkey"
	"github.com/idemlint/idemlint/analyzers/dedupschema"
	"github.com/idemlint/idemlint/analyzers/inprogress"
	"github.com/idemlint/idemlint/analyzers/keyderivation"
	"github.com/idemlint/idemlint/analyzers/keyretention"
	"github.com/idemlint/idemlint/analyzers/keyscope"
	"github.com/idemlint/idemlint/analyzers/relativewrite"
	"github.com/idemlint/idemlint/analyzers/retrykeyless"
	"github.com/idemlint/idemlint/internal/analyzer"
	"github.com/idemlint/idemlint/internal/config"
	"github.com/idemlint/idemlint/internal/summary"
)

// Settings is the configuration schema of the suite (.idemlint.yml, and the
// golangci-lint plugin's settings).
type Settings = config.Settings

// registry is the suite, in one place: every analyzer in name order, its
// name (a contract) and how to build it with its default configuration over
// a Base the suite shares. Names, Suite and New read it; a new analyzer is
// one entry here.
var registry = []struct {
	Name   string
	New    func(analyzer.Base) *analysis.Analyzer
	Policy analyzer.Policy // what it does with a call nothing resolves
}{
	{ackorder.Name, build(ackorder.DefaultConfig, ackorder.New), ackorder.Policy},
	{agenttool.Name, build(agenttool.DefaultConfig, agenttool.New), agenttool.Policy},
	{checkthenact.Name, build(checkthenact.DefaultConfig, checkthenact.New), checkthenact.Policy},
	{createkey.Name, build(createkey.DefaultConfig, createkey.New), createkey.Policy},
	{dedupschema.Name, build(dedupschema.DefaultConfig, dedupschema.New), dedupschema.Policy},
	{inprogress.Name, build(inprogress.DefaultConfig, inprogress.New), inprogress.Policy},
	{keyderivation.Name, build(keyderivation.DefaultConfig, keyderivation.New), keyderivation.Policy},
	{keyretention.Name, build(keyretention.DefaultConfig, keyretention.New), keyretention.Policy},
	{keyscope.Name, build(keyscope.DefaultConfig, keyscope.New), keyscope.Policy},
	{relativewrite.Name, build(relativewrite.DefaultConfig, relativewrite.New), relativewrite.Policy},
	{retrykeyless.Name, build(retrykeyless.DefaultConfig, retrykeyless.New), retrykeyless.Policy},
}

// build returns the constructor of an analyzer over a shared Base: its
// default configuration with the Base set, given to its New.
func build[C any, P interface {
	*C
	SetBase(analyzer.Base)
}](def func() C, mk func(C) *analysis.Analyzer) func(analyzer.Base) *analysis.Analyzer {
	return func(b analyzer.Base) *analysis.Analyzer {
		c := def()
		P(&c).SetBase(b)
		return mk(c)
	}
}

// Policy returns what the named analyzer does with a call the summary
// cannot resolve (docs/resolution.md), and whether it is one of the suite.
func Policy(name string) (analyzer.Policy, bool) {
	for _, r := range registry {
		if r.Name == name {
			return r.Policy, true
		}
	}
	return analyzer.Policy{}, false
}

// Names lists the analyzers' names, a contract, in order.
var Names = func() []string {
	out := make([]string, len(registry))
	for i, r := range registry {
		out[i] = r.Name
	}
	return out
}()

// Suite returns every analyzer with the default configuration, all built on
// one summary analyzer over the built-in knowledge: New(Settings{}), whose
// error TestRegistry rules out.
func Suite() ([]*analysis.Analyzer, error) {
	return New(Settings{})
}

// New returns fresh analyzers for the settings: the enabled ones, all built
// on one summary analyzer over the settings' knowledge, with their options
// set through their flags. Nothing is shared with another call.
func New(s Settings) ([]*analysis.Analyzer, error) {
	if err := s.Check(Names); err != nil {
		return nil, err
	}
	s, _ = s.Migrate() // old per-analyzer options of suite settings; the drivers warn
	kb, err := s.KnowledgeBase()
	if err != nil {
		return nil, err
	}
	sum := summary.NewWithOptions(kb, summaryOptions(s))
	base := analyzer.Base{Summary: sum, KeepSuppressed: s.KeepSuppressed, Dedup: s.Dedup()}
	enabled := make(map[string]bool)
	for _, n := range Names {
		enabled[n] = len(s.Enable) == 0
	}
	for _, n := range s.Enable {
		enabled[n] = true
	}
	for _, n := range s.Disable {
		enabled[n] = false
	}
	var out []*analysis.Analyzer
	for _, r := range registry {
		a := r.New(base)
		opts := s.Options[a.Name]
		keys := make([]string, 0, len(opts))
		for k := range opts {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if a.Flags.Lookup(k) == nil {
				return nil, fmt.Errorf("analyzer %s has no option %q", a.Name, k)
			}
			if err := a.Flags.Set(k, fmt.Sprint(opts[k])); err != nil {
				return nil, fmt.Errorf("analyzer %s option %q: %v", a.Name, k, err)
			}
		}
		if enabled[a.Name] {
			out = append(out, a)
		}
	}
	return out, nil
}

func summaryOptions(s Settings) summary.Options {
	return summary.Options{All: s.AnalyzeDependencies, Include: s.Include, Named: s.Named, Analyzers: Names, Dedup: s.Dedup()}
}

// Scope returns what the summary of the suite built by New(s) summarizes,
// as a function of a package's import path, Go files and module (see
// summary.Options.InScope), or nil when it summarizes every package
// (analyze-dependencies). A driver loads the packages out of scope from
// export data: no analyzer of the suite needs their syntax.
func Scope(s Settings) (func(pkgPath string, files []string, m *analysis.Module) bool, error) {
	if s.AnalyzeDependencies {
		return nil, nil
	}
	kb, err := s.KnowledgeBase()
	if err != nil {
		return nil, err
	}
	opts := summaryOptions(s)
	return func(pkgPath string, files []string, m *analysis.Module) bool {
		return opts.InScope(kb, pkgPath, files, m)
	}, nil
}
