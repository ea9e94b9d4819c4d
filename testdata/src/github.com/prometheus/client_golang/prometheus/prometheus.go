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
	// SetToCurrentTime sets the Gauge to the current Unix time in seconds.
	SetToCurrentTime()
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

func (g *gauge) Desc() *Desc       { return nil }
func (g *gauge) Set(val float64)   {}
func (g *gauge) Inc()              {}
func (g *gauge) Dec()              {}
func (g *gauge) Add(val float64)   {}
func (g *gauge) Sub(val float64)   {}
func (g *gauge) SetToCurrentTime() {}

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

// GaugeVec is a Collector that bundles a set of Gauges that all share the
// same Desc, but have different values for their variable labels.
type GaugeVec struct {
	*MetricVec
}

// NewGaugeVec creates a new GaugeVec based on the provided GaugeOpts and
// partitioned by the given label names.
func NewGaugeVec(opts GaugeOpts, labelNames []string) *GaugeVec {
	return &GaugeVec{MetricVec: &MetricVec{}}
}

// WithLabelValues works as GetMetricWithLabelValues, but panics where
// GetMetricWithLabelValues would have returned an error.
func (v *GaugeVec) WithLabelValues(lvs ...string) Gauge { return &gauge{} }

// GaugeFunc is a Gauge whose value is determined at collect time by calling a
// provided function.
type GaugeFunc interface {
	Metric
	Collector
}

// NewGaugeFunc creates a new GaugeFunc based on the provided GaugeOpts. The
// value reported is determined by calling the given function from within the
// Write method.
func NewGaugeFunc(opts GaugeOpts, function func() float64) GaugeFunc { return &gauge{} }

// Observer is the interface that wraps the Observe method, which is used by
// Histogram and Summary to add observations.
type Observer interface {
	Observe(float64)
}

// HistogramOpts bundles the options for creating a Histogram metric.
type HistogramOpts struct {
	Namespace string
	Subsystem string
	Name      string
	Help      string
}

// A Histogram counts individual observations from an event or sample stream
// in configurable static buckets.
type Histogram interface {
	Metric
	Collector

	// Observe adds a single observation to the histogram.
	Observe(float64)
}

type histogram struct {
	selfCollector
}

func (h *histogram) Desc() *Desc       { return nil }
func (h *histogram) Observe(v float64) {}

// NewHistogram creates a new Histogram based on the provided HistogramOpts.
func NewHistogram(opts HistogramOpts) Histogram { return &histogram{} }
