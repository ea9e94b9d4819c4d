// Package events declares what the consumers hand their messages to: the
// implementations live in packages the consumers do not import.
package events

import (
	"context"
	"log"
)

// Order is decoded from a message body.
type Order struct {
	ID     string `json:"id"`
	Amount int64  `json:"amount"`
}

// Handler processes a raw message body.
type Handler interface {
	Handle(ctx context.Context, body []byte) error
}

// Applier processes a decoded order.
type Applier interface {
	Apply(ctx context.Context, o Order) error
	// Flush is handed nothing of a message.
	Flush(ctx context.Context) error
}

// Registry returns the handler for a topic.
type Registry interface {
	For(topic string) Handler
}

// Auditor has an implementation here, read-only: its summary says it does
// nothing that matters, so a call through it is resolved.
type Auditor interface {
	Seen(ctx context.Context, body []byte)
}

type logAuditor struct{}

func (logAuditor) Seen(ctx context.Context, body []byte) { log.Printf("seen %d bytes", len(body)) }

// NewAuditor returns the package's auditor.
func NewAuditor() Auditor { return logAuditor{} }
