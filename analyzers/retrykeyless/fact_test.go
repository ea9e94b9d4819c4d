package retrykeyless_test

import (
	"reflect"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/analyzers/retrykeyless"
	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
)

// TestUnkeyedCodec: the Unkeyed fact, with a send helper's Verb mark and its body positions,
// round-trips through gob and encodes the same bytes twice (analysistest's
// double encoding and go vet's fact files rely on both).
func TestUnkeyedCodec(t *testing.T) {
	f := &retrykeyless.Unkeyed{Obj: 1, Subject: "http.Client.Do", Missing: "without an Idempotency-Key header",
		Harm: "a timeout after the server applied it sends it again", Fix: "set an Idempotency-Key header",
		Cat: retrykeyless.CatHTTP, Via: []string{"api.Client.send", "http.Client.Do"}, Verb: true, Body: []int{1, 3}}
	if back := analyzertest.FactCodec(t, f, 0); !reflect.DeepEqual(analysis.Fact(f), back) {
		t.Fatalf("round trip: got %+v, want %+v", back, f)
	}
}

// TestRetriedMethodCodec: the fact on an interface method a retry calls
// round-trips through gob and encodes the same bytes twice.
func TestRetriedMethodCodec(t *testing.T) {
	f := &retrykeyless.RetriedMethod{Scope: "a retry loop in notify.RetryStage.exec"}
	if back := analyzertest.FactCodec(t, f, 0); !reflect.DeepEqual(analysis.Fact(f), back) {
		t.Fatalf("round trip: got %+v, want %+v", back, f)
	}
}
