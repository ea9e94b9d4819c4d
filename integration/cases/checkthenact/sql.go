package checkthenact

import (
	"context"
	"database/sql"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
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
