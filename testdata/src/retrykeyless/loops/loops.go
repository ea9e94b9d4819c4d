// Package loops: hand-written retry loops in three spellings, each beside
// a loop that is not a retry.
package loops

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

const insertPayment = `INSERT INTO payments(order_id, amount) VALUES ($1, $2)`

// A for loop with an attempt counter.
func counter(ctx context.Context, db *sql.DB, id string, amt int64) error {
	var err error
	for attempt := 1; attempt <= 3; attempt++ {
		_, err = db.ExecContext(ctx, insertPayment, id, amt) // want `INSERT INTO payments is retried in a retry loop`
		if err == nil {
			return nil
		}
	}
	return err
}

// A for loop that goes round with continue after a pause.
func withContinue(ctx context.Context, db *sql.DB, id string, amt int64) error {
	for {
		if _, err := db.ExecContext(ctx, insertPayment, id, amt); err != nil { // want `INSERT INTO payments is retried in a retry loop`
			time.Sleep(500 * time.Millisecond)
			continue
		}
		return nil
	}
}

// A labelled loop left with break on success.
func labelled(ctx context.Context, db *sql.DB, id string, amt int64) error {
	var err error
	delay := 100 * time.Millisecond
attempts:
	for {
		_, err = db.ExecContext(ctx, insertPayment, id, amt) // want `INSERT INTO payments is retried in a retry loop`
		switch {
		case err == nil:
			break attempts
		case errors.Is(err, context.Canceled):
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(delay):
		}
		delay *= 2
	}
	return err
}

// Twins: the same spellings looping over items, or giving up on the first
// error, are not retries.
func items(ctx context.Context, db *sql.DB, ids []string) error { // want items:"unkeyed INSERT INTO payments"
	for _, id := range ids {
		if _, err := db.ExecContext(ctx, insertPayment, id, 0); err != nil {
			continue
		}
	}
	return nil
}

func giveUp(ctx context.Context, db *sql.DB, ids []string) error { // want giveUp:"unkeyed INSERT INTO payments"
	for i := 0; i < len(ids); i++ {
		if _, err := db.ExecContext(ctx, insertPayment, ids[i], 0); err != nil {
			return err
		}
	}
	return nil
}

// Twin: the labelled loop around an idempotent upsert.
func labelledUpsert(ctx context.Context, db *sql.DB, id string, amt int64) error {
	var err error
attempts:
	for {
		_, err = db.ExecContext(ctx, insertPayment+` ON CONFLICT (order_id) DO NOTHING`, id, amt)
		switch {
		case err == nil:
			break attempts
		}
		time.Sleep(time.Second)
	}
	return err
}

func status(ctx context.Context, db *sql.DB, id string) (string, error) { return "", nil }

// Twin: a polling loop retries the status read; the insert after a
// successful read records each poll, it is not a retry of a failed one.
func poll(ctx context.Context, db *sql.DB, id string) error { // want poll:"unkeyed INSERT INTO polls"
	for i := 0; i < 10; i++ {
		s, err := status(ctx, db, id)
		if err != nil {
			time.Sleep(time.Second)
			continue
		}
		if s == "done" {
			return nil
		}
		if _, err := db.ExecContext(ctx, `INSERT INTO polls(order_id, status) VALUES ($1, $2)`, id, s); err != nil {
			return err
		}
		time.Sleep(time.Second)
	}
	return nil
}

// An insert before the attempt in the same iteration runs again when the
// attempt fails.
func before(ctx context.Context, db *sql.DB, id string) error {
	for i := 0; i < 10; i++ {
		db.ExecContext(ctx, `INSERT INTO attempts(order_id) VALUES ($1)`, id) // want `INSERT INTO attempts is retried in a retry loop`
		if _, err := status(ctx, db, id); err != nil {
			time.Sleep(time.Second)
			continue
		}
		return nil
	}
	return nil
}
