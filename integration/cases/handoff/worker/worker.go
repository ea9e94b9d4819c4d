// Package worker consumes orders with kafka-go and hands each message to
// the orders.Handler it is given: the handler is the message's processing,
// so the offset is committed after it, or the message is lost.
package worker

import (
	"context"
	"log/slog"

	"github.com/segmentio/kafka-go"

	"github.com/idemlint/idemlint/integration/cases/handoff/orders"
)

// Commits, then hands the body to the handler.
func Run(ctx context.Context, r *kafka.Reader, h orders.Handler) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := r.CommitMessages(ctx, m); err != nil { // want: ackorder
			return err
		}
		if err := h.Handle(ctx, m.Value); err != nil {
			return err
		}
	}
}

// Hands the message to a worker goroutine, then commits.
func Dispatch(ctx context.Context, r *kafka.Reader, jobs chan<- kafka.Message) error {
	m, err := r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	jobs <- m
	return r.CommitMessages(ctx, m) // want: ackorder
}

// Twin: the handler runs first, the commit after it succeeds.
func RunSafe(ctx context.Context, r *kafka.Reader, h orders.Handler) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := h.Handle(ctx, m.Value); err != nil {
			return err
		}
		if err := r.CommitMessages(ctx, m); err != nil {
			return err
		}
	}
}

// Twin: after the commit, only a log line.
func Skip(ctx context.Context, r *kafka.Reader) error {
	m, err := r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	if err := r.CommitMessages(ctx, m); err != nil {
		return err
	}
	slog.Info("skipped", "key", string(m.Key))
	return nil
}
