// Package teamretry: the team's own retry helper and request builder, in
// other packages, known here only through their facts.
package teamretry

import (
	"context"
	"database/sql"
	"net/http"
	"time"

	"retrykeyless/teamretry/payclient"
	"retrykeyless/teamretry/retry"
)

// A plain INSERT retried by the team's helper.
func insert(ctx context.Context, db *sql.DB, id string) error {
	return retry.Do(ctx, 5, func(ctx context.Context) error {
		_, err := db.ExecContext(ctx, `INSERT INTO payments(order_id) VALUES ($1)`, id) // want `INSERT INTO payments is retried by retry.Do`
		return err
	})
}

// Twin: the same INSERT once per item of a batch.
func insertEach(ctx context.Context, db *sql.DB, ids []string) error { // want insertEach:"unkeyed INSERT INTO payments"
	return retry.ForEach(ctx, ids, func(ctx context.Context, id string) error {
		_, err := db.ExecContext(ctx, `INSERT INTO payments(order_id) VALUES ($1)`, id)
		return err
	})
}

// Twin: the same INSERT on every tick of a poll that stops at the first
// failure.
func insertPolled(ctx context.Context, db *sql.DB, id string) error { // want insertPolled:"unkeyed INSERT INTO heartbeats"
	return retry.Poll(ctx, time.Minute, func(ctx context.Context) error {
		_, err := db.ExecContext(ctx, `INSERT INTO heartbeats(worker) VALUES ($1)`, id)
		return err
	})
}

// A POST two helpers below the retried closure.
func pay(ctx context.Context, c *payclient.Client, payload []byte) error {
	return retry.Do(ctx, 5, func(ctx context.Context) error {
		return c.Send(ctx, payload) // want `payclient.Client.Send is retried by retry.Do`
	})
}

// Twin: a GET through the same helpers.
func status(ctx context.Context, c *payclient.Client, id string) error {
	return retry.Do(ctx, 5, func(ctx context.Context) error {
		return c.Status(ctx, id)
	})
}

// A POST built by the client's exported builder, sent here.
func built(ctx context.Context, hc *http.Client, c *payclient.Client, payload []byte) error {
	return retry.Do(ctx, 5, func(ctx context.Context) error {
		req, err := c.NewRequest(ctx, http.MethodPost, "/refunds", payload)
		if err != nil {
			return err
		}
		_, err = hc.Do(req) // want `POST via http.Client.Do is retried by retry.Do without an Idempotency-Key header`
		return err
	})
}

// Twin: the same builder with http.MethodGet.
func builtGet(ctx context.Context, hc *http.Client, c *payclient.Client, id string) error {
	return retry.Do(ctx, 5, func(ctx context.Context) error {
		req, err := c.NewRequest(ctx, http.MethodGet, "/refunds/"+id, nil)
		if err != nil {
			return err
		}
		_, err = hc.Do(req)
		return err
	})
}

// Twin: the POST keyed by the caller.
func builtKeyed(ctx context.Context, hc *http.Client, c *payclient.Client, id string, payload []byte) error {
	return retry.Do(ctx, 5, func(ctx context.Context) error {
		req, err := c.NewRequest(ctx, http.MethodPost, "/refunds", payload)
		if err != nil {
			return err
		}
		req.Header.Set("Idempotency-Key", "refund-"+id)
		_, err = hc.Do(req)
		return err
	})
}

// A POST built by another package's builder that chooses the method itself.
func refund(ctx context.Context, hc *http.Client, base string, payload []byte) error {
	return retry.Do(ctx, 5, func(ctx context.Context) error {
		req, err := payclient.NewRefundRequest(ctx, base, payload)
		if err != nil {
			return err
		}
		_, err = hc.Do(req) // want `POST via http.Client.Do is retried by retry.Do without an Idempotency-Key header`
		return err
	})
}

// Twin: its GET builder.
func lookup(ctx context.Context, hc *http.Client, base, id string) error {
	return retry.Do(ctx, 5, func(ctx context.Context) error {
		req, err := payclient.NewLookupRequest(ctx, base, id)
		if err != nil {
			return err
		}
		_, err = hc.Do(req)
		return err
	})
}

// Twin: a builder whose returns disagree on the verb proves nothing.
func either(ctx context.Context, hc *http.Client, base string) error {
	return retry.Do(ctx, 5, func(ctx context.Context) error {
		req, err := payclient.NewAnyRequest(ctx, base, false)
		if err != nil {
			return err
		}
		_, err = hc.Do(req)
		return err
	})
}
