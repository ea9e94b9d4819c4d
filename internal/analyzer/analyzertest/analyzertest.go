// Package analyzertest holds what the analyzers' and the summary's tests
// share.
package analyzertest

import (
	"bytes"
	"encoding/gob"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"
)

// Testdata returns the absolute path of the repository's testdata
// directory (its src holds the analysistest packages), for a test that
// runs in analyzers/<name>.
func Testdata(t testing.TB) string {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// FactCodec encodes f through gob as an analysis.Fact, as the drivers do
// (the fact's type must be gob-registered), fails t when two encodings
// differ or the fact encodes to more than limit bytes (0: no limit), and
// returns the fact decoded back, for the caller to compare.
func FactCodec(t testing.TB, f analysis.Fact, limit int) analysis.Fact {
	t.Helper()
	encode := func() []byte {
		var buf bytes.Buffer
		if err := gob.NewEncoder(&buf).Encode(&f); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	a, b := encode(), encode()
	if !bytes.Equal(a, b) {
		t.Fatal("gob encoding of the fact is not deterministic")
	}
	if limit > 0 && len(a) > limit {
		t.Errorf("fact encodes to %d bytes, more than %d", len(a), limit)
	}
	var back analysis.Fact
	if err := gob.NewDecoder(bytes.NewReader(a)).Decode(&back); err != nil {
		t.Fatal(err)
	}
	return back
}
