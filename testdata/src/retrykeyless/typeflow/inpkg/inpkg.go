// Package inpkg: a retry around a call through a field; what the call does
// is what the package stores in the field.
package inpkg

import (
	"context"
	"database/sql"

	backoff "github.com/cenkalti/backoff/v4"
)

type Saver interface {
	Save(ctx context.Context, id string, amt int64) error // want Save:"retried by backoff.Retry"
}

type plainInsert struct{ db *sql.DB }

func (p *plainInsert) Save(ctx context.Context, id string, amt int64) error { // want Save:`unkeyed INSERT INTO payments`
	_, err := p.db.ExecContext(ctx, `INSERT INTO payments(order_id, amount) VALUES ($1, $2)`, id, amt)
	return err
}

type upsert struct{ db *sql.DB }

func (u *upsert) Save(ctx context.Context, id string, amt int64) error {
	_, err := u.db.ExecContext(ctx, `INSERT INTO payments(order_id, amount) VALUES ($1, $2) ON CONFLICT (order_id) DO NOTHING`, id, amt)
	return err
}

// The field holds the plain insert.
type worker struct{ s Saver }

func newWorker(db *sql.DB) *worker { return &worker{s: &plainInsert{db: db}} }

func (w *worker) process(ctx context.Context, id string, amt int64) error {
	return backoff.Retry(func() error {
		return w.s.Save(ctx, id, amt) // want `inpkg.plainInsert.Save is retried by backoff.Retry and runs INSERT INTO payments \(inpkg.Save, which calls sql.DB.ExecContext\)`
	}, backoff.NewExponentialBackOff())
}

// Twin: the field only ever holds the upsert.
type safeWorker struct{ s Saver }

func newSafeWorker(db *sql.DB) *safeWorker { return &safeWorker{s: &upsert{db: db}} }

func (w *safeWorker) process(ctx context.Context, id string, amt int64) error {
	return backoff.Retry(func() error {
		return w.s.Save(ctx, id, amt)
	}, backoff.NewExponentialBackOff())
}

// A func-typed field holding the plain insert's method.
type fnWorker struct {
	save func(ctx context.Context, id string, amt int64) error
}

func newFnWorker(db *sql.DB) *fnWorker {
	p := &plainInsert{db: db}
	return &fnWorker{save: p.Save}
}

func (w *fnWorker) process(ctx context.Context, id string, amt int64) error {
	return backoff.Retry(func() error {
		return w.save(ctx, id, amt) // want `inpkg.plainInsert.Save is retried by backoff.Retry and runs INSERT INTO payments`
	}, backoff.NewExponentialBackOff())
}
