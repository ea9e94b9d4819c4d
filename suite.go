// Package idemlint is a suite of go/analysis analyzers that find the code
// that turns a retry, a redelivery or a double click into a second charge, a
// lost message or a drifted balance.
package idemlint

import (
	"fmt"
	"sort"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/analyzers/ackorder"
	"github.com/idemlint/idemlint/analyzers/checkthenact"
	"github.com/idemlint/idemlint/analyzers/dedupschema"
	"github.com/idemlint/idemlint/analyzers/keyderivation"
	"github.com/idemlint/idemlint/analyzers/relativewrite"
	"github.com/idemlint/idemlint/analyzers/retrykeyless"
	"github.com/idemlint/idemlint/internal/analyzer"
	"github.com/idemlint/idemlint/internal/config"
	"github.com/idemlint/idemlint/internal/summary"
)

// Settings is the configuration schema of the suite (.idemlint.yml, and the
// golangci-lint plugin's settings).
type Settings = config.Settings

// Names lists the analyzers' names, a contract, in order.
var Names = []string{
	ackorder.Name, checkthenact.Name, dedupschema.Name,
	keyderivation.Name, relativewrite.Name, retrykeyless.Name,
}

// Suite returns every analyzer with the default configuration, all built on
// the one default summary analyzer.
func Suite() []*analysis.Analyzer {
	return []*analysis.Analyzer{
		ackorder.Analyzer, checkthenact.Analyzer, dedupschema.Analyzer,
		keyderivation.Analyzer, relativewrite.Analyzer, retrykeyless.Analyzer,
	}
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
	sum := summary.NewWithOptions(kb, summary.Options{All: s.AnalyzeDependencies, Include: s.Include})
	base := analyzer.Base{Summary: sum, KeepSuppressed: s.KeepSuppressed, Dedup: s.Dedup()}
	all := []*analysis.Analyzer{
		func() *analysis.Analyzer { c := ackorder.DefaultConfig(); c.Base = base; return ackorder.New(c) }(),
		func() *analysis.Analyzer {
			c := checkthenact.DefaultConfig()
			c.Base = base
			return checkthenact.New(c)
		}(),
		func() *analysis.Analyzer { c := dedupschema.DefaultConfig(); c.Base = base; return dedupschema.New(c) }(),
		func() *analysis.Analyzer {
			c := keyderivation.DefaultConfig()
			c.Base = base
			return keyderivation.New(c)
		}(),
		func() *analysis.Analyzer {
			c := relativewrite.DefaultConfig()
			c.Base = base
			return relativewrite.New(c)
		}(),
		func() *analysis.Analyzer {
			c := retrykeyless.DefaultConfig()
			c.Base = base
			return retrykeyless.New(c)
		}(),
	}
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
	for _, a := range all {
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
