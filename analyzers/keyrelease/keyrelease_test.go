package keyrelease_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/keyrelease"
	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
)

// TestRelease: a key's record deleted on the duplicate's branch (go-redis,
// database/sql on pgx's 23505, gorm) or on a failure path before the
// claim, beside releases of one's own claim and of other keys.
func TestRelease(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), keyrelease.New(keyrelease.DefaultConfig()), "keyrelease/release")
}

// TestPrecondition: a balance and a uniqueness lookup checked before the
// key, beside the same checks after it, a read that rejects only on its
// own failure and a validation that reads no store.
func TestPrecondition(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), keyrelease.New(keyrelease.DefaultConfig()), "keyrelease/precondition")
}
