// Package checkthenact is TestPolicies' fixture for checkthenact: an
// existence check, a call on the side where the key was absent, and the
// record of the same key, the call a known effect (Control), a call
// through a field its constructor's caller sets (Injected), and a func
// parameter (Unresolved).
package checkthenact

import (
	"context"
	"database/sql"
	"time"

	"github.com/redis/go-redis/v9"
)

type Sender interface {
	Send(ctx context.Context, to string) error
}

type Welcomer struct {
	rdb *redis.Client
	db  *sql.DB
	s   Sender
}

func NewWelcomer(rdb *redis.Client, db *sql.DB, s Sender) *Welcomer {
	return &Welcomer{rdb: rdb, db: db, s: s}
}

func (w *Welcomer) Control(ctx context.Context, id string) error {
	n, err := w.rdb.Exists(ctx, "welcome:"+id).Result()
	if err != nil || n > 0 {
		return err
	}
	if _, err := w.db.ExecContext(ctx, `INSERT INTO mails (id) VALUES ($1)`, id); err != nil {
		return err
	}
	return w.rdb.Set(ctx, "welcome:"+id, 1, 7*24*time.Hour).Err()
}

func (w *Welcomer) Injected(ctx context.Context, id string) error {
	n, err := w.rdb.Exists(ctx, "welcome:"+id).Result()
	if err != nil || n > 0 {
		return err
	}
	if err := w.s.Send(ctx, id); err != nil {
		return err
	}
	return w.rdb.Set(ctx, "welcome:"+id, 1, 7*24*time.Hour).Err()
}

func (w *Welcomer) Unresolved(ctx context.Context, id string, send func(context.Context, string) error) error {
	n, err := w.rdb.Exists(ctx, "welcome:"+id).Result()
	if err != nil || n > 0 {
		return err
	}
	if err := send(ctx, id); err != nil {
		return err
	}
	return w.rdb.Set(ctx, "welcome:"+id, 1, 7*24*time.Hour).Err()
}
