// Package metric simulates go.opentelemetry.io/otel/metric for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package metric

import "context"

// AddConfig contains options for an addition measurement.
type AddConfig struct{}

// AddOption applies options to an addition measurement.
type AddOption interface {
	applyAdd(AddConfig) AddConfig
}

// RecordConfig contains options for a recorded measurement.
type RecordConfig struct{}

// RecordOption applies options to a recorded measurement.
type RecordOption interface {
	applyRecord(RecordConfig) RecordConfig
}

// ObserveConfig contains options for an observed measurement.
type ObserveConfig struct{}

// ObserveOption applies options to an observed measurement.
type ObserveOption interface {
	applyObserve(ObserveConfig) ObserveConfig
}

// Int64Counter is an instrument that records increasing int64 values.
type Int64Counter interface {
	Add(ctx context.Context, incr int64, options ...AddOption)
}

// Float64Counter is an instrument that records increasing float64 values.
type Float64Counter interface {
	Add(ctx context.Context, incr float64, options ...AddOption)
}

// Float64Histogram is an instrument that records a distribution of float64
// values.
type Float64Histogram interface {
	Record(ctx context.Context, incr float64, options ...RecordOption)
}

// Float64Gauge is an instrument that records instantaneous float64 values.
type Float64Gauge interface {
	Record(ctx context.Context, value float64, options ...RecordOption)
}

// Float64Observer is a recorder of float64 measurements.
type Float64Observer interface {
	Observe(value float64, options ...ObserveOption)
}

// Float64Callback is a function registered with a Meter that makes
// observations for a Float64Observable instrument it is registered with.
type Float64Callback func(context.Context, Float64Observer) error

// Float64ObservableGauge is an instrument used to asynchronously record
// instantaneous float64 measurements once per collection cycle.
type Float64ObservableGauge interface{}

// Float64ObservableGaugeConfig contains options for asynchronous float64
// gauge instruments.
type Float64ObservableGaugeConfig struct{}

// Float64ObservableGaugeOption applies options to a
// Float64ObservableGaugeConfig.
type Float64ObservableGaugeOption interface {
	applyFloat64ObservableGauge(Float64ObservableGaugeConfig) Float64ObservableGaugeConfig
}

// Float64ObservableOption applies options to float64 Observer instruments.
type Float64ObservableOption interface {
	Float64ObservableGaugeOption
}

type float64CallbackOpt struct {
	cback Float64Callback
}

func (o float64CallbackOpt) applyFloat64ObservableGauge(cfg Float64ObservableGaugeConfig) Float64ObservableGaugeConfig {
	return cfg
}

// WithFloat64Callback adds callback to be called for an instrument.
func WithFloat64Callback(callback Float64Callback) Float64ObservableOption {
	return float64CallbackOpt{callback}
}

// Int64CounterConfig contains options for synchronous counter instruments
// that record int64 values.
type Int64CounterConfig struct{}

// Int64CounterOption applies options to an Int64CounterConfig.
type Int64CounterOption interface {
	applyInt64Counter(Int64CounterConfig) Int64CounterConfig
}

// Meter provides access to instrument instances for recording metrics.
type Meter interface {
	Int64Counter(name string, options ...Int64CounterOption) (Int64Counter, error)
	Float64ObservableGauge(name string, options ...Float64ObservableGaugeOption) (Float64ObservableGauge, error)
}
