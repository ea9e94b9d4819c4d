package relativewrite_test

import (
	"reflect"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/analyzers/relativewrite"
	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
	"github.com/idemlint/idemlint/internal/inject"
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

// TestInjectedFactCodec: the fact on a constructor whose package hands an
// injected repository a transaction nothing keys, with the transaction's
// argument and the peers called on it, round-trips through gob
// deterministically, as the wiring package imports it.
func TestInjectedFactCodec(t *testing.T) {
	f := &inject.FactOf[relativewrite.Config]{Set: inject.Set{Items: []inject.Injection{
		{Param: 1, Field: "service.Service.repo", Method: "TransferTx", Func: "service.Service.Transfer", Site: "a transaction nothing keys", Lib: "a transaction nothing keys",
			At: "service.go:107", Path: "/src/internal/service/service.go", Keys: 2, Peers: "GetWalletsForUpdateTx"},
		{Param: 1, Field: "service.Service.repo", Method: "ClaimTx", Func: "service.Service.TransferOnce", Site: "a transaction nothing keys", Lib: "a transaction nothing keys",
			At: "service.go:80", Path: "/src/internal/service/service.go", Keys: 2, Peers: "TransferTx"},
	}}}
	f.Sort()
	if f.Items[0].Method != "ClaimTx" {
		t.Fatalf("items not sorted by method: %v", f)
	}
	if back := analyzertest.FactCodec(t, f, 0); !reflect.DeepEqual(analysis.Fact(f), back) {
		t.Fatalf("round trip changed the fact:\n got %v\nwant %v", back, f)
	}
}
