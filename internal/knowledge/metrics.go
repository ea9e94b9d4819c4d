package knowledge

import (
	"go/types"
	"sort"
)

// MetricKind says what a metric call records.
type MetricKind uint8

// Metric kinds.
const (
	// MetricCount adds to a count or an amount (a counter's Inc or Add,
	// an up-down counter, a gauge's Inc, Dec, Add or Sub, statsd's Inc).
	MetricCount MetricKind = iota + 1
	// MetricGauge sets a gauge to its Value argument (a gauge's Set, an
	// OpenTelemetry gauge's Record, an observable's Observe, expvar's Set,
	// statsd's Gauge): an age when the value is one.
	MetricGauge
	// MetricNow sets a gauge to the current time (SetToCurrentTime): the
	// time of the last run, whose age an alert computes.
	MetricNow
	// MetricDistribution records an observation in a histogram or a summary.
	MetricDistribution
	// MetricFunc registers a gauge whose value its Value argument, a
	// function, computes when the metric is scraped (NewGaugeFunc).
	MetricFunc
)

var metricKindNames = [...]string{"", "count", "gauge", "now", "distribution", "func"}

func (k MetricKind) String() string { return nameOf(metricKindNames[:], k) }

// Metric is a call that records a metric: reconcile tells a job's counts
// from a gauge of its oldest record's age by them. The Func is checked
// against the real library like every entry (integration's
// TestKnowledgeMetricsResolve); its role is None, for a metric is no
// business effect.
type Metric struct {
	*Func
	Kind MetricKind
	// Value names the parameter that holds the recorded value, or the
	// function of a MetricFunc; empty when the call takes none (Inc).
	Value string
}

func metric(name string, kind MetricKind, value string, params ...string) *Metric {
	return &Metric{Func: &Func{Name: name, Roles: []Role{None}, Params: params, Why: "a metric: reconcile reads its kind and value"}, Kind: kind, Value: value}
}

const (
	prom     = "github.com/prometheus/client_golang/prometheus"
	promauto = "github.com/prometheus/client_golang/prometheus/promauto"
	otelm    = "go.opentelemetry.io/otel/metric"
	statsd   = "github.com/cactus/go-statsd-client/v5/statsd"
)

