package duperror_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/duperror"
	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
)

// TestHTTP: net/http handlers whose duplicate (a lost SetNX or ON
// CONFLICT claim; pgx, lib/pq, MySQL, SQLite and gorm unique violations; a
// team helper) is answered 409, 422 or 5xx, beside twins that read the
// record, answer 400, or test a violation that is no duplicate.
func TestHTTP(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), duperror.New(duperror.DefaultConfig()), "duperror/nethttp")
}

// TestRPC: gRPC and connect codes on mongo's and DynamoDB's duplicates.
func TestRPC(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), duperror.New(duperror.DefaultConfig()), "duperror/rpc")
}

// TestConsumer: message handlers that return the duplicate, beside
// handlers that ack it and a function that is no handler.
func TestConsumer(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), duperror.New(duperror.DefaultConfig()), "duperror/consumer")
}

// TestLayered: a repository's sentinel for 23505, mapped to 409 in
// another package (the summary's DuplicateError fact).
func TestLayered(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), duperror.New(duperror.DefaultConfig()), "duperror/layered/...")
}
