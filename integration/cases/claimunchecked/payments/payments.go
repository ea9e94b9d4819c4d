// Package payments charges an order per delivery, after claiming it.
package payments

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/redis/go-redis/v9"

	"github.com/idemlint/idemlint/integration/cases/claimunchecked/inbox"
)

type Order struct {
	ID     string
	Amount int64
}

// charge moves money.
//
//idemlint:effect payment
func charge(ctx context.Context, o Order) error { return nil }

type Consumer struct {
	store inbox.Store
	rdb   *redis.Client
	pool  *pgxpool.Pool
	pg    *inbox.Postgres
}

func New(s inbox.Store, rdb *redis.Client, pool *pgxpool.Pool, pg *inbox.Postgres) *Consumer {
	return &Consumer{store: s, rdb: rdb, pool: pool, pg: pg}
}

// Take's bool is true whatever SetNX answered.
func (c *Consumer) Handle(ctx context.Context, o Order) error {
	ok, err := c.store.Take(ctx, o.ID) // want: checkthenact, inprogress
	if err != nil || !ok {
		return err
	}
	return charge(ctx, o)
}

// SetNX's result is never read.
func (c *Consumer) HandleRedis(ctx context.Context, o Order) error {
	if err := c.rdb.SetNX(ctx, "order:"+o.ID, 1, 30*24*time.Hour).Err(); err != nil { // want: checkthenact
		return err
	}
	return charge(ctx, o)
}

// The command tag of ON CONFLICT DO NOTHING is dropped.
func (c *Consumer) HandlePg(ctx context.Context, o Order) error {
	if _, err := c.pool.Exec(ctx, `INSERT INTO processed(id) VALUES ($1) ON CONFLICT DO NOTHING`, o.ID); err != nil { // want: checkthenact
		return err
	}
	return charge(ctx, o)
}

// Twin: SetNX's result decides.
func (c *Consumer) HandleRedisChecked(ctx context.Context, o Order) error {
	ok, err := c.rdb.SetNX(ctx, "order:"+o.ID, 1, 30*24*time.Hour).Result() // want: inprogress
	if err != nil || !ok {
		return err
	}
	return charge(ctx, o)
}

// Twin: the rows affected decide.
func (c *Consumer) HandlePgChecked(ctx context.Context, o Order) error {
	tag, err := c.pool.Exec(ctx, `INSERT INTO processed(id) VALUES ($1) ON CONFLICT DO NOTHING`, o.ID) // want: inprogress
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return nil
	}
	return charge(ctx, o)
}

// Twin: the repository returns the outcome, and it decides.
func (c *Consumer) HandleTaken(ctx context.Context, o Order) error {
	if ok, err := c.pg.Taken(ctx, o.ID); err != nil || !ok { // want: inprogress
		return err
	}
	return charge(ctx, o)
}

// Twin: an upsert is the absolute write, no claim.
func (c *Consumer) HandleUpsert(ctx context.Context, o Order) error {
	if _, err := c.pool.Exec(ctx, `INSERT INTO orders(id, amount) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET amount = EXCLUDED.amount`, o.ID, o.Amount); err != nil {
		return err
	}
	return charge(ctx, o)
}
