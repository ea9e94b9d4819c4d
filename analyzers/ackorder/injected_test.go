package ackorder

import (
	"reflect"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
	"github.com/idemlint/idemlint/internal/inject"
)

// TestInjectedFactCodec round-trips the fact through gob as an
// analysis.Fact, as the drivers do, and checks that the encoding is
// deterministic.
func TestInjectedFactCodec(t *testing.T) {
	f := &injectedFact{Set: inject.Set{Items: []inject.Injection{
		{Param: 1, Field: "consumer.Consumer.h", Method: "Handle", Func: "consumer.Consumer.Run", Site: "kafka.Reader.CommitMessages", Lib: "kafka.Reader.CommitMessages", At: "consumer.go:33"},
		{Param: -1, Field: "consumer.Forwarder.Send", Func: "consumer.Forwarder.Run", Site: "c.commit, which calls kafka.Reader.CommitMessages", Lib: "kafka.Reader.CommitMessages", At: "consumer.go:73"},
	}}}
	f.Sort()
	if f.Items[0].Param != -1 {
		t.Fatalf("items not sorted by parameter: %v", f)
	}
	if back := analyzertest.FactCodec(t, f, 0); !reflect.DeepEqual(analysis.Fact(f), back) {
		t.Fatalf("round trip changed the fact:\n got %v\nwant %v", back, f)
	}
	if got, want := f.String(), "injected(-1:consumer.Forwarder.Send after kafka.Reader.CommitMessages, 1:consumer.Consumer.h.Handle after kafka.Reader.CommitMessages)"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}
