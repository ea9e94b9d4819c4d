package uniqueclaim

import (
	"context"
	"database/sql"
	"net/http"
	"strings"
)

const schema = `
CREATE TABLE processed_events (id TEXT PRIMARY KEY, received_at TIMESTAMPTZ NOT NULL DEFAULT now());
CREATE TABLE accounts (id BIGSERIAL PRIMARY KEY, email TEXT NOT NULL UNIQUE);
CREATE TABLE audit_log (id BIGSERIAL PRIMARY KEY, what TEXT);
`

type Event struct {
	ID      string
	UserID  string
	Balance int64
}

type Handler struct{ db *sql.DB }

// Handle: the event's id inserted into a dedup table with a PRIMARY KEY on
// it, its error aborting, then the wallet written in a transaction of its
// own. A failed credit leaves the row: every redelivery fails on the key.
func (h *Handler) Handle(ctx context.Context, ev Event) error {
	if _, err := h.db.ExecContext(ctx, `INSERT INTO processed_events (id) VALUES ($1)`, ev.ID); err != nil { // want `the insert by sql\.DB\.ExecContext into processed_events, a dedup table, commits before the effect sql\.Tx\.ExecContext`
		return err
	}
	tx, err := h.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `UPDATE wallets SET balance = $1 WHERE user_id = $2`, ev.Balance, ev.UserID); err != nil {
		return err
	}
	return tx.Commit()
}

// Twin: the insert and the credit in one transaction, committed together.
func (h *Handler) HandleInTx(ctx context.Context, ev Event) error {
	tx, err := h.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `INSERT INTO processed_events (id) VALUES ($1)`, ev.ID); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE wallets SET balance = $1 WHERE user_id = $2`, ev.Balance, ev.UserID); err != nil {
		return err
	}
	return tx.Commit()
}

// Twin: the claim's row deleted when the credit fails: a redelivery can
// run again.
func (h *Handler) HandleReleased(ctx context.Context, ev Event) error {
	if _, err := h.db.ExecContext(ctx, `INSERT INTO processed_events (id) VALUES ($1)`, ev.ID); err != nil {
		return err
	}
	if err := h.credit(ctx, ev); err != nil {
		h.db.ExecContext(ctx, `DELETE FROM processed_events WHERE id = $1`, ev.ID)
		return err
	}
	return nil
}

// Twin: a unique insert that is no claim: accounts is no dedup table and
// nothing checked the email before.
func (h *Handler) SignUp(ctx context.Context, email string) error {
	if _, err := h.db.ExecContext(ctx, `INSERT INTO accounts (email) VALUES ($1)`, email); err != nil {
		return err
	}
	_, err := h.db.ExecContext(ctx, `INSERT INTO audit_log (what) VALUES ($1)`, "signup")
	return err
}

func (h *Handler) credit(ctx context.Context, ev Event) error {
	tx, err := h.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `UPDATE wallets SET balance = $1 WHERE user_id = $2`, ev.Balance, ev.UserID); err != nil {
		return err
	}
	return tx.Commit()
}

// Notify: the claim, then an external effect (an HTTP POST to a
// provider) after which nothing writes processed_events.
func (h *Handler) Notify(ctx context.Context, ev Event) error {
	if _, err := h.db.ExecContext(ctx, `INSERT INTO processed_events (id) VALUES ($1)`, ev.ID); err != nil { // want `the insert by sql\.DB\.ExecContext into processed_events, a dedup table, commits before the http effect http\.Post`
		return err
	}
	resp, err := http.Post("https://provider.example/notify", "application/json", strings.NewReader(ev.ID))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Twin: the same, and the claim deleted when the POST fails.
func (h *Handler) NotifyReleased(ctx context.Context, ev Event) error {
	if _, err := h.db.ExecContext(ctx, `INSERT INTO processed_events (id) VALUES ($1)`, ev.ID); err != nil {
		return err
	}
	resp, err := http.Post("https://provider.example/notify", "application/json", strings.NewReader(ev.ID))
	if err != nil {
		h.db.ExecContext(ctx, `DELETE FROM processed_events WHERE id = $1`, ev.ID)
		return err
	}
	return resp.Body.Close()
}
