// Package infra adapts the broker to the use case's event port: its
// Publish only forwards to the publisher its constructor is handed.
package infra

import (
	"context"
	"log"

	"createkey/built/broker"
	"createkey/built/orders"
)

type events struct {
	pub broker.Publisher
}

// NewEvents forwards the use case's events to p.
func NewEvents(p broker.Publisher) orders.Events {
	return &events{pub: p}
}

func (e *events) Publish(ctx context.Context, body []byte) error {
	return e.pub.Publish(ctx, body)
}

type logEvents struct{}

// NewLogEvents only logs: a dry run of the same port.
func NewLogEvents() orders.Events {
	return logEvents{}
}

func (logEvents) Publish(ctx context.Context, body []byte) error {
	log.Printf("event: %s", body)
	return nil
}
