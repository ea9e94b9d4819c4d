// Package accounts is the domain of the accounts service: the event its
// consumers receive and the interfaces of the work they hand it to. The
// consumers (rabbit, stream, jsconsumer, sqsworker, router) are given an
// implementation by their constructors; the service's main, which wires
// them, lives in another repository, so no implementation of these
// interfaces is in the analysed code.
package accounts

import (
	"context"
	"encoding/json"
	"errors"
	"time"
)

// Event is an account event as the brokers carry it (JSON).
type Event struct {
	ID        string    `json:"id"`
	Account   string    `json:"account"`
	Kind      string    `json:"kind"`
	AmountMin int64     `json:"amount_minor"`
	At        time.Time `json:"at"`
}

// ErrInvalid is returned by Decode for a message that can never be handled.
var ErrInvalid = errors.New("accounts: invalid event")

// Decode parses and validates an event; it does no I/O.
func Decode(b []byte) (Event, error) {
	var e Event
	if err := json.Unmarshal(b, &e); err != nil {
		return Event{}, err
	}
	if e.ID == "" || e.Account == "" {
		return Event{}, ErrInvalid
	}
	return e, nil
}

// Handler applies an event to the account (balances, limits, statements).
type Handler interface {
	Handle(ctx context.Context, e Event) error
}

// Projector keeps the read models up to date.
type Projector interface {
	Apply(ctx context.Context, e Event) error
}

// Record is an event as the audit sink stores it.
type Record struct {
	Key   []byte
	Value []byte
	At    time.Time
}

// Sink writes records to the audit store.
type Sink interface {
	Write(ctx context.Context, r Record) error
}

// Heartbeat tells the supervisor the consumer is alive.
type Heartbeat interface {
	Beat(ctx context.Context) error
}
