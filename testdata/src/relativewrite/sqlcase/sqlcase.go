// Package sqlcase holds relative and absolute writes through database/sql,
// pgx and sqlx, each positive beside its correct twin.
package sqlcase

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jmoiron/sqlx"
)

// --- deltas and their absolute twins ---------------------------------------

func credit(ctx context.Context, db *sql.DB, id string, amt int64) error {
	_, err := db.ExecContext(ctx, `UPDATE accounts SET balance = balance + $1 WHERE id = $2`, amt, id) // want `balance = balance \+ \$1 applies the delta again on every retry or redelivery; key it with a dedup insert in the same transaction or write the absolute value`
	return err
}

func setBalance(ctx context.Context, db *sql.DB, id string, bal int64) error {
	_, err := db.ExecContext(ctx, `UPDATE accounts SET balance = $1 WHERE id = $2`, bal, id)
	return err
}

func debitConcat(ctx context.Context, db *sql.DB, table, id string, amt int64) error {
	q := "UPDATE " + table + " SET stock = stock - ? WHERE sku = ?"
	_, err := db.ExecContext(ctx, q, amt, id) // want `stock = stock - \? applies the delta again`
	return err
}

func absoluteConcat(ctx context.Context, db *sql.DB, table, id string, n int64) error {
	q := "UPDATE " + table + " SET stock = ? WHERE sku = ?"
	_, err := db.ExecContext(ctx, q, n, id)
	return err
}

func scaleSprintf(ctx context.Context, db *sql.DB, table, id string) error {
	q := fmt.Sprintf("UPDATE %s SET price = price * 1.1 WHERE id = $1", table)
	_, err := db.ExecContext(ctx, q, id) // want `price = price \* 1.1 applies the delta again`
	return err
}

func guardedSprintf(ctx context.Context, db *sql.DB, table, id string) error {
	q := fmt.Sprintf("UPDATE %s SET price = $2 WHERE id = $1", table)
	_, err := db.ExecContext(ctx, q, id, 10)
	return err
}

func builderDelta(ctx context.Context, db *sql.DB, key, id string, amt int64) error {
	var b strings.Builder
	b.WriteString("UPDATE accounts SET ")
	b.WriteString("balance = balance + $1")
	fmt.Fprintf(&b, " WHERE %s = $2", key)
	_, err := db.ExecContext(ctx, b.String(), amt, id) // want `balance = balance \+ \$1 applies the delta again`
	return err
}

func builderHoleColumn(ctx context.Context, db *sql.DB, col, id string, amt int64) error {
	// The column is a run-time value: a hole decides, and a finding never
	// rests on a hole.
	var b strings.Builder
	b.WriteString("UPDATE accounts SET ")
	fmt.Fprintf(&b, "%s = %s + $1", col, col)
	b.WriteString(" WHERE id = $2")
	_, err := db.ExecContext(ctx, b.String(), amt, id)
	return err
}

func builderStatic(ctx context.Context, db *sql.DB, id string, amt int64, audit bool) error {
	b := &strings.Builder{}
	b.WriteString("UPDATE accounts SET balance = balance - $1")
	if audit {
		b.WriteString(", audited = TRUE")
	}
	b.WriteString(" WHERE id = $2")
	_, err := db.ExecContext(ctx, b.String(), amt, id) // want `balance = balance - \$1 applies the delta again`
	return err
}

func builderAbsolute(ctx context.Context, db *sql.DB, id string, amt int64) error {
	var b strings.Builder
	b.WriteString("UPDATE accounts SET balance = $1")
	b.WriteString(" WHERE id = $2")
	_, err := db.ExecContext(ctx, b.String(), amt, id)
	return err
}

func joined(ctx context.Context, db *sql.DB, id string) error {
	q := strings.Join([]string{"UPDATE counters", "SET hits = hits + 1", "WHERE id = $1"}, " ")
	_, err := db.ExecContext(ctx, q, id) // want `hits = hits \+ 1 applies the delta again`
	return err
}

func joinedAbsolute(ctx context.Context, db *sql.DB, id string) error {
	q := strings.Join([]string{"UPDATE counters", "SET hits = 0", "WHERE id = $1"}, " ")
	_, err := db.ExecContext(ctx, q, id)
	return err
}

// --- toggles ------------------------------------------------------------------

func toggle(ctx context.Context, db *sql.DB, id string) error {
	_, err := db.ExecContext(ctx, `UPDATE flags SET active = NOT active WHERE id = $1`, id) // want `active = NOT active flips the value back on every retry or redelivery; set the target value instead`
	return err
}

