// Package notify declares what the consumer sends through; the
// implementations live in packages the consumer does not import.
package notify

import (
	"context"
	"log"
)

// Sender sends a welcome email.
type Sender interface {
	Send(ctx context.Context, to string) error
}

// Tracker has its implementation here, and it only logs: resolved, and
// silent.
type Tracker interface {
	Track(ctx context.Context, id string)
}

type logTracker struct{}

func (logTracker) Track(ctx context.Context, id string) { log.Printf("track %s", id) }

// NewTracker returns the package's tracker.
func NewTracker() Tracker { return logTracker{} }