var metrics = []*Metric{
	// Prometheus client_golang: the methods of the interfaces a vector's
	// WithLabelValues and the constructors return.
	metric("("+prom+".Counter).Inc", MetricCount, ""),
	metric("("+prom+".Counter).Add", MetricCount, "v", "v"),
	metric("("+prom+".Gauge).Set", MetricGauge, "v", "v"),
	metric("("+prom+".Gauge).SetToCurrentTime", MetricNow, ""),
	metric("("+prom+".Gauge).Inc", MetricCount, ""),
	metric("("+prom+".Gauge).Dec", MetricCount, ""),
	metric("("+prom+".Gauge).Add", MetricCount, "v", "v"),
	metric("("+prom+".Gauge).Sub", MetricCount, "v", "v"),
	metric("("+prom+".Observer).Observe", MetricDistribution, "v", "v"),
	metric("("+prom+".Histogram).Observe", MetricDistribution, "v", "v"),
	metric("("+prom+".Summary).Observe", MetricDistribution, "v", "v"),
	metric(prom+".NewGaugeFunc", MetricFunc, "function", "opts", "function"),
	metric(promauto+".NewGaugeFunc", MetricFunc, "function", "opts", "function"),
	metric("("+promauto+".Factory).NewGaugeFunc", MetricFunc, "function", "opts", "function"),

	// OpenTelemetry metric API: synchronous instruments and the observers
	// an observable instrument's callback is handed.
	metric("("+otelm+".Int64Counter).Add", MetricCount, "incr", "ctx", "incr", "options"),
	metric("("+otelm+".Float64Counter).Add", MetricCount, "incr", "ctx", "incr", "options"),
	metric("("+otelm+".Int64UpDownCounter).Add", MetricCount, "incr", "ctx", "incr", "options"),
	metric("("+otelm+".Float64UpDownCounter).Add", MetricCount, "incr", "ctx", "incr", "options"),
	metric("("+otelm+".Int64Histogram).Record", MetricDistribution, "incr", "ctx", "incr", "options"),
	metric("("+otelm+".Float64Histogram).Record", MetricDistribution, "incr", "ctx", "incr", "options"),
	metric("("+otelm+".Int64Gauge).Record", MetricGauge, "value", "ctx", "value", "options"),
	metric("("+otelm+".Float64Gauge).Record", MetricGauge, "value", "ctx", "value", "options"),
	metric("("+otelm+".Int64Observer).Observe", MetricGauge, "value", "value", "options"),
	metric("("+otelm+".Float64Observer).Observe", MetricGauge, "value", "value", "options"),
	metric("("+otelm+".Observer).ObserveInt64", MetricGauge, "value", "obsrv", "value", "opts"),
	metric("("+otelm+".Observer).ObserveFloat64", MetricGauge, "value", "obsrv", "value", "opts"),

	// expvar.
	metric("(*expvar.Int).Add", MetricCount, "delta", "delta"),
	metric("(*expvar.Int).Set", MetricGauge, "value", "value"),
	metric("(*expvar.Float).Add", MetricCount, "delta", "delta"),
	metric("(*expvar.Float).Set", MetricGauge, "value", "value"),
	metric("(*expvar.Map).Add", MetricCount, "delta", "key", "delta"),
	metric("(*expvar.Map).AddFloat", MetricCount, "delta", "key", "delta"),

	// cactus/go-statsd-client: the interface its Statter embeds and the
	// client's own methods.
	metric("("+statsd+".StatSender).Inc", MetricCount, "value", "stat", "value", "rate", "tags"),
	metric("("+statsd+".StatSender).Dec", MetricCount, "value", "stat", "value", "rate", "tags"),
	metric("("+statsd+".StatSender).Gauge", MetricGauge, "value", "stat", "value", "rate", "tags"),
	metric("("+statsd+".StatSender).GaugeDelta", MetricCount, "value", "stat", "value", "rate", "tags"),
	metric("("+statsd+".StatSender).Timing", MetricDistribution, "value", "stat", "value", "rate", "tags"),
	metric("("+statsd+".StatSender).TimingDuration", MetricDistribution, "value", "stat", "value", "rate", "tags"),
	metric("("+statsd+".ExtendedStatSender).GaugeFloat", MetricGauge, "value", "stat", "value", "rate", "tags"),
	metric("(*"+statsd+".Client).Inc", MetricCount, "value", "stat", "value", "rate", "tags"),
	metric("(*"+statsd+".Client).Dec", MetricCount, "value", "stat", "value", "rate", "tags"),
	metric("(*"+statsd+".Client).Gauge", MetricGauge, "value", "stat", "value", "rate", "tags"),
	metric("(*"+statsd+".Client).GaugeDelta", MetricCount, "value", "stat", "value", "rate", "tags"),
	metric("(*"+statsd+".Client).GaugeFloat", MetricGauge, "value", "stat", "value", "rate", "tags"),
	metric("(*"+statsd+".Client).Timing", MetricDistribution, "delta", "stat", "delta", "rate", "tags"),
	metric("(*"+statsd+".Client).TimingDuration", MetricDistribution, "delta", "stat", "delta", "rate", "tags"),
}

var metricByName = func() map[string]*Metric {
	m := make(map[string]*Metric, len(metrics))
	for _, e := range metrics {
		m[e.Name] = e
	}
	return m
}()

// Metrics returns the metric entries, sorted by name.
func Metrics() []*Metric {
	out := append([]*Metric(nil), metrics...)
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// MetricOf returns the metric entry of fn, a function or a method of a
// concrete type or an interface, or nil.
func MetricOf(fn *types.Func) *Metric {
	if fn == nil || fn.Pkg() == nil {
		return nil
	}
	return metricByName[fn.Origin().FullName()]
}
