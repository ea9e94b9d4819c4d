package keyscope_test

import (
	"bytes"
	"encoding/gob"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/keyscope"
)

func testdata(t *testing.T) string {
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestStripe: two stripe-go operations keyed by the same fields in one
// package, beside scoped keys, one operation per key and forwarded keys.
func TestStripe(t *testing.T) {
	analysistest.Run(t, testdata(t), keyscope.New(keyscope.DefaultConfig()), "keyscope/stripecase")
}

// TestWrappers: the caller builds the keys of two wrappers whose key
// parameter is a sink (summary facts).
func TestWrappers(t *testing.T) {
	analysistest.Run(t, testdata(t), keyscope.New(keyscope.DefaultConfig()), "keyscope/usebilling")
}

// TestAcrossPackages: two packages build the same key inside; the package
// that calls both sees them through keyShape facts.
func TestAcrossPackages(t *testing.T) {
	analysistest.Run(t, testdata(t), keyscope.New(keyscope.DefaultConfig()), "keyscope/checkout", "keyscope/payments", "keyscope/refunds")
}

// TestFactCodec: the fact round-trips through gob and encodes the same
// bytes twice.
func TestFactCodec(t *testing.T) {
	f := keyscope.NewFactForTest([]keyscope.KeyShape{{Op: "stripe.RefundParams", Shape: "Order.ID"},
		{Op: "stripe.PaymentIntentParams", Shape: "Order.ID"}, {Op: "stripe.RefundParams", Shape: "Order.ID"}})
	var a, b bytes.Buffer
	if err := gob.NewEncoder(&a).Encode(f); err != nil {
		t.Fatal(err)
	}
	if err := gob.NewEncoder(&b).Encode(f); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Fatal("gob encoding of the fact is not deterministic")
	}
	if a.Len() > 1024 {
		t.Errorf("fact encodes to %d bytes", a.Len())
	}
	back := keyscope.NewFactForTest(nil)
	if err := gob.NewDecoder(&a).Decode(back); err != nil {
		t.Fatal(err)
	}
	want := "keyShape(stripe.PaymentIntentParams=Order.ID; stripe.RefundParams=Order.ID)"
	if back.String() != f.String() || back.String() != want {
		t.Errorf("round trip gives %s, want %s", back, want)
	}
}