func oneMinus(ctx context.Context, db *sql.DB, id string) error {
	_, err := db.ExecContext(ctx, `UPDATE flags SET enabled = 1 - enabled WHERE id = ?`, id) // want `enabled = 1 - enabled flips the value back`
	return err
}

func setActive(ctx context.Context, db *sql.DB, id string) error {
	_, err := db.ExecContext(ctx, `UPDATE flags SET active = TRUE WHERE id = $1`, id)
	return err
}

// --- appends ------------------------------------------------------------------

func appendNote(ctx context.Context, db *sql.DB, id, note string) error {
	_, err := db.ExecContext(ctx, `UPDATE orders SET notes = notes || $1 WHERE id = $2`, note, id) // want `notes = notes \|\| \$1 appends again on every retry or redelivery`
	return err
}

func appendEvent(ctx context.Context, db *sql.DB, id, ev string) error {
	_, err := db.ExecContext(ctx, `UPDATE orders SET events = events || jsonb_build_array($1::jsonb) WHERE id = $2`, ev, id) // want `events = events \|\| jsonb_build_array\(\$1::jsonb\) appends again`
	return err
}

// Twin: merging a JSON object in again converges.
func mergeMeta(ctx context.Context, db *sql.DB, id string) error {
	_, err := db.ExecContext(ctx, `UPDATE orders SET meta = meta || jsonb_build_object('shipped', true) WHERE id = $1`, id)
	return err
}

// Twin: JSON of unknown shape proves no append.
func mergeParam(ctx context.Context, db *sql.DB, id string, patch []byte) error {
	_, err := db.ExecContext(ctx, `UPDATE orders SET meta = meta || $1::jsonb WHERE id = $2`, patch, id)
	return err
}

// --- windows: counters meant to count every request ---------------------------

// Twin: a rate-limit table counts hits, replays included.
func hitRateLimit(ctx context.Context, db *sql.DB, key string) error {
	_, err := db.ExecContext(ctx, `UPDATE rate_limits SET hit_count = hit_count + 1 WHERE key = $1`, key)
	return err
}

// Twin: a window column likewise.
func countWindow(ctx context.Context, db *sql.DB, key string) error {
	_, err := db.ExecContext(ctx, `UPDATE api_keys SET window_hits = window_hits + 1 WHERE key = $1`, key)
	return err
}

// A business counter in the same statement as a window column is still a delta.
func spendAndCount(ctx context.Context, db *sql.DB, key string, amt int64) error {
	_, err := db.ExecContext(ctx, `UPDATE api_keys SET window_hits = window_hits + 1, spent = spent + $2 WHERE key = $1`, key, amt) // want `spent = spent \+ \$2 applies the delta again`
	return err
}

// --- compare-and-set: a replay matches no row ---------------------------------

func creditVersioned(ctx context.Context, db *sql.DB, id string, amt, ver int64) error {
	_, err := db.ExecContext(ctx, `UPDATE accounts SET balance = balance + $1, version = version + 1 WHERE id = $2 AND version = $3`, amt, id, ver)
	return err
}

func creditOnce(ctx context.Context, db *sql.DB, id, event string, amt int64) error {
	_, err := db.ExecContext(ctx, `UPDATE accounts SET balance = balance + $1, last_event = $3 WHERE id = $2 AND last_event <> $3`, amt, id, event)
	return err
}

func debitFloor(ctx context.Context, db *sql.DB, id string, amt int64) error {
	// A bound on the moved column is not a guard against replay.
	_, err := db.ExecContext(ctx, `UPDATE accounts SET balance = balance - $1 WHERE id = $2 AND balance >= $1`, amt, id) // want `balance = balance - \$1 applies the delta again`
	return err
}

func highWater(ctx context.Context, db *sql.DB, id string, seq int64) error {
	// GREATEST is idempotent under replay.
	_, err := db.ExecContext(ctx, `UPDATE cursors SET seq = GREATEST(seq, $1) WHERE id = $2`, seq, id)
	return err
}

// --- upserts ----------------------------------------------------------------

func upsertCount(ctx context.Context, db *sql.DB, k string) error {
	_, err := db.ExecContext(ctx, `INSERT INTO counters (k, n) VALUES ($1, 1) ON CONFLICT (k) DO UPDATE SET n = counters.n + 1`, k) // want `n = counters.n \+ 1 applies the delta again`
	return err
}

func upsertAbsolute(ctx context.Context, db *sql.DB, k string, n int64) error {
	_, err := db.ExecContext(ctx, `INSERT INTO counters (k, n) VALUES ($1, $2) ON CONFLICT (k) DO UPDATE SET n = EXCLUDED.n`, k, n)
	return err
}

