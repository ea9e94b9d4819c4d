// Package outbox relays the rows of the transactional outbox table to the
// partners' webhooks. The sender is injected: the relay only knows that it
// delivers one row.
package outbox

import (
	"context"
	"time"

	"github.com/cenkalti/backoff/v4"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Sender delivers one outbox row.
type Sender func(ctx context.Context, id string, payload []byte) error

type Relay struct {
	pool *pgxpool.Pool
	send Sender
}

func NewRelay(pool *pgxpool.Pool, send Sender) *Relay { return &Relay{pool: pool, send: send} }

type row struct {
	id      string
	payload []byte
}

// Flush delivers the unsent rows, each retried with backoff, and marks
// each sent after its delivery.
func (r *Relay) Flush(ctx context.Context) error {
	rows, err := r.pool.Query(ctx, `SELECT id, payload FROM outbox WHERE sent_at IS NULL ORDER BY id LIMIT 100`)
	if err != nil {
		return err
	}
	var batch []row
	for rows.Next() {
		var x row
		if err := rows.Scan(&x.id, &x.payload); err != nil {
			rows.Close()
			return err
		}
		batch = append(batch, x)
	}
	rows.Close()
	for _, x := range batch {
		b := backoff.WithMaxRetries(backoff.NewExponentialBackOff(backoff.WithMaxElapsedTime(time.Minute)), 5)
		if err := backoff.Retry(func() error { return r.send(ctx, x.id, x.payload) }, b); err != nil {
			return err
		}
		if _, err := r.pool.Exec(ctx, `UPDATE outbox SET sent_at = now() WHERE id = $1`, x.id); err != nil {
			return err
		}
	}
	return nil
}
