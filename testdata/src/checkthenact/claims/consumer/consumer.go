// Package consumer charges an order per delivery and claims the delivery
// first: directly on Redis and PostgreSQL, or through the injected
// dedup.Store and dedup.Inbox. The claim is a claim only when its outcome
// decides whether the charge runs.
package consumer

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/redis/go-redis/v9"

	"checkthenact/claims/billing"
	"checkthenact/claims/dedup"
)

type Order struct {
	ID     string
	Amount int64
}

type Consumer struct {
	rdb     *redis.Client
	db      *sql.DB
	pool    *pgxpool.Pool
	store   dedup.Store
	inbox   dedup.Inbox
	charger *billing.Charger
}

func New(rdb *redis.Client, db *sql.DB, pool *pgxpool.Pool, s dedup.Store, in dedup.Inbox, ch *billing.Charger) *Consumer {
	return &Consumer{rdb: rdb, db: db, pool: pool, store: s, inbox: in, charger: ch}
}

var errBusy = errors.New("busy")

// SetNX as a statement: its *BoolCmd is dropped.
func (c *Consumer) Dropped(ctx context.Context, o Order) error {
	c.rdb.SetNX(ctx, "order:"+o.ID, 1, 24*time.Hour) // want `atomic claim by redis\.SetNX is never consulted: its result \(Val or Result\) is never read, so every duplicate runs billing\.Charger\.Charge again; branch on the claim's result and skip the effect when it is false`
	return c.charger.Charge(ctx, o.ID, o.Amount)
}

// Only the error is read: a lost claim has a nil error too.
func (c *Consumer) ErrOnly(ctx context.Context, o Order) error {
	if err := c.rdb.SetNX(ctx, "order:"+o.ID, 1, 24*time.Hour).Err(); err != nil { // want `atomic claim by redis\.SetNX is never consulted`
		return err
	}
	return c.charger.Charge(ctx, o.ID, o.Amount)
}

// Result is called, its bool dropped.
func (c *Consumer) BoolDropped(ctx context.Context, o Order) error {
	_, err := c.rdb.SetNX(ctx, "order:"+o.ID, 1, 24*time.Hour).Result() // want `atomic claim by redis\.SetNX is never consulted`
	if err != nil {
		return err
	}
	return c.charger.Charge(ctx, o.ID, o.Amount)
}

// ON CONFLICT DO NOTHING through database/sql, its sql.Result dropped.
func (c *Consumer) SQLDropped(ctx context.Context, o Order) error {
	if _, err := c.db.ExecContext(ctx, `INSERT INTO processed(id) VALUES ($1) ON CONFLICT DO NOTHING`, o.ID); err != nil { // want `atomic claim by INSERT … ON CONFLICT DO NOTHING through sql\.DB\.ExecContext is never consulted: its rows-affected count \(or RETURNING row\) is never read, so every duplicate runs billing\.Charger\.Charge again; read RowsAffected and skip the effect when it is 0`
		return err
	}
	return c.charger.Charge(ctx, o.ID, o.Amount)
}

// RowsAffected is read and thrown away.
func (c *Consumer) CountDropped(ctx context.Context, o Order) error {
	res, err := c.db.ExecContext(ctx, `INSERT INTO processed(id) VALUES ($1) ON CONFLICT DO NOTHING`, o.ID) // want `atomic claim by INSERT … ON CONFLICT DO NOTHING through sql\.DB\.ExecContext is never consulted`
	if err != nil {
		return err
	}
	n, _ := res.RowsAffected()
	_ = n
	return c.charger.Charge(ctx, o.ID, o.Amount)
}

// The RETURNING row is scanned and its error, ErrNoRows on a duplicate, dropped.
func (c *Consumer) ReturningDropped(ctx context.Context, o Order) error {
	var id string
	c.pool.QueryRow(ctx, `INSERT INTO processed(id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING id`, o.ID).Scan(&id) // want `atomic claim by INSERT … ON CONFLICT DO NOTHING through pgxpool\.Pool\.QueryRow is never consulted`
	return c.charger.Charge(ctx, id, o.Amount)
}

// Through the repository: MarkSeen returns only SetNX's error.
func (c *Consumer) ViaMarkSeen(ctx context.Context, o Order) error {
	if err := c.store.MarkSeen(ctx, o.ID); err != nil { // want `atomic claim by dedup\.Store\.MarkSeen \(which calls redis\.SetNX\) is never consulted: it returns nothing that says whether the key was taken, so every duplicate runs billing\.Charger\.Charge again; return the claim's outcome from dedup\.Store\.MarkSeen and skip the effect when the key was already taken`
		return err
	}
	return c.charger.Charge(ctx, o.ID, o.Amount)
}

