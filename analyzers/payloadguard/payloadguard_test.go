package payloadguard_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/payloadguard"
	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
)

// TestReplay: HTTP handlers (net/http, gin) and service methods over
// go-redis, database/sql and gorm that replay a stored response with no
// comparison of the request, beside their twins (a stored hash compared
// with the body's, bytes.Equal, a helper handed both, a key that is a
// hash of the body, a duplicate answered 409, a profile cache, a
// consumer's seen-set); a comparison with the key itself is none. An
// injected store whose read returns an idempotency record with a response
// is read (the declared policy); one returning a profile is not.
func TestReplay(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), payloadguard.New(payloadguard.DefaultConfig()),
		"payloadguard/redisreplay", "payloadguard/sqlreplay", "payloadguard/ginreplay", "payloadguard/injected")
}

// TestSchema: idempotency tables, gorm models and ent schemas that store a response
// and no fingerprint, beside those with a hash column (or one added
// later), seen-sets, stores with no response and result tables that are
// no idempotency store; a model or table the package claims a key in is an
// idempotency store whatever its name.
func TestSchema(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), payloadguard.New(payloadguard.DefaultConfig()),
		"payloadguard/schema", "payloadguard/models", "payloadguard/entschema", "payloadguard/claimed")
}
