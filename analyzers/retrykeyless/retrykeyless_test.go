package retrykeyless_test

import (
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/retrykeyless"
	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
	"github.com/idemlint/idemlint/internal/dedupstore"
)

func TestRetryKeyless(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), retrykeyless.New(retrykeyless.DefaultConfig()),
		"retrykeyless/httpcase", "retrykeyless/stripecase", "retrykeyless/sqlcase", "retrykeyless/publishcase",
		"retrykeyless/loops", "retrykeyless/wrapcase", "retrykeyless/clients", "retrykeyless/verbparam",
		"retrykeyless/reqparam", "retrykeyless/teamretry", "retrykeyless/retryingfield", "retrykeyless/apiclients",
		"retrykeyless/ifaceretry/...", "retrykeyless/rpcpost", "retrykeyless/graphql")
}

// TestTypeFlow: a retry around a call through a field resolves to what the
// package stores there; a store injected by another package is reported
// where it is wired (internal/inject).
func TestTypeFlow(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), retrykeyless.New(retrykeyless.DefaultConfig()),
		"retrykeyless/typeflow/inpkg", "retrykeyless/typeflow/wiring", "retrykeyless/typeflow/app", "retrykeyless/typeflow/appwiring")
}

// TestTemporalActivities: an activity is retried by the Temporal service,
// in the package that schedules or registers it, and at the registration
// when it is declared in another package.
func TestTemporalActivities(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), retrykeyless.New(retrykeyless.DefaultConfig()), "retrykeyless/temporalcase")
}

// TestDedupRecords: a gorm Create of a dedup model guards what follows it
// in the retry, as a plain INSERT into a dedup table does. The copy of
// "is this a claim" that retrykeyless kept before summary.DedupRecord
// counted SQL text only and reported the guarded twin.
func TestDedupRecords(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), retrykeyless.New(retrykeyless.DefaultConfig()), "retrykeyless/gormcase")
}

func TestDoc(t *testing.T) {
	a := retrykeyless.Analyzer
	if !strings.HasPrefix(a.Doc, "retrykeyless: ") || a.URL == "" {
		t.Errorf("Doc = %q, URL = %q", a.Doc, a.URL)
	}
}

// TestOptions turns the retrying-client rule off through the flags, as
// golangci-lint and the config file do, and replaces the suite's dedup
// words.
func TestOptions(t *testing.T) {
	cfg := retrykeyless.DefaultConfig()
	cfg.Dedup = dedupstore.Parse("outbox")
	a := retrykeyless.New(cfg)
	if err := a.Flags.Set(retrykeyless.OptClients, "false"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, analyzertest.Testdata(t), a, "retrykeyless/options")
	// A fresh analyzer is not affected by the flags of another.
	if f := retrykeyless.New(retrykeyless.DefaultConfig()).Flags.Lookup(retrykeyless.OptClients); f == nil || f.Value.String() != "true" {
		t.Errorf("a fresh analyzer's %s flag = %v, want true", retrykeyless.OptClients, f)
	}
}

// TestGormCreate: a gorm Create in a retry inserts a second row when its
// key is minted per attempt or assigned by the database, here and through
// a repository interface another package implements; a key from the
// caller, a unique natural key or ON CONFLICT DO NOTHING keeps it silent.
func TestGormCreate(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), retrykeyless.New(retrykeyless.DefaultConfig()),
		"retrykeyless/gormcreate/repo", "retrykeyless/gormcreate", "retrykeyless/gormcreate/worker")
}
