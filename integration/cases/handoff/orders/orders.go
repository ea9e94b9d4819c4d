// Package orders declares what a worker hands its messages to; the
// implementations live in packages the worker does not import.
package orders

import "context"

// Handler processes one order message's body.
type Handler interface {
	Handle(ctx context.Context, body []byte) error
}
