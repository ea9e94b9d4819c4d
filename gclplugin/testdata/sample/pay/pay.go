// Package pay is what the golangci-lint end-to-end test lints: red flags
// built from the standard library only, each beside its correct twin.
package pay

import (
	"context"
	"crypto/rand"
	"database/sql"
	"errors"
	"net/http"
	"strings"
	"time"
)

// Credit adds to a balance: a retry adds it twice (relativewrite).
func Credit(ctx context.Context, db *sql.DB, id string, amount int64) error {
	_, err := db.ExecContext(ctx, "UPDATE accounts SET balance = balance + $1 WHERE id = $2", amount, id)
	return err
}

// SetBalance writes the absolute value: safe to repeat.
func SetBalance(ctx context.Context, db *sql.DB, id string, balance int64) error {
	_, err := db.ExecContext(ctx, "UPDATE accounts SET balance = $1 WHERE id = $2", balance, id)
	return err
}

// Debit is Credit's red flag, suppressed for golangci-lint.
func Debit(ctx context.Context, db *sql.DB, id string, amount int64) error {
	_, err := db.ExecContext(ctx, "UPDATE accounts SET balance = balance - $1 WHERE id = $2", amount, id) //nolint:idemlint // test: suppressed
	return err
}

// Notify posts in a hand-written retry loop with no idempotency key
// (retrykeyless).
func Notify(url, body string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var resp *http.Response
		resp, err = http.Post(url, "application/json", strings.NewReader(body))
		if err == nil {
			return resp.Body.Close()
		}
		time.Sleep(time.Second)
	}
	return err
}

//idemlint:retry fn
func retry(fn func() error) error {
	for i := 0; i < 3; i++ {
		if err := fn(); err == nil {
			return nil
		}
	}
	return errors.New("gave up")
}

// Charge retries a payment with a key minted on every attempt
// (keyderivation; its suggested fix mints the key once, before retry).
func Charge(ctx context.Context, c *http.Client, url string) error {
	return retry(func() error {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
		if err != nil {
			return err
		}
		req.Header.Set("Idempotency-Key", rand.Text())
		resp, err := c.Do(req)
		if err != nil {
			return err
		}
		return resp.Body.Close()
	})
}
