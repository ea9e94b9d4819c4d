package relativewrite_test

import (
	"reflect"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/analyzers/relativewrite"
	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

// TestTxDeltaCodec: the fact on a function that applies a delta through
// the transaction it receives survives gob, its typed effect kind
// included, and encodes the same way twice.
func TestTxDeltaCodec(t *testing.T) {
	for _, kind := range []knowledge.EffectKind{knowledge.KindSQL, knowledge.KindStore} {
		f := &relativewrite.TxDelta{Param: 1, What: "balance = balance + $1", Shape: summary.ShapeDelta, Effect: kind,
			Via: []string{"ledger.Credit", "sql.Tx.ExecContext"}, At: "/src/ledger/ledger.go:16:15"}
		if back := analyzertest.FactCodec(t, f, 1024); !reflect.DeepEqual(analysis.Fact(f), back) {
			t.Errorf("round trip changed the fact: got %+v, want %+v", back, f)
		}
	}
}
