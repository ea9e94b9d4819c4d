package retrykeyless_test

import (
	"bytes"
	"encoding/gob"
	"reflect"
	"testing"

	"github.com/idemlint/idemlint/analyzers/retrykeyless"
)

// TestUnkeyedCodec: the Unkeyed fact, with a send helper's Verb mark,
// round-trips through gob and encodes the same bytes twice (analysistest's
// double encoding and go vet's fact files rely on both).
func TestUnkeyedCodec(t *testing.T) {
	f := &retrykeyless.Unkeyed{Obj: 1, Subject: "http.Client.Do", Missing: "without an Idempotency-Key header",
		Harm: "a timeout after the server applied it sends it again", Fix: "set an Idempotency-Key header",
		Cat: retrykeyless.CatHTTP, Via: []string{"api.Client.send", "http.Client.Do"}, Verb: true}
	var a, b bytes.Buffer
	if err := gob.NewEncoder(&a).Encode(f); err != nil {
		t.Fatal(err)
	}
	if err := gob.NewEncoder(&b).Encode(f); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Fatal("two encodings of one fact differ")
	}
	back := new(retrykeyless.Unkeyed)
	if err := gob.NewDecoder(&a).Decode(back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(f, back) {
		t.Fatalf("round trip: got %+v, want %+v", back, f)
	}
}
