// Package ackorder is TestPolicies' fixture for ackorder: the same commit
// before the message's work, the work a known effect (Control), a call
// through a field its constructor's caller sets (Injected), and a func
// parameter (Unresolved). Functions named Control must be reported; the
// others as the analyzer's declared Policy says.
package ackorder

import (
	"context"
	"database/sql"

	"github.com/segmentio/kafka-go"
)

type Handler interface {
	Handle(ctx context.Context, body []byte) error
}

type Worker struct {
	r  *kafka.Reader
	h  Handler
	db *sql.DB
}

func NewWorker(r *kafka.Reader, h Handler, db *sql.DB) *Worker { return &Worker{r: r, h: h, db: db} }

func (w *Worker) Control(ctx context.Context) error {
	m, err := w.r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	if err := w.r.CommitMessages(ctx, m); err != nil {
		return err
	}
	_, err = w.db.ExecContext(ctx, `INSERT INTO events (body) VALUES ($1)`, m.Value)
	return err
}

func (w *Worker) Injected(ctx context.Context) error {
	m, err := w.r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	if err := w.r.CommitMessages(ctx, m); err != nil {
		return err
	}
	return w.h.Handle(ctx, m.Value)
}

func Unresolved(ctx context.Context, r *kafka.Reader, handle func(context.Context, []byte) error) error {
	m, err := r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	if err := r.CommitMessages(ctx, m); err != nil {
		return err
	}
	return handle(ctx, m.Value)
}
