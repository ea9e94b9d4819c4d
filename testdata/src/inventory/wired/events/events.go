// Package events declares what the consumer hands its handler: the
// handler's implementations and the wiring are in other packages.
package events

import "context"

type Event struct{ ID, Order string }

type Handler interface {
	Handle(ctx context.Context, ev Event) error
}
