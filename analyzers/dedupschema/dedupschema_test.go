package dedupschema_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/dedupschema"
	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
	"github.com/idemlint/idemlint/internal/dedupstore"
)

func TestConsts(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), dedupschema.New(dedupschema.DefaultConfig()), "dedupschema/consts")
}

// TestEmbedded checks the findings inside embedded .sql files. analysistest
// reads "// want" comments from Go files only, so the .sql files carry
// "-- want `regexp`" comments, checked here, and analysistest's complaints
// about .sql positions are left to this check.
func TestEmbedded(t *testing.T) {
	runSQL(t, dedupschema.New(dedupschema.DefaultConfig()), "dedupschema/embedded")
}

// TestTeamDDL: an outbox's message ID, per-tenant DDL built with
// fmt.Sprintf, and indexes added after the CREATE TABLE (plain: no
// constraint; unique, in a later migration file: the constraint).
func TestTeamDDL(t *testing.T) {
	runSQL(t, dedupschema.New(dedupschema.DefaultConfig()), "dedupschema/teamddl")
}

func TestClaims(t *testing.T) {
	results := analysistest.Run(t, analyzertest.Testdata(t), dedupschema.New(dedupschema.DefaultConfig()), "dedupschema/wrappers", "dedupschema/claims")
	// The claim site is the related position: the ExecContext call (SSA)
	// or the claim's constant.
	related := map[string]string{}
	for _, r := range results {
		for _, d := range r.Diagnostics {
			for _, rel := range d.Related {
				p := r.Pass.Fset.Position(rel.Pos)
				related[strings.Fields(d.Message)[1]] = fmt.Sprintf("%s:%d: %s", filepath.Base(p.Filename), p.Line, rel.Message)
			}
		}
	}
	for table, want := range map[string]string{
		"jobs_done":        "claims.go:43: key claimed here",
		"webhook_seen_log": "claims.go:77: key claimed here",
	} {
		if got := related[table]; got != want {
			t.Errorf("related position of %s = %q, want %q", table, got, want)
		}
	}
}

// TestGorm checks the models and the uniqueIndex fix (gormcase.go.golden).
func TestGorm(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analyzertest.Testdata(t), dedupschema.New(dedupschema.DefaultConfig()), "dedupschema/gormcase")
}

// TestEnt checks the ent schemas and the .Unique() fix (schema.go.golden).
func TestEnt(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analyzertest.Testdata(t), dedupschema.New(dedupschema.DefaultConfig()), "dedupschema/entcase")
}

// TestFlags checks that every option is a flag a driver can set, bound to
// its own analyzer, and that the flag and the suite's dedup words change
// what is reported.
func TestFlags(t *testing.T) {
	cfg := dedupschema.DefaultConfig()
	cfg.Dedup = dedupstore.Parse("ledger")
	a := dedupschema.New(cfg)
	if err := a.Flags.Set(dedupschema.FlagKeyColumns, "entry_ref"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, analyzertest.Testdata(t), a, "dedupschema/flags")
	b := dedupschema.New(dedupschema.DefaultConfig())
	if got := b.Flags.Lookup(dedupschema.FlagKeyColumns).Value.String(); got != dedupschema.DefaultKeyColumns {
		t.Errorf("key-columns leaked between analyzers: %q", got)
	}
	if !strings.HasPrefix(a.Doc, "dedupschema: ") || a.URL == "" {
		t.Errorf("Doc = %q, URL = %q", a.Doc, a.URL)
	}
}
