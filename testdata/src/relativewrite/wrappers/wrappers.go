// Package wrappers holds a team's store helpers, used from another package:
// their deltas and claims reach the callers through facts.
package wrappers

import (
	"context"
	"database/sql"
	"time"

	"github.com/redis/go-redis/v9"
)

// Credit applies a delta on the caller's transaction: whether it is keyed
// is decided where the transaction is opened.
func Credit(ctx context.Context, tx *sql.Tx, id string, amt int64) error { // want Credit:`txdelta\(1\)`
	_, err := tx.ExecContext(ctx, `UPDATE accounts SET balance = balance + $1 WHERE id = $2`, amt, id)
	return err
}

// MarkProcessed claims the event on the caller's transaction.
func MarkProcessed(ctx context.Context, tx *sql.Tx, event string) (bool, error) {
	res, err := tx.ExecContext(ctx, `INSERT INTO processed_events (id) VALUES ($1) ON CONFLICT DO NOTHING`, event)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// ClaimEvent claims the event in Redis.
func ClaimEvent(ctx context.Context, rdb *redis.Client, event string) bool {
	ok, _ := rdb.SetNX(ctx, "seen:"+event, 1, time.Hour).Result()
	return ok
}

// AddPoints applies a delta on the pool: nothing can key it from outside.
func AddPoints(ctx context.Context, db *sql.DB, user string, n int) error {
	_, err := db.ExecContext(ctx, `UPDATE users SET points = points + $1 WHERE id = $2`, n, user) // want `points = points \+ \$1 applies the delta again`
	return err
}
