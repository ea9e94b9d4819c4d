package service

import (
	"context"
	"database/sql"
	"encoding/json"
	"net/http"

	"github.com/idemlint/idemlint/integration/corpus/billing2/httpx"
	"github.com/idemlint/idemlint/integration/corpus/billing2/idem"
	"github.com/idemlint/idemlint/integration/corpus/billing2/retry"
)

// Outbox stores events in the outbox table, in the caller's transaction;
// Relay sends them to the partner's webhook.
type Outbox struct {
	db   *sql.DB
	base string
	hc   *http.Client
}

func NewOutbox(db *sql.DB, base string, hc *http.Client) *Outbox {
	return &Outbox{db: db, base: base, hc: hc}
}

// Enqueue mints the message's ID once and stores it with the event: every
// send of the row carries that ID.
func (o *Outbox) Enqueue(ctx context.Context, tx *sql.Tx, topic string, event any) error {
	payload, err := json.Marshal(event)
	if err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx,
		`INSERT INTO outbox (message_id, topic, payload) VALUES ($1, $2, $3)`, idem.NewKey(), topic, payload)
	return err
}

// Relay sends the unsent rows, keyed by their stored message ID.
func (o *Outbox) Relay(ctx context.Context) error {
	rows, err := o.db.QueryContext(ctx, `SELECT id, message_id, topic, payload FROM outbox WHERE sent_at IS NULL ORDER BY id LIMIT 100`)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var msgID, topic string
		var payload json.RawMessage
		if err := rows.Scan(&id, &msgID, &topic, &payload); err != nil {
			return err
		}
		err := retry.Do(ctx, 5, func(ctx context.Context) error {
			req, err := httpx.NewRequest(ctx, http.MethodPost, o.base+"/events/"+topic, payload)
			if err != nil {
				return err
			}
			req.Header.Set("Idempotency-Key", msgID)
			resp, err := o.hc.Do(req)
			if err != nil {
				return err
			}
			return httpx.Check(resp)
		})
		if err != nil {
			return err
		}
		if _, err := o.db.ExecContext(ctx, `UPDATE outbox SET sent_at = now() WHERE id = $1`, id); err != nil {
			return err
		}
	}
	return rows.Err()
}
