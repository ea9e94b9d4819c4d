// Package events adapts the broker to the use case's port.
package events

import (
	"context"
	"log/slog"

	"github.com/idemlint/idemlint/integration/cases/createkey/built/broker"
	"github.com/idemlint/idemlint/integration/cases/createkey/built/orders"
)

type toBroker struct {
	pub broker.Publisher
}

// NewBrokerEvents forwards the use case's events to the broker.
func NewBrokerEvents(pub broker.Publisher) orders.Events {
	return &toBroker{pub: pub}
}

func (e *toBroker) Placed(ctx context.Context, body []byte) error {
	return e.pub.Publish(ctx, "order.placed", body)
}

type logOnly struct{}

// NewLogEvents only logs: the local profile's port.
func NewLogEvents() orders.Events { return logOnly{} }

func (logOnly) Placed(ctx context.Context, body []byte) error {
	slog.InfoContext(ctx, "order placed", "body", string(body))
	return nil
}
