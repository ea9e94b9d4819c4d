package checkthenact

import (
	"context"
	"database/sql"
	"errors"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jmoiron/sqlx"
)

type Event struct{ ID, Body string }

// publish sends the event to the broker.
//
//idemlint:effect publish
func publish(ctx context.Context, e Event) error { return nil }

func SQLExists(ctx context.Context, db *sql.DB, e Event) error {
	var seen bool
	if err := db.QueryRowContext(ctx, `SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)`, e.ID).Scan(&seen); err != nil { // want: checkthenact
		return err
	}
	if !seen {
		publish(ctx, e)
		db.ExecContext(ctx, `INSERT INTO processed(id) VALUES ($1)`, e.ID)
	}
	return nil
}

func SQLOnConflict(ctx context.Context, db *sql.DB, e Event) error {
	res, err := db.ExecContext(ctx, `INSERT INTO processed(id) VALUES ($1) ON CONFLICT DO NOTHING`, e.ID) // want: inprogress
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	return publish(ctx, e)
}

func SQLCount(ctx context.Context, db *sql.DB, e Event) error {
	var n int
	row := db.QueryRow("SELECT COUNT(*) FROM processed WHERE id = ?", e.ID) // want: checkthenact
	if err := row.Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	if err := publish(ctx, e); err != nil {
		return err
	}
	_, err := db.Exec("INSERT INTO processed (id) VALUES (?)", e.ID)
	return err
}

func SQLOtherTable(ctx context.Context, db *sql.DB, e Event) error {
	var n int
	db.QueryRow("SELECT COUNT(*) FROM processed WHERE id = ?", e.ID).Scan(&n)
	if n > 0 {
		return nil
	}
	publish(ctx, e)
	_, err := db.Exec("INSERT INTO audit (id) VALUES (?)", e.ID)
	return err
}

func SQLForUpdate(ctx context.Context, db *sql.DB, e Event) error {
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

func PgxConn(ctx context.Context, conn *pgx.Conn, e Event) error {
	var seen bool
	err := conn.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM inbox WHERE message_id = $1)", e.ID).Scan(&seen) // want: checkthenact
	if err != nil || seen {
		return err
	}
	publish(ctx, e)
	_, err = conn.Exec(ctx, "INSERT INTO inbox (message_id) VALUES ($1)", e.ID)
	return err
}

func PgxPool(ctx context.Context, pool *pgxpool.Pool, e Event) error {
	var seen bool
	err := pool.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM inbox WHERE message_id = $1)", e.ID).Scan(&seen) // want: checkthenact
	if err != nil || seen {
		return err
	}
	publish(ctx, e)
	_, err = pool.Exec(ctx, "INSERT INTO inbox (message_id) VALUES ($1)", e.ID)
	return err
}

func PgxPoolClaim(ctx context.Context, pool *pgxpool.Pool, e Event) error {
	tag, err := pool.Exec(ctx, "INSERT INTO inbox (message_id) VALUES ($1) ON CONFLICT (message_id) DO NOTHING", e.ID) // want: inprogress
	if err != nil || tag.RowsAffected() == 0 {
		return err
	}
	return publish(ctx, e)
}

func PgxTx(ctx context.Context, pool *pgxpool.Pool, e Event) error {
	tx, err := pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx)
	var seen bool
	tx.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM inbox WHERE message_id = $1)", e.ID).Scan(&seen) // want: checkthenact
	if seen {
		return nil
	}
	publish(ctx, e)
	tx.Exec(ctx, "INSERT INTO inbox (message_id) VALUES ($1)", e.ID)
	return tx.Commit(ctx)
}

// A lookup by key, its "no rows" taken as "not yet": two deliveries both
// find no row, both publish, both insert.
func SQLLookup(ctx context.Context, db *sql.DB, e Event) error {
	var body string
	err := db.QueryRowContext(ctx, `SELECT body FROM processed WHERE id = $1`, e.ID).Scan(&body) // want: checkthenact
	if err == nil {
		return nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	publish(ctx, e)
	_, err = db.ExecContext(ctx, `INSERT INTO processed(id, body) VALUES ($1, $2)`, e.ID, e.Body)
	return err
}

// The same on pgx, pgx.ErrNoRows.
func PgxLookup(ctx context.Context, pool *pgxpool.Pool, e Event) error {
	var body string
	err := pool.QueryRow(ctx, "SELECT body FROM inbox WHERE message_id = $1", e.ID).Scan(&body) // want: checkthenact
	if !errors.Is(err, pgx.ErrNoRows) {
		return err
	}
	publish(ctx, e)
	_, err = pool.Exec(ctx, "INSERT INTO inbox (message_id, body) VALUES ($1, $2)", e.ID, e.Body)
	return err
}

// Twin: the lookup finds the event and acts on what its row says; a
// missing row is an error, not a cue to act.
func SQLLookupFound(ctx context.Context, db *sql.DB, e Event) error {
	var body string
	if err := db.QueryRowContext(ctx, `SELECT body FROM processed WHERE id = $1`, e.ID).Scan(&body); err != nil {
		return err
	}
	if body == "" {
		publish(ctx, e)
		_, err := db.ExecContext(ctx, `INSERT INTO processed(id, body) VALUES ($1, $2)`, e.ID, e.Body)
		return err
	}
	return nil
}

// Twin: many rows through Query, whose error never says "absent".
func SQLRows(ctx context.Context, db *sql.DB, e Event) error {
	rows, err := db.QueryContext(ctx, `SELECT body FROM processed WHERE id = $1`, e.ID)
	if err != nil {
		return err
	}
	defer rows.Close()
	publish(ctx, e)
	_, err = db.ExecContext(ctx, `INSERT INTO processed(id, body) VALUES ($1, $2)`, e.ID, e.Body)
	return err
}

// The same through sqlx's Get, whose error is sql.ErrNoRows.
func SqlxLookup(ctx context.Context, db *sqlx.DB, e Event) error {
	var body string
	if err := db.GetContext(ctx, &body, `SELECT body FROM processed WHERE id = $1`, e.ID); !errors.Is(err, sql.ErrNoRows) { // want: checkthenact
		return err
	}
	publish(ctx, e)
	_, err := db.ExecContext(ctx, `INSERT INTO processed(id, body) VALUES ($1, $2)`, e.ID, e.Body)
	return err
}
