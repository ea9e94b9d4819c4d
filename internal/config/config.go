// Package config is the one settings schema shared by the CLI's
// .idemlint.yml and the golangci-lint plugin's settings.
package config

import (
	"fmt"
	"sort"

	"github.com/idemlint/idemlint/internal/dedupstore"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// Settings is the configuration of a suite. The YAML file and the
// golangci-lint settings use the same keys.
type Settings struct {
	// Disable turns analyzers off by name.
	Disable []string `json:"disable,omitempty" yaml:"disable,omitempty"`
	// Enable, when set, runs only these analyzers.
	Enable []string `json:"enable,omitempty" yaml:"enable,omitempty"`
	// Knowledge adds entries to (or replaces entries of) the built-in
	// knowledge: the user's own clients and wrappers, by qualified name.
	Knowledge []Entry `json:"knowledge,omitempty" yaml:"knowledge,omitempty"`
	// DedupWords is a comma-separated list of words; a table, model,
	// collection or key whose name contains one is a dedup store, for
	// every analyzer. Empty means dedupstore.DefaultWords.
	DedupWords string `json:"dedup-words,omitempty" yaml:"dedup-words,omitempty"`
	// Options sets analyzer options by analyzer name and option name
	// (the analyzer's flag, kebab-case): {relativewrite: {zombie-write: true}}.
	Options map[string]map[string]any `json:"options,omitempty" yaml:"options,omitempty"`
	// Include lists module path prefixes of versioned dependencies whose
	// packages are summarized like the project's own (a team's shared
	// wrapper modules). The project's own module is always included.
	Include []string `json:"include,omitempty" yaml:"include,omitempty"`
	// AnalyzeDependencies summarizes every package, the standard library
	// and third-party modules included (slow; for sweeps and measurements).
	AnalyzeDependencies bool `json:"analyze-dependencies,omitempty" yaml:"analyze-dependencies,omitempty"`
	// KeepSuppressed reports findings that an ignore directive suppressed,
	// marked as such (the CLI sets it for SARIF). Not a file setting.
	KeepSuppressed bool `json:"-" yaml:"-"`
	// Named reports whether the driver was asked to analyse the package
	// with this import path (the CLI's command-line patterns, the package
	// go vet vets): named packages are analysed whatever module they
	// belong to; Include and AnalyzeDependencies widen the scope to
	// packages not named. Nil names none. Not a file setting.
	Named func(pkgPath string) bool `json:"-" yaml:"-"`
}

// Entry is a user knowledge entry; see knowledge.Func for the meaning of
// each field.
type Entry struct {
	Name     string   `json:"name" yaml:"name"`
	Roles    []string `json:"roles" yaml:"roles"`
	Kind     string   `json:"kind,omitempty" yaml:"kind,omitempty"`
	Params   []string `json:"params,omitempty" yaml:"params,omitempty"`
	Key      string   `json:"key,omitempty" yaml:"key,omitempty"`
	Msg      string   `json:"msg,omitempty" yaml:"msg,omitempty"`
	Callback string   `json:"callback,omitempty" yaml:"callback,omitempty"`
	Query    string   `json:"query,omitempty" yaml:"query,omitempty"`
	Method   string   `json:"method,omitempty" yaml:"method,omitempty"`
	Why      string   `json:"why,omitempty" yaml:"why,omitempty"`
}

// Func converts the entry. Kind refines the entry's effect, source or sql
// role (knowledge.Func.SetKind); a kind that is not one of the role's is an
// error.
func (e Entry) Func() (*knowledge.Func, error) {
	f := &knowledge.Func{
		Name: e.Name, Params: e.Params, Key: e.Key, Msg: e.Msg,
		Callback: e.Callback, Query: e.Query, Method: e.Method, Why: e.Why,
	}
	for _, r := range e.Roles {
		f.Roles = append(f.Roles, knowledge.Role(r))
	}
	if err := f.SetKind(e.Kind); err != nil {
		return nil, err
	}
	return f, nil
}

// Dedup returns the words that mark a dedup store.
func (s Settings) Dedup() dedupstore.Words {
	if s.DedupWords == "" {
		return dedupstore.Words{}
	}
	return dedupstore.Parse(s.DedupWords)
}

// Knowledge builds the knowledge base of the settings.
func (s Settings) KnowledgeBase() (*knowledge.Base, error) {
	if len(s.Knowledge) == 0 {
		return knowledge.Default, nil
	}
	var extra []*knowledge.Func
	for _, e := range s.Knowledge {
		f, err := e.Func()
		if err != nil {
			return nil, err
		}
		extra = append(extra, f)
	}
	return knowledge.New(extra...)
}

// Check validates analyzer names against the known ones.
func (s Settings) Check(known []string) error {
	ok := make(map[string]bool)
	for _, n := range known {
		ok[n] = true
	}
	for _, list := range [][]string{s.Disable, s.Enable} {
		for _, n := range list {
			if !ok[n] {
				return fmt.Errorf("unknown analyzer %q (known: %v)", n, known)
			}
		}
	}
	names := make([]string, 0, len(s.Options))
	for n := range s.Options {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if !ok[n] {
			return fmt.Errorf("options for unknown analyzer %q (known: %v)", n, known)
		}
	}
	return nil
}
