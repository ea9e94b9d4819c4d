package inprogress_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/inprogress"
	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
)

// TestHandlers: HTTP handlers on go-redis and database/sql whose losing
// branch answers 2xx, and claims that are the only record of the effect,
// beside their twins (409, 202, a replayed response, a helper, a lock, the
// in_progress → succeeded pattern).
func TestHandlers(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), inprogress.New(inprogress.DefaultConfig()),
		"inprogress/redishandler", "inprogress/sqlhandler")
}

// TestConsumer: a message handler's duplicate acked with nil is not a
// lost claim; a claim that is the only record of its effect is.
func TestConsumer(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), inprogress.New(inprogress.DefaultConfig()), "inprogress/consumer")
}

// TestShapes: repository, service and handler in three packages; the
// claim reaches the service through the repository's summary fact.
func TestShapes(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), inprogress.New(inprogress.DefaultConfig()), "inprogress/shapes/...")
}

// TestSchema: idempotency tables with neither a state nor a response
// column, beside tables that have one, inboxes and other tables.
func TestSchema(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), inprogress.New(inprogress.DefaultConfig()), "inprogress/schema")
}

// TestModels: gorm models the package migrates or writes and ent schemas,
// with neither a state nor a response field, beside models that have one,
// inboxes, read models, models whose table DDL declares, and a model
// declared in another package than the repository that writes it.
func TestModels(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), inprogress.New(inprogress.DefaultConfig()),
		"inprogress/gormschema", "inprogress/gormshapes/...", "inprogress/entschema")
}

// TestStoreUse: schema alone proves nothing. Tables and models used as a
// request's idempotency store (claimed or looked up, then an effect, a
// duplicate answered from it) and unused ones named for request
// idempotency are reported; a consumer's dedup table, a log of keys sent
// to a provider, a claim committed with the effect's row, and unused
// dedup-named tables that say nothing of requests are not.
func TestStoreUse(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), inprogress.New(inprogress.DefaultConfig()), "inprogress/storeuse")
}

// TestUniqueClaim: a plain insert on the table's unique or primary key,
// of the key checked just before (or into a dedup table), whose error
// aborts, committed on its own before an effect (an SQL write to another
// table in its own transaction, or an external one) after which nothing
// writes the claim's table again; beside the twins: the insert in the
// effect's transaction, the row marked or deleted after the effect, a
// create that claims nothing, a key other than the one checked, an error
// ignored; and the repository in another package than the service.
func TestUniqueClaim(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), inprogress.New(inprogress.DefaultConfig()),
		"inprogress/uniqueclaim", "inprogress/uniqueshapes/...")
}