// --- keyed deltas: a dedup insert in the same transaction --------------------

func keyedTx(ctx context.Context, db *sql.DB, event, id string, amt int64) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `INSERT INTO processed_events (event_id) VALUES ($1)`, event); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE accounts SET balance = balance + $1 WHERE id = $2`, amt, id); err != nil {
		return err
	}
	return tx.Commit()
}

func keyedOtherHandle(ctx context.Context, db *sql.DB, event, id string, amt int64) error {
	// The dedup row is written outside the transaction, after the delta:
	// a crash in between replays the delta.
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE accounts SET balance = balance + $1 WHERE id = $2`, amt, id); err != nil { // want `balance = balance \+ \$1 applies the delta again`
		return err
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	_, err = db.ExecContext(ctx, `INSERT INTO processed_events (event_id) VALUES ($1)`, event)
	return err
}

func notDedupTable(ctx context.Context, db *sql.DB, id string, amt int64) error {
	// An insert into an ordinary table does not key the delta.
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO audit_log (account, amount) VALUES ($1, $2)`, id, amt); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE accounts SET balance = balance + $1 WHERE id = $2`, amt, id); err != nil { // want `balance = balance \+ \$1 applies the delta again`
		return err
	}
	return tx.Commit()
}

func claimFirst(ctx context.Context, db *sql.DB, event, id string, amt int64) error {
	// An atomic claim that runs first, on any handle.
	res, err := db.ExecContext(ctx, `INSERT INTO events (id) VALUES ($1) ON CONFLICT DO NOTHING`, event)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	_, err = db.ExecContext(ctx, `UPDATE accounts SET balance = balance + $1 WHERE id = $2`, amt, id)
	return err
}

func claimAfter(ctx context.Context, db *sql.DB, event, id string, amt int64) error {
	_, err := db.ExecContext(ctx, `UPDATE accounts SET balance = balance + $1 WHERE id = $2`, amt, id) // want `balance = balance \+ \$1 applies the delta again`
	if err != nil {
		return err
	}
	_, err = db.ExecContext(ctx, `INSERT INTO events (id) VALUES ($1) ON CONFLICT DO NOTHING`, event)
	return err
}

// --- pgx ----------------------------------------------------------------------

func pgxDelta(ctx context.Context, pool *pgxpool.Pool, id string, n int) error {
	_, err := pool.Exec(ctx, `UPDATE inventory SET qty = qty - $1 WHERE sku = $2`, n, id) // want `qty = qty - \$1 applies the delta again`
	return err
}

func pgxKeyed(ctx context.Context, conn *pgx.Conn, event, id string, n int) error {
	return pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `INSERT INTO inbox (message_id) VALUES ($1)`, event); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `UPDATE inventory SET qty = qty - $1 WHERE sku = $2`, n, id)
		return err
	})
}

func pgxUnkeyed(ctx context.Context, conn *pgx.Conn, id string, n int) error {
	return pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `UPDATE inventory SET qty = qty - $1 WHERE sku = $2`, n, id) // want `qty = qty - \$1 applies the delta again`
		return err
	})
}

// --- sqlx -----------------------------------------------------------------------

func sqlxDelta(db *sqlx.DB, id string, n int) {
	db.MustExec(`UPDATE wallets SET points = points + ? WHERE id = ?`, n, id) // want `points = points \+ \? applies the delta again`
}

func sqlxAbsolute(db *sqlx.DB, id string, n int) {
	db.MustExec(`UPDATE wallets SET points = ? WHERE id = ?`, n, id)
}

// --- suppression -----------------------------------------------------------------

func suppressed(ctx context.Context, db *sql.DB, id string) error {
	//idemlint:ignore relativewrite the view counter is best-effort
	_, err := db.ExecContext(ctx, `UPDATE pages SET views = views + 1 WHERE id = $1`, id)
	return err
}

// --- attempt counters ----------------------------------------------------

// markFailed counts a failed delivery of an outbox row: the counter is meant
// to count every attempt, replays included.
func markFailed(ctx context.Context, db *sql.DB, id int64, msg string) error {
	_, err := db.ExecContext(ctx, `UPDATE outbox SET attempts = attempts + 1, last_error = $1 WHERE id = $2`, msg, id)
	return err
}

// markFailedAndCredit moves a balance beside the counter: the balance is
// reported.
func markFailedAndCredit(ctx context.Context, db *sql.DB, id int64, amt int64) error {
	_, err := db.ExecContext(ctx, `UPDATE jobs SET retry_count = retry_count + 1, credit = credit + $1 WHERE id = $2`, amt, id) // want `credit = credit \+ \$1 applies the delta again`
	return err
}
