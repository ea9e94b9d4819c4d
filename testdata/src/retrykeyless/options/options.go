// Package options runs with retrying-clients=false and dedup-words=outbox:
// retrying clients are not reported, and processed_messages is no longer a
// dedup table while outbox_keys is.
package options

import (
	"context"
	"database/sql"

	"github.com/avast/retry-go/v4"
	"github.com/hashicorp/go-retryablehttp"
)

func post(body []byte) error {
	_, err := retryablehttp.NewClient().Post("https://example.com/charges", "application/json", body)
	return err
}

func inbox(ctx context.Context, db *sql.DB, msgID string) error {
	return retry.Do(func() error {
		_, err := db.ExecContext(ctx, `INSERT INTO processed_messages(id) VALUES ($1)`, msgID) // want `INSERT INTO processed_messages is retried by retry.Do`
		return err
	})
}

func outbox(ctx context.Context, db *sql.DB, key string) error {
	return retry.Do(func() error {
		_, err := db.ExecContext(ctx, `INSERT INTO outbox_keys(key) VALUES ($1)`, key)
		return err
	})
}
