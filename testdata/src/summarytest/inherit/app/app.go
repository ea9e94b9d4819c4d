package app // want package:"relevant"

// Package app calls the library through interfaces of its own.

import (
	"context"
	"io"

	"summarytest/inherit/lib"
)

// Doer is implemented by *lib.A (an effect) and lib.B (a deliberate
// negative): the entries disagree, so a call through Doer stays unknown.
type Doer interface {
	Do(ctx context.Context, id string) error
}

// Sender is implemented by *lib.A alone: a call through it pays.
type Sender interface {
	Send(ctx context.Context, id string) error // want Send:`inherits \(\*summarytest/inherit/lib\.A\)\.Send \(implemented by lib\.A\)`
}

var _ = lib.A{}

func ThroughSender(ctx context.Context, s Sender, id string) error { // want ThroughSender:`summary\{effect:payment\}`
	return s.Send(ctx, id)
}

func ThroughDoer(ctx context.Context, d Doer, id string) error {
	return d.Do(ctx, id)
}

// A standard library interface inherits nothing, even where a known type
// implements it.
func ThroughCloser(c io.Closer) error {
	return c.Close()
}
