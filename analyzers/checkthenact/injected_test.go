package checkthenact

import (
	"testing"

	"github.com/idemlint/idemlint/internal/inject"
	"github.com/idemlint/idemlint/internal/inject/injecttest"
)

// TestInjectedFactCodec round-trips the fact, Then included, through gob
// as an analysis.Fact, as the drivers do, and checks that the encoding is
// deterministic.
func TestInjectedFactCodec(t *testing.T) {
	f := &injectedFact{inject.Set{Items: []inject.Injection{
		{Param: 1, Field: "consumer.Consumer.dedup", Method: "Seen", Func: "consumer.Consumer.Handle", Site: "paymentintent.New", Lib: "paymentintent.New", At: "consumer.go:29", Then: "MarkSeen"},
		{Param: 1, Field: "consumer.Consumer.dedup", Method: "Seen", Func: "consumer.Consumer.Handle", Site: "paymentintent.New", Lib: "paymentintent.New", At: "consumer.go:29", Then: "Forget"},
	}}}
	f.Sort()
	if f.Items[0].Then != "Forget" {
		t.Fatalf("items not sorted by Then: %v", f)
	}
	injecttest.Codec(t, f)
}
