package reconcile_test

import (
	"bytes"
	"encoding/gob"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/reconcile"
	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
)

// TestPrometheus: jobs comparing database/sql payments with Stripe's
// charges that count with Prometheus, beside their twins (a gauge of the
// oldest payment's age, SetToCurrentTime in the ticker loop that runs the
// job, a GaugeFunc the constructor registers, a sync that compares
// nothing, a job with no metric); a gauge of the job's own duration is no
// age.
func TestPrometheus(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), reconcile.New(reconcile.DefaultConfig()), "reconcile/promjob", "reconcile/promfunc")
}

// TestOpenTelemetry: a gorm job against a bank's statement read over
// HTTP counting with an OpenTelemetry counter, beside the twin whose
// observable gauge's callback reports the oldest unmatched age.
func TestOpenTelemetry(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), reconcile.New(reconcile.DefaultConfig()), "reconcile/oteljob", "reconcile/otelwatched")
}

// TestExpvarStatsd: expvar and statsd counts, beside gauges of the age.
func TestExpvarStatsd(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), reconcile.New(reconcile.DefaultConfig()), "reconcile/expvarjob", "reconcile/statsdjob")
}

// TestInjected: an injected provider compared with a known local read is
// the other side (the declared policy); two injected reads compared are
// silent.
func TestInjected(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), reconcile.New(reconcile.DefaultConfig()), "reconcile/injected")
}

// TestMongo: the service's side read from MongoDB through Find and a
// cursor decoded into a slice, the provider's through an interface; the
// run's duration is no age. Twins: the job with an age gauge over an
// Aggregate's cursor, and a sweep that reads one side.
func TestMongo(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), reconcile.New(reconcile.DefaultConfig()), "reconcile/mongojob")
}

// TestTemporal: a workflow whose activities read the two sides and record
// the count, beside the twin whose recording activity sets the age.
func TestTemporal(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), reconcile.New(reconcile.DefaultConfig()), "reconcile/temporaljob")
}

// TestCrossPackage: a repository in another package carries the reads
// fact, so a job over it is recognised.
func TestCrossPackage(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), reconcile.New(reconcile.DefaultConfig()), "reconcile/crosspkg/...")
}

// TestReadsCodec: the fact survives gob, deterministically.
func TestReadsCodec(t *testing.T) {
	var a, b bytes.Buffer
	in := &reconcile.Reads{Side: 3}
	if err := gob.NewEncoder(&a).Encode(in); err != nil {
		t.Fatal(err)
	}
	if err := gob.NewEncoder(&b).Encode(in); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Fatal("two encodings differ")
	}
	out := new(reconcile.Reads)
	if err := gob.NewDecoder(&a).Decode(out); err != nil || *out != *in || out.String() != "reads(local,provider)" {
		t.Fatalf("round trip: %v %+v %s", err, out, out)
	}
}
