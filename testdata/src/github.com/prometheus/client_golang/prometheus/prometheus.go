// Package prometheus simulates github.com/prometheus/client_golang/prometheus for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package prometheus

// Desc is the descriptor used by every Prometheus Metric.
type Desc struct{}

// A Metric models a single sample value with its meta data being exported to
// Prometheus.
type Metric interface {
	Desc() *Desc
}

// Collector is the interface implemented by anything that can be used by
// Prometheus to collect metrics.
type Collector interface {
	Describe(chan<- *Desc)
	Collect(chan<- Metric)
}

// MustRegister registers the provided Collectors with the DefaultRegisterer
// and panics if any error occurs.
func MustRegister(cs ...Collector) {}

// Opts bundles the options for creating most Metric types.
type Opts struct {
	Namespace string
	Subsystem string
	Name      string
	Help      string
}

// CounterOpts is an alias for Opts.
type CounterOpts Opts

// GaugeOpts is an alias for Opts.
type GaugeOpts Opts

// Counter is a Metric that represents a single numerical value that only
// ever goes up.
type Counter interface {
	Metric
	Collector

	// Inc increments the counter by 1.
	Inc()
	// Add adds the given value to the counter. It panics if the value is < 0.
	Add(float64)
}

// Gauge is a Metric that represents a single numerical value that can
// arbitrarily go up and down.
type Gauge interface {
	Metric
	Collector

	// Set sets the Gauge to an arbitrary value.
	Set(float64)
	// Inc increments the Gauge by 1.
	Inc()
	// Dec decrements the Gauge by 1.
	Dec()
	// Add adds the given value to the Gauge.
	Add(float64)
	// Sub subtracts the given value from the Gauge.
	Sub(float64)
}

// selfCollector implements Collector for a single Metric so that the Metric
// collects itself.
type selfCollector struct {
	self Metric
}

func (c *selfCollector) Describe(ch chan<- *Desc) {}

func (c *selfCollector) Collect(ch chan<- Metric) {}

type counter struct {
	selfCollector
}

func (c *counter) Desc() *Desc   { return nil }
func (c *counter) Add(v float64) {}
func (c *counter) Inc()          {}

type gauge struct {
	selfCollector
}

func (g *gauge) Desc() *Desc     { return nil }
func (g *gauge) Set(val float64) {}
func (g *gauge) Inc()            {}
func (g *gauge) Dec()            {}
func (g *gauge) Add(val float64) {}
func (g *gauge) Sub(val float64) {}

// NewCounter creates a new Counter based on the provided CounterOpts.
func NewCounter(opts CounterOpts) Counter { return &counter{} }

// NewGauge creates a new Gauge based on the provided GaugeOpts.
func NewGauge(opts GaugeOpts) Gauge { return &gauge{} }

// MetricVec is a Collector to bundle metrics of the same name that differ in
// their label values.
type MetricVec struct{}

// CounterVec is a Collector that bundles a set of Counters that all share the
// same Desc, but have different values for their variable labels.
type CounterVec struct {
	*MetricVec
}

// NewCounterVec creates a new CounterVec based on the provided CounterOpts and
// partitioned by the given label names.
func NewCounterVec(opts CounterOpts, labelNames []string) *CounterVec {
	return &CounterVec{MetricVec: &MetricVec{}}
}

// WithLabelValues works as GetMetricWithLabelValues, but panics where
// GetMetricWithLabelValues would have returned an error.
func (v *CounterVec) WithLabelValues(lvs ...string) Counter { return &counter{} }
