// Package wiring builds the consumers: the constructors are handed the
// handlers here.
package wiring

import (
	"context"
	"database/sql"

	"github.com/segmentio/kafka-go"
	"go.temporal.io/sdk/worker"

	"inventory/wired/acts"
	"inventory/wired/consumer"
	"inventory/wired/fulfil"
	"inventory/wired/repo"
	"inventory/wired/router"
)

func Fulfilment(r *kafka.Reader, db *sql.DB) *consumer.Loop {
	return consumer.New(r, fulfil.New(repo.New(db)))
}

func Audit(r *kafka.Reader) *consumer.Loop { return consumer.New(r, fulfil.Audit{}) }

func All(ctx context.Context, r *kafka.Reader, db *sql.DB) error {
	return consumer.Each(ctx, r, fulfil.New(repo.New(db)).Handle)
}

func Worker(w worker.Worker, db *sql.DB) { w.RegisterActivity(&acts.Acts{DB: db}) }

// Routed hands the handler through router.Mount, which forwards it.
func Routed(r *kafka.Reader, db *sql.DB) *consumer.Loop {
	return router.Mount(r, fulfil.New(repo.New(db)))
}
