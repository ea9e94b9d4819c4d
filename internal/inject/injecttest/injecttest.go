// Package injecttest checks an analyzer's injection fact the way the
// drivers use it.
package injecttest

import (
	"bytes"
	"encoding/gob"
	"reflect"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/inject"
)

// Codec round-trips f through gob as an analysis.Fact, as the drivers do,
// and fails t when the encoding is not deterministic or the round trip
// changes the fact. f must be sorted.
func Codec(t testing.TB, f inject.Fact) {
	t.Helper()
	encode := func(f analysis.Fact) []byte {
		var buf bytes.Buffer
		if err := gob.NewEncoder(&buf).Encode(&f); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	a, b := encode(f), encode(f)
	if !bytes.Equal(a, b) {
		t.Fatal("gob encoding of the fact is not deterministic")
	}
	var back analysis.Fact
	if err := gob.NewDecoder(bytes.NewReader(a)).Decode(&back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(analysis.Fact(f), back) {
		t.Fatalf("round trip changed the fact:\n got %v\nwant %v", back, f)
	}
}
