// Package pay charges and credits accounts over HTTP and SQL.
package pay

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"time"
)

// Credit adds amount to the balance: a redelivery credits twice.
func Credit(ctx context.Context, db *sql.DB, id string, amount int64) error {
	_, err := db.ExecContext(ctx, "UPDATE accounts SET balance = balance + $1 WHERE id = $2", amount, id)
	return err
}

// Charge sends a key minted from the clock: a retry sends another.
func Charge(ctx context.Context, c *http.Client, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://pay.example/charges", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", fmt.Sprint(time.Now().UnixNano()))
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Notify retries a POST that carries no key.
func Notify(ctx context.Context, c *http.Client, body []byte) error {
	var err error
	for i := 0; i < 3; i++ {
		var resp *http.Response
		resp, err = c.Post("https://notify.example/send", "application/json", bytes.NewReader(body))
		if err == nil {
			return resp.Body.Close()
		}
		time.Sleep(time.Second)
	}
	return err
}

// Handle checks, acts, then records: two deliveries both pass the check.
func Handle(ctx context.Context, db *sql.DB, id string, amount int64) error {
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM processed WHERE message_id = $1", id).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	if _, err := db.ExecContext(ctx, "INSERT INTO payments (id, amount) VALUES ($1, $2)", id, amount); err != nil {
		return err
	}
	_, err := db.ExecContext(ctx, "INSERT INTO processed (message_id) VALUES ($1)", id)
	return err
}
