package ackorder_test

import (
	"fmt"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/ackorder"
	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
)

func TestAckorder(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), ackorder.New(ackorder.DefaultConfig()), "ackorder/...")
}

// recorder collects what analysistest would report as test failures.
type recorder struct{ errs []string }

func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

// TestOptions checks that the options are flags bound to the analyzer:
// with deferred-ack off, exactly the deferred-ack expectations go unmet.
func TestOptions(t *testing.T) {
	a := ackorder.New(ackorder.DefaultConfig())
	if err := a.Flags.Set(ackorder.OptDeferredAck, "false"); err != nil {
		t.Fatal(err)
	}
	rec := new(recorder)
	analysistest.Run(rec, analyzertest.Testdata(t), a, "ackorder/generic")
	if len(rec.errs) != 2 {
		t.Fatalf("want the 2 deferred-ack expectations unmet, got %d:\n%s", len(rec.errs), strings.Join(rec.errs, "\n"))
	}
	for _, e := range rec.errs {
		if !strings.Contains(e, "no diagnostic was reported matching `deferred ") {
			t.Errorf("unexpected: %s", e)
		}
	}
	b := ackorder.New(ackorder.DefaultConfig())
	if err := b.Flags.Set(ackorder.OptAutoAck, "false"); err != nil {
		t.Fatal(err)
	}
	rec = new(recorder)
	analysistest.Run(rec, analyzertest.Testdata(t), b, "ackorder/amqp")
	if len(rec.errs) != 3 {
		t.Fatalf("want the 3 auto-ack expectations unmet, got %d:\n%s", len(rec.errs), strings.Join(rec.errs, "\n"))
	}
	for _, e := range rec.errs {
		if !strings.Contains(e, "with autoAck true") {
			t.Errorf("unexpected: %s", e)
		}
	}
	// A fresh analyzer is unaffected: nothing is shared.
	analysistest.Run(t, analyzertest.Testdata(t), ackorder.New(ackorder.DefaultConfig()), "ackorder/generic")
}

// TestCommitBeforeCallback: a shared helper that reads with kafka-go's
// ReadMessage on a reader its constructor put in a group, and then calls
// the callback it is given: the callback's effect runs after the commit,
// reported where the callback is handed in. Twins: a partition reader, a
// helper that commits after the callback, a callback with no effect, a
// callback handed no read message.
func TestCommitBeforeCallback(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), ackorder.New(ackorder.DefaultConfig()), "ackorder/commitcb/kconsumer", "ackorder/commitcb/service")
}
