// Package wait simulates k8s.io/apimachinery/pkg/util/wait for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package wait

import "time"

// Backoff holds parameters applied to a Backoff function.
type Backoff struct {
	// The initial duration.
	Duration time.Duration
	// Duration is multiplied by factor each iteration.
	Factor float64
	// The sleep at each iteration is the duration plus an additional
	// amount chosen uniformly at random from the interval between 0 and jitter*duration.
	Jitter float64
	// The remaining number of iterations in which the duration parameter may change.
	Steps int
	// A limit on revised values of the duration parameter.
	Cap time.Duration
}

// Step returns an amount of time to sleep determined by the original
// Duration and Jitter.
func (b *Backoff) Step() time.Duration { return b.Duration }
