// Package inpkg: a consumer that commits before it calls its handler, the
// handler held in a field. What the call does is what the package stores
// in the field.
package inpkg

import (
	"context"
	"database/sql"

	"github.com/segmentio/kafka-go"
)

type Handler interface {
	Handle(ctx context.Context, m kafka.Message) error
}

type ledger struct{ db *sql.DB }

func (l *ledger) Handle(ctx context.Context, m kafka.Message) error {
	_, err := l.db.ExecContext(ctx, `INSERT INTO ledger (k, v) VALUES ($1, $2)`, m.Key, m.Value)
	return err
}

type audit struct{ db *sql.DB }

func (a *audit) Handle(ctx context.Context, m kafka.Message) error {
	return a.db.QueryRowContext(ctx, `SELECT 1 FROM ledger WHERE k = $1`, m.Key).Err()
}

// The field holds the writing handler.
type consumer struct {
	r *kafka.Reader
	h Handler
}

func newConsumer(r *kafka.Reader, db *sql.DB) *consumer { return &consumer{r: r, h: &ledger{db: db}} }

func (c *consumer) run(ctx context.Context) error {
	m, err := c.r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	if err := c.r.CommitMessages(ctx, m); err != nil { // want `offset committed with kafka.Reader.CommitMessages before inpkg.Handler.Handle writes to the database \(through inpkg.ledger.Handle, sql.DB.ExecContext\)`
		return err
	}
	return c.h.Handle(ctx, m)
}

// Twin: the field only ever holds the read-only handler.
type auditor struct {
	r *kafka.Reader
	h Handler
}

func newAuditor(r *kafka.Reader, db *sql.DB) *auditor { return &auditor{r: r, h: &audit{db: db}} }

func (c *auditor) run(ctx context.Context) error {
	m, err := c.r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	if err := c.r.CommitMessages(ctx, m); err != nil {
		return err
	}
	return c.h.Handle(ctx, m)
}

// Two stores, one that writes: the handler may write, so the commit may
// come before the write; the finding names the writing handler.
type either struct {
	r *kafka.Reader
	h Handler
}

func newEither(r *kafka.Reader, db *sql.DB, dryRun bool) *either {
	if dryRun {
		return &either{r: r, h: &audit{db: db}}
	}
	return &either{r: r, h: &ledger{db: db}}
}

func (c *either) run(ctx context.Context) error {
	m, err := c.r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	if err := c.r.CommitMessages(ctx, m); err != nil { // want `offset committed with kafka.Reader.CommitMessages before inpkg.Handler.Handle writes to the database \(through inpkg.ledger.Handle, sql.DB.ExecContext\)`
		return err
	}
	return c.h.Handle(ctx, m)
}

// A func-typed field holding a function that writes.
type relay struct {
	r    *kafka.Reader
	save func(ctx context.Context, m kafka.Message) error
}

func save(ctx context.Context, m kafka.Message) error {
	var db *sql.DB
	_, err := db.ExecContext(ctx, `INSERT INTO outbox (k) VALUES ($1)`, m.Key)
	return err
}

func newRelay(r *kafka.Reader) *relay { return &relay{r: r, save: save} }

func (c *relay) run(ctx context.Context) error {
	m, err := c.r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	if err := c.r.CommitMessages(ctx, m); err != nil { // want `offset committed with kafka.Reader.CommitMessages before inpkg.save writes to the database \(through sql.DB.ExecContext\)`
		return err
	}
	return c.save(ctx, m)
}

// A func-typed field set by the caller of an exported constructor in
// another package: unknown here, but handed the message and able to fail,
// it is the message's work, and the commit comes before it.
type Relay struct {
	r    *kafka.Reader
	save func(ctx context.Context, m kafka.Message) error
}

func NewRelay(r *kafka.Reader, save func(ctx context.Context, m kafka.Message) error) *Relay {
	return &Relay{r: r, save: save}
}

func (c *Relay) Run(ctx context.Context) error {
	m, err := c.r.FetchMessage(ctx)
	if err != nil {
		return err
	}
	if err := c.r.CommitMessages(ctx, m); err != nil { // want `offset committed with kafka.Reader.CommitMessages before the func field save is handed the message`
		return err
	}
	return c.save(ctx, m)
}
