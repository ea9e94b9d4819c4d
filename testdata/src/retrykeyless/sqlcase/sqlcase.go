// Package sqlcase: SQL statements under retries. A plain INSERT and a
// relative UPDATE are reported; upserts, conflict-free inserts, absolute
// updates, deletes, reads and unknown text are not.
package sqlcase

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/avast/retry-go/v4"
	backoff "github.com/cenkalti/backoff/v4"
	backoff5 "github.com/cenkalti/backoff/v5"
)

// The example.
func insert(ctx context.Context, db *sql.DB, id string, amt int64) error {
	return backoff.Retry(func() error {
		_, err := db.ExecContext(ctx, `INSERT INTO payments(order_id, amount) VALUES ($1, $2)`, id, amt) // want `INSERT INTO payments is retried by backoff.Retry; a retry after a timeout that hid the commit inserts the row again; make it idempotent with ON CONFLICT \(order_id\) DO NOTHING`
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 5))
}

// Twin: the same insert with a conflict clause (an upsert retried).
func insertOnConflict(ctx context.Context, db *sql.DB, id string, amt int64) error {
	return backoff.Retry(func() error {
		_, err := db.ExecContext(ctx, `INSERT INTO payments(order_id, amount) VALUES ($1, $2) ON CONFLICT (order_id) DO UPDATE SET amount = EXCLUDED.amount`, id, amt)
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 5))
}

// Twin: MySQL's forms.
func insertMySQL(db *sql.DB, id string, amt int64) error {
	return retry.Do(func() error {
		if _, err := db.Exec(`INSERT IGNORE INTO payments(order_id, amount) VALUES (?, ?)`, id, amt); err != nil {
			return err
		}
		_, err := db.Exec(`INSERT INTO totals(order_id, amount) VALUES (?, ?) ON DUPLICATE KEY UPDATE amount = VALUES(amount)`, id, amt)
		return err
	})
}

// A MySQL insert retried: the fix names MySQL's clause.
func insertMySQLPlain(db *sql.DB, id string, amt int64) error {
	return retry.Do(func() error {
		_, err := db.Exec(`INSERT INTO payments(order_id, amount) VALUES (?, ?)`, id, amt) // want `INSERT INTO payments is retried by retry.Do; .*; make it idempotent with INSERT IGNORE or ON DUPLICATE KEY UPDATE on a unique request key`
		return err
	})
}

// INSERT … RETURNING through QueryRow is a write too.
func insertReturning(ctx context.Context, db *sql.DB, id string) (int64, error) {
	return backoff5.Retry(ctx, func() (int64, error) {
		var n int64
		err := db.QueryRowContext(ctx, `INSERT INTO orders(customer_id) VALUES ($1) RETURNING id`, id).Scan(&n) // want `INSERT INTO orders is retried by backoff.Retry`
		return n, err
	}, backoff5.WithMaxTries(3))
}

// A relative update retried applies the delta twice.
func credit(ctx context.Context, db *sql.DB, acct string, amt int64) error {
	return backoff.Retry(func() error {
		_, err := db.ExecContext(ctx, `UPDATE accounts SET balance = balance + $1 WHERE id = $2`, amt, acct) // want `UPDATE accounts SET balance = balance \+ \$1 is retried by backoff.Retry; a retry after a timeout that hid the commit applies the change again; write the absolute value, or record the request ID in the same transaction`
		return err
	}, backoff.NewExponentialBackOff())
}

// Twins: absolute updates and deletes replay as no-ops.
func ship(ctx context.Context, db *sql.DB, id string) error {
	return backoff.Retry(func() error {
		if _, err := db.ExecContext(ctx, `UPDATE orders SET status = 'shipped' WHERE id = $1`, id); err != nil {
			return err
		}
		_, err := db.ExecContext(ctx, `DELETE FROM carts WHERE order_id = $1`, id)
		return err
	}, backoff.NewExponentialBackOff())
}

// Twin: a compare-and-set delta is a no-op on replay.
func creditCAS(ctx context.Context, db *sql.DB, acct string, amt, version int64) error {
	return backoff.Retry(func() error {
		_, err := db.ExecContext(ctx, `UPDATE accounts SET balance = balance + $1, version = version + 1 WHERE id = $2 AND version = $3`, amt, acct, version)
		return err
	}, backoff.NewExponentialBackOff())
}

// Twin: a read.
func read(ctx context.Context, db *sql.DB, id string) error {
	return backoff.Retry(func() error {
		var n int
		return db.QueryRowContext(ctx, `SELECT count(*) FROM payments WHERE order_id = $1`, id).Scan(&n)
	}, backoff.NewExponentialBackOff())
}

// Twin: text the analysis cannot read stays silent.
func unknown(ctx context.Context, db *sql.DB, q string, args ...any) error {
	return backoff.Retry(func() error {
		_, err := db.ExecContext(ctx, q, args...)
		return err
	}, backoff.NewExponentialBackOff())
}

// A query assembled with Sprintf is still read.
func sprintf(ctx context.Context, db *sql.DB, table, id string) error {
	return backoff.Retry(func() error {
		_, err := db.ExecContext(ctx, fmt.Sprintf("INSERT INTO %s(order_id) VALUES ($1)", table), id) // want `INSERT is retried by backoff.Retry; .*ON CONFLICT \(order_id\) DO NOTHING`
		return err
	}, backoff.NewExponentialBackOff())
}

// Twin: a claim in the same transaction guards the insert that follows:
// a replay finds the claim taken and does nothing.
func claimed(ctx context.Context, db *sql.DB, id string, amt int64) error {
	return backoff.Retry(func() error {
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		defer tx.Rollback()
		res, err := tx.ExecContext(ctx, `INSERT INTO processed(order_id) VALUES ($1) ON CONFLICT DO NOTHING`, id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO ledger(order_id, amount) VALUES ($1, $2)`, id, amt); err != nil {
			return err
		}
		return tx.Commit()
	}, backoff.NewExponentialBackOff())
}

// Twin: an inbox row inserted first in the transaction fails on replay
// (its key is unique), so the delta after it never applies twice.
func inbox(ctx context.Context, db *sql.DB, msgID, acct string, amt int64) error {
	return backoff.Retry(func() error {
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		defer tx.Rollback()
		if _, err := tx.ExecContext(ctx, `INSERT INTO processed_messages(id) VALUES ($1)`, msgID); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE accounts SET balance = balance + $1 WHERE id = $2`, amt, acct); err != nil {
			return err
		}
		return tx.Commit()
	}, backoff.NewExponentialBackOff())
}

// Twin: an insert after a successful attempt, once, outside the loop.
func afterLoop(ctx context.Context, db *sql.DB, id string) error { // want afterLoop:"unkeyed INSERT INTO audit"
	var err error
	for i := 0; i < 3; i++ {
		if err = db.PingContext(ctx); err == nil {
			break
		}
		time.Sleep(time.Second)
	}
	if err != nil {
		return err
	}
	_, err = db.ExecContext(ctx, `INSERT INTO audit(order_id) VALUES ($1)`, id)
	return err
}
