//golangcitest:args -Eidemlint

// The shape golangci-lint gives its linters' tests: one file named after
// the linter, standard library imports, `// want` on the reported lines
// (e2e_test.go's TestOneFileShape runs it through the plugin). Each red
// flag is beside its correct twin.
package testdata

import (
	"context"
	"crypto/rand"
	"database/sql"
	"net/http"
	"strings"
	"time"
)

// Credit adds a delta: a retry adds it twice.
func Credit(ctx context.Context, db *sql.DB, id string, amount int64) error {
	_, err := db.ExecContext(ctx, "UPDATE accounts SET balance = balance + $1 WHERE id = $2", amount, id) // want `relativewrite: balance = balance \+ \$1 applies`
	return err
}

// SetBalance writes the absolute value: safe to repeat.
func SetBalance(ctx context.Context, db *sql.DB, id string, balance int64) error {
	_, err := db.ExecContext(ctx, "UPDATE accounts SET balance = $1 WHERE id = $2", balance, id)
	return err
}

// Notify retries a POST without an idempotency key.
func Notify(url, body string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ { // want `retrykeyless\(related information\): retried here`
		var resp *http.Response
		resp, err = http.Post(url, "application/json", strings.NewReader(body)) // want `retrykeyless: `
		if err == nil {
			return resp.Body.Close()
		}
		time.Sleep(time.Second)
	}
	return err
}

// Fetch retries a GET, which is safe to repeat.
func Fetch(url string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var resp *http.Response
		resp, err = http.Get(url)
		if err == nil {
			return resp.Body.Close()
		}
		time.Sleep(time.Second)
	}
	return err
}

// Charge mints the idempotency key on every attempt.
func Charge(ctx context.Context, c *http.Client, url string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ { // want `keyderivation\(related information\): retry loop here`
		var req *http.Request
		req, err = http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
		if err != nil {
			return err
		}
		req.Header.Set("Idempotency-Key", rand.Text()) // want `keyderivation: `
		var resp *http.Response
		if resp, err = c.Do(req); err == nil {
			return resp.Body.Close()
		}
	}
	return err
}

// ChargeOnce derives the key from the order: the same on every attempt.
func ChargeOnce(ctx context.Context, c *http.Client, url, orderID string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var req *http.Request
		req, err = http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
		if err != nil {
			return err
		}
		req.Header.Set("Idempotency-Key", "charge:"+orderID)
		var resp *http.Response
		if resp, err = c.Do(req); err == nil {
			return resp.Body.Close()
		}
	}
	return err
}
