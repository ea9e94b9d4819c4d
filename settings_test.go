package idemlint_test

import (
	"path/filepath"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint"
	"github.com/idemlint/idemlint/internal/config"
)

// TestDedupWordsSetting: the suite's dedup-words reaches the analyzers New
// builds, whether it is set at the top level or through an old
// per-analyzer option (both replace the default words: processed_messages
// is no dedup table in retrykeyless/options, outbox_keys is).
func TestDedupWordsSetting(t *testing.T) {
	testdata, err := filepath.Abs("testdata")
	if err != nil {
		t.Fatal(err)
	}
	for name, s := range map[string]idemlint.Settings{
		"setting": {DedupWords: "outbox", Options: map[string]map[string]any{
			"retrykeyless": {"retrying-clients": false}}},
		"deprecated option": {Options: map[string]map[string]any{
			"retrykeyless": {"retrying-clients": false, "dedup-words": "outbox"}}},
	} {
		t.Run(name, func(t *testing.T) {
			analysistest.Run(t, testdata, build(t, s, "retrykeyless"), "retrykeyless/options")
		})
	}
	s := idemlint.Settings{DedupWords: "ledger", Options: map[string]map[string]any{"dedupschema": {"key-columns": "entry_ref"}}}
	analysistest.Run(t, testdata, build(t, s, "dedupschema"), "dedupschema/flags")
}

func build(t *testing.T, s idemlint.Settings, name string) *analysis.Analyzer {
	t.Helper()
	as, err := idemlint.New(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range as {
		if a.Name == name {
			return a
		}
	}
	t.Fatalf("no analyzer %s", name)
	return nil
}

// TestRenamedOptions: every replaced option names an analyzer of the
// suite that no longer has that option, so the old key reaches Migrate.
func TestRenamedOptions(t *testing.T) {
	as, err := idemlint.New(idemlint.Settings{})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range config.RenamedOptions() {
		i := slices.IndexFunc(as, func(a *analysis.Analyzer) bool { return a.Name == r.Analyzer })
		if i < 0 {
			t.Errorf("%v: no analyzer %s", r, r.Analyzer)
		} else if as[i].Flags.Lookup(r.Option) != nil {
			t.Errorf("%v: %s still has the option", r, r.Analyzer)
		}
	}
}
