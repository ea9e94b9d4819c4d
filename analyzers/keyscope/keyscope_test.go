package keyscope_test

import (
	"fmt"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/keyscope"
	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
)

// TestStripe: two stripe-go operations keyed by the same fields in one
// package, beside scoped keys, one operation per key and forwarded keys.
func TestStripe(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), keyscope.New(keyscope.DefaultConfig()), "keyscope/stripecase")
}

// TestWrappers: the caller builds the keys of two wrappers whose key
// parameter is a sink (summary facts).
func TestWrappers(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), keyscope.New(keyscope.DefaultConfig()), "keyscope/usebilling")
}

// TestAcrossPackages: two packages build the same key inside; the package
// that calls both sees them through keyShape facts.
func TestAcrossPackages(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), keyscope.New(keyscope.DefaultConfig()), "keyscope/checkout", "keyscope/payments", "keyscope/refunds")
}

// TestFactCodec: the facts round-trip through gob and encode the same
// bytes twice.
func TestFactCodec(t *testing.T) {
	roundTrip(t, keyscope.NewFactForTest([]keyscope.KeyShape{{Op: "stripe.RefundParams", Shape: "Order.ID"},
		{Op: "stripe.PaymentIntentParams", Shape: "Order.ID"}, {Op: "stripe.RefundParams", Shape: "Order.ID"}}),
		keyscope.NewFactForTest(nil), "keyShape(stripe.PaymentIntentParams=Order.ID; stripe.RefundParams=Order.ID)")
	roundTrip(t, keyscope.NewNSFactForTest([]keyscope.ParamNS{{Param: 2, NS: "stripe"}, {Param: 1, NS: `asynq@queue="commit"`}}),
		keyscope.NewNSFactForTest(nil), `keyNS(1=asynq@queue="commit"; 2=stripe)`)
}

func roundTrip(t *testing.T, f, back fact, want string) {
	t.Helper()
	back = analyzertest.FactCodec(t, f, 1024).(fact)
	if back.String() != f.String() || back.String() != want {
		t.Errorf("round trip gives %s, want %s", back, want)
	}
}

type fact interface {
	analysis.Fact
	fmt.Stringer
}

// TestAsynqQueues: asynq scopes a TaskID by the task's queue, so the same
// ID enqueued into two queues is silent and into one queue is reported;
// a queue that is not a constant cannot be told.
func TestAsynqQueues(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), keyscope.New(keyscope.DefaultConfig()), "keyscope/asynqcase")
}