// Acquire's bool is branched on, but it is true whatever SetNX said.
func (c *Consumer) ViaAcquire(ctx context.Context, o Order) error {
	ok, err := c.store.Acquire(ctx, o.ID) // want `atomic claim by dedup\.Store\.Acquire \(which calls redis\.SetNX\) is never consulted`
	if err != nil || !ok {
		return err
	}
	return c.charger.Charge(ctx, o.ID, o.Amount)
}

// Through the PostgreSQL repository, which drops the command tag.
func (c *Consumer) ViaMarkDone(ctx context.Context, o Order) error {
	if err := c.inbox.MarkDone(ctx, o.ID); err != nil { // want `atomic claim by dedup\.Inbox\.MarkDone \(which calls pgxpool\.Pool\.Exec\) is never consulted`
		return err
	}
	return c.charger.Charge(ctx, o.ID, o.Amount)
}

// Twin: the claim's result decides.
func (c *Consumer) Checked(ctx context.Context, o Order) error {
	ok, err := c.rdb.SetNX(ctx, "order:"+o.ID, 1, 24*time.Hour).Result()
	if err != nil || !ok {
		return err
	}
	return c.charger.Charge(ctx, o.ID, o.Amount)
}

// Twin: Val decides.
func (c *Consumer) CheckedVal(ctx context.Context, o Order) error {
	if !c.rdb.SetNX(ctx, "order:"+o.ID, 1, 24*time.Hour).Val() {
		return nil
	}
	return c.charger.Charge(ctx, o.ID, o.Amount)
}

// Twin: an upsert is the absolute write itself, no claim.
func (c *Consumer) Upsert(ctx context.Context, o Order) error {
	if _, err := c.db.ExecContext(ctx, `INSERT INTO orders(id, amount) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET amount = EXCLUDED.amount`, o.ID, o.Amount); err != nil {
		return err
	}
	return c.charger.Charge(ctx, o.ID, o.Amount)
}

// Twin: the claim is a lock, its result checked.
func (c *Consumer) Lock(ctx context.Context, o Order) error {
	ok, err := c.rdb.SetNX(ctx, "lock:"+o.ID, 1, time.Minute).Result()
	if err != nil {
		return err
	}
	if !ok {
		return errBusy
	}
	defer c.rdb.Del(ctx, "lock:"+o.ID)
	return c.charger.Charge(ctx, o.ID, o.Amount)
}

// Twin: the row count decides (database/sql).
func (c *Consumer) RowsChecked(ctx context.Context, o Order) error {
	res, err := c.db.ExecContext(ctx, `INSERT INTO processed(id) VALUES ($1) ON CONFLICT DO NOTHING`, o.ID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	return c.charger.Charge(ctx, o.ID, o.Amount)
}

// Twin: the RETURNING row's error decides.
func (c *Consumer) ReturningChecked(ctx context.Context, o Order) error {
	var id string
	if err := c.pool.QueryRow(ctx, `INSERT INTO processed(id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING id`, o.ID).Scan(&id); err != nil {
		return err
	}
	return c.charger.Charge(ctx, id, o.Amount)
}

// Twin: the repository returns the outcome and the consumer branches on it.
func (c *Consumer) ViaTryClaim(ctx context.Context, o Order) error {
	ok, err := c.store.TryClaim(ctx, o.ID)
	if err != nil || !ok {
		return err
	}
	return c.charger.Charge(ctx, o.ID, o.Amount)
}

// Twin: the command is handed back and its Val decides.
func (c *Consumer) ViaClaimCmd(ctx context.Context, o Order) error {
	if !c.store.ClaimCmd(ctx, o.ID).Val() {
		return nil
	}
	return c.charger.Charge(ctx, o.ID, o.Amount)
}

// Twin: the PostgreSQL repository's outcome decides.
func (c *Consumer) ViaTryMark(ctx context.Context, o Order) error {
	if ok, err := c.inbox.TryMark(ctx, o.ID); err != nil || !ok {
		return err
	}
	return c.charger.Charge(ctx, o.ID, o.Amount)
}

// Twin: the claim runs after the effect (a record in claim's clothing):
// nothing follows it that a duplicate would run again.
func (c *Consumer) ClaimAfter(ctx context.Context, o Order) error {
	if err := c.charger.Charge(ctx, o.ID, o.Amount); err != nil {
		return err
	}
	return c.rdb.SetNX(ctx, "order:"+o.ID, 1, 24*time.Hour).Err()
}

// Chunks records a chunk idempotently, then charges: the insert guards
// nothing (its table is no dedup store), so nothing is an unconsulted claim.
func (c *Consumer) Chunks(ctx context.Context, pg *dedup.Postgres, o Order) error {
	if err := pg.SaveChunk(ctx, o.ID, 1); err != nil {
		return err
	}
	if _, err := c.pool.Exec(ctx, `INSERT INTO upload_chunks(upload_id, chunk_index) VALUES ($1, 2) ON CONFLICT DO NOTHING`, o.ID); err != nil {
		return err
	}
	return c.charger.Charge(ctx, o.ID, o.Amount)
}
