// Package wiring hands the worker its store: the retry meets the plain
// insert here.
package wiring

import (
	"database/sql"

	"retrykeyless/typeflow/repo"
	"retrykeyless/typeflow/worker"
)

func Payments(db *sql.DB) *worker.Worker {
	return worker.New(repo.NewPayments(db)) // want `worker.New is handed a value whose repo.Payments.Save runs INSERT INTO payments \(repo.Payments.Save, which calls sql.DB.ExecContext\), and worker.Worker.Process calls worker.Worker.store.Save inside backoff.Retry at worker.go:23; a retry after a timeout that hid the commit inserts the row again`
}

// Twin: the idempotent store.
func Upserts(db *sql.DB) *worker.Worker {
	return worker.New(&repo.Upserts{})
}

// Twin: the plain insert, handed to a worker that does not retry it.
func Once(db *sql.DB) *worker.Worker {
	_ = worker.NewOnce(repo.NewPayments(db))
	return nil
}
