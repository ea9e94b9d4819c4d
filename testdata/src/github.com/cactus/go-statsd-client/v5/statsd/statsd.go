// Package statsd simulates github.com/cactus/go-statsd-client/v5/statsd for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package statsd

import "time"

// Tag is a key/value pair sent with a stat.
type Tag [2]string

// The StatSender interface wraps all the statsd metric methods
type StatSender interface {
	Inc(string, int64, float32, ...Tag) error
	Dec(string, int64, float32, ...Tag) error
	Gauge(string, int64, float32, ...Tag) error
	GaugeDelta(string, int64, float32, ...Tag) error
	Timing(string, int64, float32, ...Tag) error
	TimingDuration(string, time.Duration, float32, ...Tag) error
	Set(string, string, float32, ...Tag) error
	SetInt(string, int64, float32, ...Tag) error
	Raw(string, string, float32, ...Tag) error
}

// The Statter interface defines the behavior of a stat client
type Statter interface {
	StatSender
	SetPrefix(string)
	Close() error
}
