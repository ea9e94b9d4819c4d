// Package jsx is a team's consumer helper: it fetches messages and acks
// them by what the handler it is given returns (true, or a nil error),
// and naks them otherwise.
package jsx

import (
	"context"

	"github.com/nats-io/nats.go"
)

// Consume acks the batch when f returns true, and naks it otherwise.
func Consume(ctx context.Context, fetch func() []*nats.Msg, f func(ctx context.Context, msgs []*nats.Msg) bool) { // want Consume:`ackOnResult\(param 2 true -> nats.Msg.AckSync\)`
	go func() {
		for {
			msgs := fetch()
			if len(msgs) == 0 {
				return
			}
			for _, m := range msgs {
				_ = m.InProgress()
			}
			if f(ctx, msgs) {
				for _, m := range msgs {
					_ = m.AckSync()
				}
			} else {
				for _, m := range msgs {
					_ = m.Nak()
				}
			}
		}
	}()
}

// Handle acks m when h returns nil, and naks it otherwise.
func Handle(ctx context.Context, m *nats.Msg, h func(context.Context, *nats.Msg) error) { // want Handle:`ackOnResult\(param 2 nil -> nats.Msg.Ack\)`
	if err := h(ctx, m); err != nil {
		_ = m.Nak()
		return
	}
	_ = m.Ack()
}

// Observe acks m whatever h says: h's result leads to no ack (the ack
// comes first), so a handler that drops its failure is not judged here.
func Observe(ctx context.Context, m *nats.Msg, h func(context.Context, *nats.Msg) bool) {
	_ = m.Ack()
	if !h(ctx, m) {
		println("failed")
	}
}

// Retry naks m when h returns true ("retry me"): true does not lead to
// an ack.
func Retry(ctx context.Context, m *nats.Msg, h func(context.Context, *nats.Msg) bool) {
	if h(ctx, m) {
		_ = m.Nak()
		return
	}
	_ = m.Term()
}
