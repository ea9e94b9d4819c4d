package reconcile_test

import (
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

// TestTemporal: a workflow whose activities read the two sides and record
// the count, beside the twin whose recording activity sets the age.
func TestTemporal(t *testing.T) {
	analysistest.Run(t, analyzertest.Testdata(t), reconcile.New(reconcile.DefaultConfig()), "reconcile/temporaljob")
}
