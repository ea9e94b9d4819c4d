package relativewrite_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/relativewrite"
	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
)

func run(t *testing.T, cfg relativewrite.Config, pkgs ...string) {
	t.Helper()
	analysistest.Run(t, analyzertest.Testdata(t), relativewrite.New(cfg), pkgs...)
}

// TestAnalyzer runs every family in one load: SQL (database/sql, pgx,
// sqlx), gorm, go-redis, MongoDB, DynamoDB, in-memory counters, and the
// wrappers of package wrappers (facts) used from package wrapcase.
func TestAnalyzer(t *testing.T) {
	run(t, relativewrite.DefaultConfig(),
		"relativewrite/sqlcase", "relativewrite/gormcase", "relativewrite/rediscase",
		"relativewrite/mongocase", "relativewrite/dynamocase", "relativewrite/memcase",
		"relativewrite/wrappers", "relativewrite/wrapcase", "relativewrite/wraponly", "relativewrite/zombieoff")
}

// TestThroughInterfaces: sqlc-shaped packages reach the database through
// a DBTX interface that pgx and database/sql implement; an interface no
// known library implements stays silent.
func TestThroughInterfaces(t *testing.T) {
	run(t, relativewrite.DefaultConfig(),
		"relativewrite/sqlc/db", "relativewrite/sqlc/dbstd", "relativewrite/sqlc/notlib", "relativewrite/sqlc/ledger")
}

// TestWiredTransaction: a service calls its injected repository's
// TransferTx on the transaction the repository's own runner hands its
// callback (ezhdanovskiy/wallets' shape). The service cannot see the
// debit, so the call is carried to the package that wires a repository
// into NewService, which reports when that repository's TransferTx applies
// a delta on the transaction; the same service over a repository that
// debits by compare-and-set, and the transfers keyed in the transaction,
// stay silent.
func TestWiredTransaction(t *testing.T) {
	results := analysistest.Run(t, analyzertest.Testdata(t), relativewrite.New(relativewrite.DefaultConfig()),
		"relativewrite/txrunner/repo", "relativewrite/txrunner/service", "relativewrite/txrunner/wiring")
	// The wired finding points at the injected call (service.go:34) and at
	// the debit's statement (repo.go:45).
	want := map[string]bool{"service.go:34": false, "repo.go:45": false}
	for _, r := range results {
		for _, d := range r.Diagnostics {
			for _, rel := range d.Related {
				posn := r.Pass.Fset.Position(rel.Pos)
				at := fmt.Sprintf("%s:%d", filepath.Base(posn.Filename), posn.Line)
				if _, ok := want[at]; ok {
					want[at] = true
				}
			}
		}
	}
	for at, seen := range want {
		if !seen {
			t.Errorf("the wired finding does not point at %s", at)
		}
	}
}

func TestZombieWrite(t *testing.T) {
	cfg := relativewrite.DefaultConfig()
	cfg.ZombieWrite = true
	run(t, cfg, "relativewrite/zombie")
	// Off by default: package zombieoff is checked in TestAnalyzer.
}

// TestFlags checks that every option is a flag a driver can set.
func TestFlags(t *testing.T) {
	a := relativewrite.New(relativewrite.DefaultConfig())
	if err := a.Flags.Set(relativewrite.FlagZombieWrite, "true"); err != nil {
		t.Fatal(err)
	}
	// A fresh analyzer does not see the flags of another.
	b := relativewrite.New(relativewrite.DefaultConfig())
	if got := b.Flags.Lookup(relativewrite.FlagZombieWrite).Value.String(); got != "false" {
		t.Errorf("zombie-write leaked between analyzers: %q", got)
	}
	if !strings.HasPrefix(a.Doc, "relativewrite: ") {
		t.Errorf("Doc = %q", a.Doc)
	}
}

// TestRelatedStatement: a delta applied by a helper on the transaction it
// is handed is reported where the transaction is passed, and points at the
// helper's statement (related information, where the driver loaded its
// file): wrapcase passes the transaction to wrappers.Credit, whose
// ExecContext is at wrappers.go:16.
func TestRelatedStatement(t *testing.T) {
	results := analysistest.Run(t, analyzertest.Testdata(t), relativewrite.New(relativewrite.DefaultConfig()), "relativewrite/wrappers", "relativewrite/wrapcase")
	found := false
	for _, r := range results {
		for _, d := range r.Diagnostics {
			if !strings.Contains(d.Message, "on the transaction passed here") {
				continue
			}
			if len(d.Related) == 0 {
				t.Errorf("%s: %s: no related information", r.Pass.Fset.Position(d.Pos), d.Message)
				continue
			}
			posn := r.Pass.Fset.Position(d.Related[0].Pos)
			if filepath.Base(posn.Filename) == "wrappers.go" && posn.Line == 16 {
				found = true
			}
		}
	}
	if !found {
		t.Error("no forwarded delta points at wrappers.go:16")
	}
}
