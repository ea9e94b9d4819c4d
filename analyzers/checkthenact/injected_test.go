package checkthenact

import (
	"reflect"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
	"github.com/idemlint/idemlint/internal/inject"
)

// TestInjectedFactCodec round-trips the fact, Then and Also included, through gob
// as an analysis.Fact, as the drivers do, and checks that the encoding is
// deterministic.
func TestInjectedFactCodec(t *testing.T) {
	f := &injectedFact{Set: inject.Set{Items: []inject.Injection{
		{Param: 1, Field: "consumer.Consumer.dedup", Method: "Seen", Func: "consumer.Consumer.Handle", Site: "paymentintent.New", Lib: "paymentintent.New", At: "consumer.go:29", Path: "/src/svc/consumer/consumer.go", Then: "MarkSeen", Also: 2, AlsoMethod: "ReserveProducts"},
		{Param: 1, Field: "consumer.Consumer.dedup", Method: "Seen", Func: "consumer.Consumer.Handle", Site: "paymentintent.New", Lib: "paymentintent.New", At: "consumer.go:29", Then: "Forget"},
	}}}
	f.Sort()
	if f.Items[0].Then != "Forget" {
		t.Fatalf("items not sorted by Then: %v", f)
	}
	if back := analyzertest.FactCodec(t, f, 0); !reflect.DeepEqual(analysis.Fact(f), back) {
		t.Fatalf("round trip changed the fact:\n got %v\nwant %v", back, f)
	}
}
