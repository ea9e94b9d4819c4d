// Package sqlcase holds checkthenact cases on database/sql and pgx.
package sqlcase

import (
	"context"
	"database/sql"
	"sync"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

type Event struct{ ID, Body string }

// publish sends the event to the broker.
//
//idemlint:effect publish
func publish(ctx context.Context, e Event) error { return nil }

// SELECT EXISTS scanned into a bool, then a plain INSERT.
func Exists(ctx context.Context, db *sql.DB, e Event) error {
	var seen bool
	if err := db.QueryRowContext(ctx, `SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)`, e.ID).Scan(&seen); err != nil { // want `existence check by sql\.DB\.QueryRowContext is not atomic with the record by sql\.DB\.ExecContext: two concurrent deliveries both see the key absent and both run publish; claim the key with INSERT … ON CONFLICT DO NOTHING before the effect and check RowsAffected`
		return err
	}
	if !seen {
		publish(ctx, e)
		db.ExecContext(ctx, `INSERT INTO processed(id) VALUES ($1)`, e.ID)
	}
	return nil
}

// Twin: INSERT … ON CONFLICT DO NOTHING decides, by its row count.
func OnConflict(ctx context.Context, db *sql.DB, e Event) error {
	res, err := db.ExecContext(ctx, `INSERT INTO processed(id) VALUES ($1) ON CONFLICT DO NOTHING`, e.ID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	return publish(ctx, e)
}

// Twin: a check, then the claim, then the effect.
func CheckThenClaim(ctx context.Context, db *sql.DB, e Event) error {
	var seen bool
	db.QueryRowContext(ctx, `SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)`, e.ID).Scan(&seen)
	if seen {
		return nil
	}
	res, err := db.ExecContext(ctx, `INSERT IGNORE INTO processed(id) VALUES (?)`, e.ID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	publish(ctx, e)
	db.ExecContext(ctx, `INSERT INTO processed(id) VALUES ($1)`, e.ID)
	return nil
}

// COUNT(*) into an int; the record goes to the same table.
func Count(ctx context.Context, db *sql.DB, e Event) error {
	var n int
	row := db.QueryRow("SELECT COUNT(*) FROM processed WHERE id = ?", e.ID) // want `existence check by sql\.DB\.QueryRow is not atomic with the record by sql\.DB\.Exec`
	if err := row.Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	if err := publish(ctx, e); err != nil {
		return err
	}
	_, err := db.Exec("INSERT INTO processed (id, at) VALUES (?, now())", e.ID)
	return err
}

// Twin: the record goes to another table than the check.
func OtherTable(ctx context.Context, db *sql.DB, e Event) error {
	var n int
	db.QueryRow("SELECT COUNT(*) FROM processed WHERE id = ?", e.ID).Scan(&n)
	if n > 0 {
		return nil
	}
	publish(ctx, e)
	_, err := db.Exec("INSERT INTO audit (id) VALUES (?)", e.ID)
	return err
}

// Twin: SELECT … FOR UPDATE on the parent row in one transaction serializes
// the deliveries of the same event.
func ForUpdate(ctx context.Context, db *sql.DB, e Event) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var status string
	if err := tx.QueryRowContext(ctx, `SELECT status FROM events WHERE id = $1 FOR UPDATE`, e.ID).Scan(&status); err != nil {
		return err
	}
	var seen bool
	tx.QueryRowContext(ctx, `SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)`, e.ID).Scan(&seen)
	if seen {
		return nil
	}
	publish(ctx, e)
	tx.ExecContext(ctx, `INSERT INTO processed(id) VALUES ($1)`, e.ID)
	return tx.Commit()
}

// Twin: the check itself locks (SELECT … FOR UPDATE) in the transaction.
func CheckForUpdate(ctx context.Context, db *sql.DB, e Event) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var one int
	err = tx.QueryRowContext(ctx, `SELECT 1 FROM processed WHERE id = $1 FOR UPDATE`, e.ID).Scan(&one)
	if err == nil {
		return nil
	}
	if err != sql.ErrNoRows {
		return err
	}
	publish(ctx, e)
	tx.ExecContext(ctx, `INSERT INTO processed(id) VALUES ($1)`, e.ID)
	return tx.Commit()
}

// SELECT 1 without a lock: sql.ErrNoRows says the key is absent.
func SelectOne(ctx context.Context, db *sql.DB, e Event) error {
	var one int
	err := db.QueryRowContext(ctx, `SELECT 1 FROM processed WHERE id = $1`, e.ID).Scan(&one) // want `existence check by sql\.DB\.QueryRowContext is not atomic`
	if err != sql.ErrNoRows {
		return err
	}
	publish(ctx, e)
	_, err = db.ExecContext(ctx, `INSERT INTO processed(id) VALUES ($1)`, e.ID)
	return err
}

// Twin: in a transaction, an SQL write as the effect rolls back with the
// record when the record fails on its unique key.
func SameTx(ctx context.Context, db *sql.DB, e Event) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var seen bool
	tx.QueryRowContext(ctx, `SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)`, e.ID).Scan(&seen)
	if seen {
		return nil
	}
	tx.ExecContext(ctx, `UPDATE accounts SET balance = 10 WHERE id = $1`, e.ID)
	tx.ExecContext(ctx, `INSERT INTO processed(id) VALUES ($1)`, e.ID)
	return tx.Commit()
}

// In a transaction without a lock, an external effect still runs twice.
func TxPublish(ctx context.Context, db *sql.DB, e Event) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var seen bool
	tx.QueryRowContext(ctx, `SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)`, e.ID).Scan(&seen) // want `existence check by sql\.Tx\.QueryRowContext is not atomic`
	if seen {
		return nil
	}
	publish(ctx, e)
	tx.ExecContext(ctx, `INSERT INTO processed(id) VALUES ($1)`, e.ID)
	return tx.Commit()
}

// pgx: QueryRow then Exec.
func Pgx(ctx context.Context, conn *pgx.Conn, e Event) error {
	var seen bool
	err := conn.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM inbox WHERE message_id = $1)", e.ID).Scan(&seen) // want `existence check by pgx\.Conn\.QueryRow is not atomic with the record by pgx\.Conn\.Exec`
	if err != nil || seen {
		return err
	}
	publish(ctx, e)
	_, err = conn.Exec(ctx, "INSERT INTO inbox (message_id) VALUES ($1)", e.ID)
	return err
}

// Twin, pgxpool: the claim's row count decides.
func PgxPoolClaim(ctx context.Context, pool *pgxpool.Pool, e Event) error {
	tag, err := pool.Exec(ctx, "INSERT INTO inbox (message_id) VALUES ($1) ON CONFLICT (message_id) DO NOTHING", e.ID)
	if err != nil || tag.RowsAffected() == 0 {
		return err
	}
	return publish(ctx, e)
}

// Twin: a read-only lookup that guards no effect.
func ReadOnly(ctx context.Context, db *sql.DB, id string) (bool, error) {
	var seen bool
	err := db.QueryRowContext(ctx, `SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)`, id).Scan(&seen)
	return seen, err
}

type Worker struct {
	mu sync.Mutex
	db *sql.DB
}

// A mutex around a check on SQL protects one process only.
func (w *Worker) Handle(ctx context.Context, e Event) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	var seen bool
	w.db.QueryRowContext(ctx, `SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)`, e.ID).Scan(&seen) // want `the mutex held around the existence check by sql\.DB\.QueryRowContext protects one process only`
	if seen {
		return nil
	}
	publish(ctx, e)
	_, err := w.db.ExecContext(ctx, `INSERT INTO processed(id) VALUES ($1)`, e.ID)
	return err
}
