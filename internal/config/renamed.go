package config

import (
	"fmt"
	"sort"
	"strings"

	"github.com/idemlint/idemlint/internal/dedupstore"
)

// Renamed is a per-analyzer option that a suite setting replaced. The
// option is still accepted: Migrate folds its value into the setting, and
// the drivers report it as deprecated (a warning, not an error).
type Renamed struct {
	Analyzer, Option string // options.<Analyzer>.<Option>
	Setting          string // the top-level key that replaced it
}

// String is the warning the drivers print.
func (r Renamed) String() string {
	return fmt.Sprintf("options.%s.%s is deprecated: set %s at the top level; it applies to every analyzer",
		r.Analyzer, r.Option, r.Setting)
}

// renamed lists the replaced options. dedup-words was an option of three
// analyzers, each with its own copy of the list, before it became one
// setting (the root package's tests check these analyzer names).
var renamed = []Renamed{
	{Analyzer: "dedupschema", Option: "dedup-words", Setting: dedupstore.Setting},
	{Analyzer: "relativewrite", Option: "dedup-words", Setting: dedupstore.Setting},
	{Analyzer: "retrykeyless", Option: "dedup-words", Setting: dedupstore.Setting},
}

// RenamedOptions returns the replaced options.
func RenamedOptions() []Renamed { return append([]Renamed(nil), renamed...) }

// RenamedOption reports whether options.<analyzer>.<option> is a replaced
// option, and which.
func RenamedOption(analyzer, option string) (Renamed, bool) {
	for _, r := range renamed {
		if r.Analyzer == analyzer && r.Option == option {
			return r, true
		}
	}
	return Renamed{}, false
}

// Migrate returns the settings with every replaced option removed from
// Options and its value folded into the setting that replaced it, and the
// replaced options it found, sorted. s is not changed. The words of the
// dedup-words setting and of the old options are joined, so that a name
// any of them marked stays marked for every analyzer.
func (s Settings) Migrate() (Settings, []Renamed) {
	var found []Renamed
	var words []string
	opts := make(map[string]map[string]any, len(s.Options))
	for a, o := range s.Options {
		opts[a] = make(map[string]any, len(o))
		for k, v := range o {
			if r, ok := RenamedOption(a, k); ok {
				found = append(found, r)
				continue
			}
			opts[a][k] = v
		}
	}
	if len(found) == 0 {
		return s, nil
	}
	sort.Slice(found, func(i, j int) bool { return found[i].Analyzer < found[j].Analyzer })
	if s.DedupWords != "" {
		words = append(words, s.DedupWords)
	}
	for _, r := range found {
		words = append(words, fmt.Sprint(s.Options[r.Analyzer][r.Option]))
	}
	s.Options = opts
	s.DedupWords = union(words)
	return s, found
}

// union joins comma-separated lists of words, each word once, in order.
func union(lists []string) string {
	seen := make(map[string]bool)
	var out []string
	for _, l := range lists {
		for _, w := range dedupstore.Parse(l).List() {
			if !seen[w] {
				seen[w] = true
				out = append(out, w)
			}
		}
	}
	return strings.Join(out, ",")
}
