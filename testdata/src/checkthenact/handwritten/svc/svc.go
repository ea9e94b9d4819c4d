// Package svc declares what the dedup code calls through; the
// implementations live in packages the dedup code does not import, so the
// calls stay unresolved.
package svc

import "context"

// Event is a delivered message.
type Event struct {
	ID, Email string
}

// Handler does the work a message is delivered for.
type Handler interface {
	Handle(ctx context.Context, e Event) error
}

// Profile is what a loader computes.
type Profile struct {
	ID, Name string
}

// Loader computes a value from somewhere the caller cannot see.
type Loader interface {
	Load(ctx context.Context, id string) (Profile, error)
}
