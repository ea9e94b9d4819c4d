package checkthenact_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/checkthenact"
	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
)

func TestRedis(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), checkthenact.New(checkthenact.DefaultConfig()), "checkthenact/redis")
}

// TestTypeFlow: the effect between the check and the record is a call
// through a func-typed field, resolved by what the package stores there.
func TestTypeFlow(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), checkthenact.New(checkthenact.DefaultConfig()), "checkthenact/typeflow")
}

// TestThroughInterfaces: the check and the record are calls through an
// injected interface that *redis.Client implements.
func TestThroughInterfaces(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), checkthenact.New(checkthenact.DefaultConfig()),
		"checkthenact/ifaces/store", "checkthenact/ifaces/notify", "checkthenact/ifaces/consumer")
}

func TestSQL(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), checkthenact.New(checkthenact.DefaultConfig()), "checkthenact/sqlcase")
}

func TestGorm(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), checkthenact.New(checkthenact.DefaultConfig()), "checkthenact/gormcase")
}

func TestDynamo(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), checkthenact.New(checkthenact.DefaultConfig()), "checkthenact/dynamo")
}

func TestMemory(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), checkthenact.New(checkthenact.DefaultConfig()), "checkthenact/memory")
}

func TestWrappers(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), checkthenact.New(checkthenact.DefaultConfig()), "checkthenact/usewrappers")
}

func TestSetNXFix(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analyzertest.Testdata(t), checkthenact.New(checkthenact.DefaultConfig()), "checkthenact/fix")
}

func TestFlagsOff(t *testing.T) {
	a := checkthenact.New(checkthenact.DefaultConfig())
	for _, name := range []string{checkthenact.FlagInMemory, checkthenact.FlagMutex} {
		if err := a.Flags.Set(name, "false"); err != nil {
			t.Fatal(err)
		}
	}
	analysistest.Run(t, analyzertest.Testdata(t), a, "checkthenact/flagsoff")
	// A fresh analyzer is not affected by the flags of another.
	if f := checkthenact.New(checkthenact.DefaultConfig()).Flags.Lookup(checkthenact.FlagInMemory); f == nil || f.Value.String() != "true" {
		t.Errorf("flag %s of a fresh analyzer = %v, want true", checkthenact.FlagInMemory, f)
	}
}

func TestDoc(t *testing.T) {
	if got, want := checkthenact.Analyzer.Doc[:len("checkthenact: ")], "checkthenact: "; got != want {
		t.Errorf("Doc starts with %q, want %q", got, want)
	}
}

// TestClaimUnchecked: a claim whose outcome is never read, directly or
// through a repository that drops it, followed by an effect; twins whose
// outcome decides, upserts, locks, and outcomes returned to the caller.
func TestClaimUnchecked(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), checkthenact.New(checkthenact.DefaultConfig()),
		"checkthenact/claims/dedup", "checkthenact/claims/billing", "checkthenact/claims/consumer", "checkthenact/claims/keylog")
}

// TestUnresolvedEffect: a call nothing resolves, between a check and the
// record of the same key, is the effect being deduplicated; pure calls are
// not, nor a call before the check, nor a read-only implementation.
func TestUnresolvedEffect(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), checkthenact.New(checkthenact.DefaultConfig()),
		"checkthenact/dispatch/notify", "checkthenact/dispatch/consumer")
}

// TestInjectedStore: a consumer checks and records through a store
// interface its constructor takes; the package that wires a concrete
// store reports when the pair is an existence check and a record, and
// stays silent over an atomic claim or a record of another key.
func TestInjectedStore(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), checkthenact.New(checkthenact.DefaultConfig()), "checkthenact/injected/...")
}

// TestSQLCGenerated: checks, records and claims in sqlc-generated queries
// (database/sql through the generated DBTX), called from hand-written code:
// a SELECT EXISTS before a payout and the generated INSERT, the payout a
// POST that a bank client of another package builds in one method and
// sends through a helper; a generated claim (:execrows into a dedup
// table) whose count is dropped. Twins: the claim read, an idempotent
// insert into an ordinary table with its count dropped, a lookup with no
// effect, a check and a record around a read or the bank's GET.
func TestSQLCGenerated(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), checkthenact.New(checkthenact.DefaultConfig()), "checkthenact/sqlcgen/...")
}

// TestHandWritten: the stores teams write by hand around a call nothing
// resolves: an in-process set whose mutex is released before the work, a
// sync.Map Load … Store, a record in a deferred closure; twins: the claim
// under the mutex, double-checked locking, LoadOrStore, a cache fill of
// the computed value (memoization), a deferred release after a claim.
func TestHandWritten(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), checkthenact.New(checkthenact.DefaultConfig()), "checkthenact/handwritten/...")
}

// TestStateMachine: a status read without a lock decides an external
// effect and the row's status is updated after it, with database/sql and
// gorm, in and out of a transaction; twins: FOR UPDATE and clause.Locking
// in the transaction, a conditional UPDATE whose count is checked, no
// external effect, another row updated, the read's error alone deciding.
func TestStateMachine(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), checkthenact.New(checkthenact.DefaultConfig()), "checkthenact/statemachine")
}

// TestInjectedCache: NStegura/saga's shape: a consumer gets and sets the
// event's key through a cache interface of its own over go-redis v8, with
// the work an injected service between them; the wiring package judges
// the work by what the wired service does. Twins: a service whose insert
// a unique key guards in one transaction (payments), and a read alone.
func TestInjectedCache(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), checkthenact.New(checkthenact.DefaultConfig()), "checkthenact/cache/...")
}
