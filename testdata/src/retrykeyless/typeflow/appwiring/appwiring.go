// Package appwiring builds the app over a store: the worker's retry meets
// the plain insert here, two packages above the worker.
package appwiring

import (
	"database/sql"

	"retrykeyless/typeflow/app"
	"retrykeyless/typeflow/repo"
)

func Payments(db *sql.DB) *app.App {
	return app.New(repo.NewPayments(db)) // want `app.New is handed a value whose repo.Payments.Save runs INSERT INTO payments \(repo.Payments.Save, which calls sql.DB.ExecContext\), and worker.Worker.Process calls worker.Worker.store.Save inside backoff.Retry at worker.go:23`
}

// Twin: the idempotent store.
func Upserts(db *sql.DB) *app.App {
	return app.New(&repo.Upserts{})
}
