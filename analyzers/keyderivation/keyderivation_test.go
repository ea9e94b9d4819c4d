package keyderivation_test

import (
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/keyderivation"
	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
)

func TestKeyDerivation(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), keyderivation.New(keyderivation.DefaultConfig()),
		"keyderivation/basic", "keyderivation/retry", "keyderivation/sinks", "keyderivation/handlers", "keyderivation/sources", "keyderivation/chains", "keyderivation/conflict", "keyderivation/percall/...", "keyderivation/randbytes/...", "keyderivation/gormkey", "keyderivation/lnd", "keyderivation/constkey")
}

// TestTemporalActivities: a key minted inside a Temporal activity is new
// on every attempt the service makes; one from activity.GetInfo is not.
func TestTemporalActivities(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), keyderivation.New(keyderivation.DefaultConfig()), "keyderivation/temporal")
}

func TestHoistFix(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analyzertest.Testdata(t), keyderivation.New(keyderivation.DefaultConfig()), "keyderivation/hoist")
}

// TestOptions turns the clock, handler and per-call rules off through the flags, as
// golangci-lint and the config file do.
func TestOptions(t *testing.T) {
	a := keyderivation.New(keyderivation.DefaultConfig())
	for _, name := range []string{keyderivation.OptTime, keyderivation.OptHandlers, keyderivation.OptCalls} {
		if err := a.Flags.Set(name, "false"); err != nil {
			t.Fatal(err)
		}
	}
	analysistest.Run(t, analyzertest.Testdata(t), a, "keyderivation/options")
	// A fresh analyzer is not affected by the flags of another.
	if f := keyderivation.New(keyderivation.DefaultConfig()).Flags.Lookup(keyderivation.OptTime); f == nil || f.Value.String() != "true" {
		t.Errorf("a fresh analyzer's %s flag = %v, want true", keyderivation.OptTime, f)
	}
}

func TestDoc(t *testing.T) {
	a := keyderivation.Analyzer
	if !strings.HasPrefix(a.Doc, "keyderivation: ") || a.URL == "" {
		t.Errorf("Doc = %q, URL = %q", a.Doc, a.URL)
	}
}
