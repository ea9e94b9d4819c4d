// Package wrapcase calls the helpers of package wrappers.
package wrapcase

import (
	"context"
	"database/sql"

	"github.com/redis/go-redis/v9"

	"relativewrite/wrappers"
)

func keyed(ctx context.Context, db *sql.DB, event, id string, amt int64) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if ok, err := wrappers.MarkProcessed(ctx, tx, event); err != nil || !ok {
		return err
	}
	if err := wrappers.Credit(ctx, tx, id, amt); err != nil {
		return err
	}
	return tx.Commit()
}

func unkeyed(ctx context.Context, db *sql.DB, id string, amt int64) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := wrappers.Credit(ctx, tx, id, amt); err != nil { // want `balance = balance \+ \$1 \(in wrappers.Credit, which calls sql.Tx.ExecContext\) on the transaction passed here applies the delta again on every retry or redelivery`
		return err
	}
	return tx.Commit()
}

// apply forwards its transaction: the decision moves to its callers.
func apply(ctx context.Context, tx *sql.Tx, id string, amt int64) error { // want apply:`txdelta\(1\)`
	return wrappers.Credit(ctx, tx, id, amt)
}

func viaLocal(ctx context.Context, db *sql.DB, id string, amt int64) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := apply(ctx, tx, id, amt); err != nil { // want `\(in wrapcase.apply, which calls wrappers.Credit, which calls sql.Tx.ExecContext\)`
		return err
	}
	return tx.Commit()
}

func viaLocalKeyed(ctx context.Context, db *sql.DB, event, id string, amt int64) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO idempotency_keys (key) VALUES ($1)`, event); err != nil {
		return err
	}
	if err := apply(ctx, tx, id, amt); err != nil {
		return err
	}
	return tx.Commit()
}

func claimedInRedis(ctx context.Context, rdb *redis.Client, event, user string) error {
	if !wrappers.ClaimEvent(ctx, rdb, event) {
		return nil
	}
	return rdb.IncrBy(ctx, "credits:"+user, 10).Err()
}

func unclaimedInRedis(ctx context.Context, rdb *redis.Client, user string) error {
	return rdb.IncrBy(ctx, "credits:"+user, 10).Err() // want `redis.IncrBy on "credits:…" applies the delta again`
}

// consume is the team's handler; its directive says it claims the event
// before it runs, as the framework that calls it guarantees.
//
//idemlint:claim event
func consume(ctx context.Context, rdb *redis.Client, event, user string) error {
	return rdb.IncrBy(ctx, "credits:"+user, 10).Err()
}
