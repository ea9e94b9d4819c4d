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

// TestBuiltUnkeyedCodec: the fact a constructor carries for the methods of
// the unexported type it returns round-trips through gob and encodes the
// same bytes twice.
func TestBuiltUnkeyedCodec(t *testing.T) {
	f := &retrykeyless.BuiltUnkeyed{Methods: []retrykeyless.BuiltUnkeyedMethod{
		{Index: 0, Name: "Create", Impl: "repo.enrollments.Create", Unkeyed: retrykeyless.Unkeyed{Obj: -1,
			Subject: "INSERT INTO Enrollment via gorm.DB.Create", Harm: "a retry inserts the row again",
			Cat: retrykeyless.CatInsert, Via: []string{"repo.Create", "gorm.DB.Create"}}},
		{Index: 1, Name: "Send", Impl: "repo.sender.Send", Unkeyed: retrykeyless.Unkeyed{Obj: -1, Subject: "POST via http.Client.Do", Cat: retrykeyless.CatHTTP}},
	}}
	if back := analyzertest.FactCodec(t, f, 0); !reflect.DeepEqual(analysis.Fact(f), back) {
		t.Fatalf("round trip: got %+v, want %+v", back, f)
	}
}
