package relativewrite_test

import (
	"testing"

	"github.com/idemlint/idemlint/analyzers/relativewrite"
)

// TestGenerated: a delta in sqlc-generated code is reported at the first
// hand-written caller, in the generated package and in another, through a
// generated caller and through the generated Querier interface; the
// absolute write stays silent, and so does a delta no hand-written code
// calls.
func TestGenerated(t *testing.T) {
	run(t, relativewrite.DefaultConfig(), "relativewrite/generated/db", "relativewrite/generated/service")
}
