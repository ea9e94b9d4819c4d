// Package consumer calls handlers its constructors' callers hand over.
package consumer

import (
	"context"

	"github.com/segmentio/kafka-go"

	"inventory/wired/events"
)

// Loop's handler is wired by package wiring: its effects are followed.
// The poison message's commit, first in the loop, is not before them.
type Loop struct {
	r *kafka.Reader
	h events.Handler
}

func New(r *kafka.Reader, h events.Handler) *Loop { return &Loop{r: r, h: h} }

func (l *Loop) Run(ctx context.Context) error {
	for {
		m, err := l.r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if len(m.Value) == 0 {
			l.r.CommitMessages(ctx, m) // poison: committed, the effect skipped
			continue
		}
		if err := l.h.Handle(ctx, events.Event{ID: string(m.Key), Order: string(m.Value)}); err != nil {
			return err
		}
		l.r.CommitMessages(ctx, m)
	}
}

// Orphan's twin: no analysed package calls NewOrphan, so its handler's
// call stays listed as injected.
type Orphan struct{ h events.Handler }

func NewOrphan(h events.Handler) *Orphan { return &Orphan{h: h} }

func (o *Orphan) Run(ctx context.Context, ev events.Event) error { return o.h.Handle(ctx, ev) }

// Each calls a func parameter: the function wiring hands it is followed.
func Each(ctx context.Context, r *kafka.Reader, handle func(context.Context, events.Event) error) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := handle(ctx, events.Event{ID: string(m.Key), Order: string(m.Value)}); err != nil {
			return err
		}
		r.CommitMessages(ctx, m)
	}
}
