// Package repository is the billing service's data access over
// database/sql (PostgreSQL). The tables it owns are created by Migrate at
// start-up; the shared ones are in ../migrations.
package repository

import (
	"context"
	"database/sql"
)

var schema = []string{
	`CREATE TABLE IF NOT EXISTS invoices (
		id          BIGSERIAL PRIMARY KEY,
		external_id TEXT NOT NULL UNIQUE,
		customer_id TEXT NOT NULL,
		total       BIGINT NOT NULL
	)`,
	`CREATE TABLE IF NOT EXISTS invoice_lines (
		id         BIGSERIAL PRIMARY KEY,
		invoice_id BIGINT NOT NULL REFERENCES invoices (id),
		sku        TEXT NOT NULL,
		amount     BIGINT NOT NULL
	)`,
	`CREATE TABLE IF NOT EXISTS users (
		id            TEXT PRIMARY KEY,
		email         TEXT NOT NULL UNIQUE,
		password_hash BYTEA NOT NULL
	)`,
	`CREATE TABLE IF NOT EXISTS sessions (
		token      TEXT PRIMARY KEY,
		user_id    TEXT NOT NULL REFERENCES users (id),
		expires_at TIMESTAMPTZ NOT NULL
	)`,
	`CREATE TABLE IF NOT EXISTS password_resets (
		token      TEXT PRIMARY KEY,
		user_id    TEXT NOT NULL REFERENCES users (id),
		expires_at TIMESTAMPTZ NOT NULL
	)`,
	`CREATE TABLE IF NOT EXISTS charges (
		id          TEXT PRIMARY KEY,
		customer_id TEXT NOT NULL,
		amount      BIGINT NOT NULL,
		created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
	)`,
	// api_requests is the store of the charge endpoint's Idempotency-Key:
	// claimed first, completed with the charge ID. It cannot say "in
	// progress": a retry that arrives while the first charge runs is
	// answered with an empty charge ID as if it had succeeded.
	`CREATE TABLE IF NOT EXISTS api_requests ( -- want: inprogress
		key        TEXT PRIMARY KEY,
		charge_id  TEXT,
		created_at TIMESTAMPTZ NOT NULL DEFAULT now()
	)`,
	// idempotency_keys is claimed in the transaction that writes the
	// transfer: the claim and the effect commit together.
	`CREATE TABLE IF NOT EXISTS idempotency_keys (
		key        TEXT PRIMARY KEY,
		created_at TIMESTAMPTZ NOT NULL DEFAULT now()
	)`,
	`CREATE TABLE IF NOT EXISTS transfers (
		id              BIGSERIAL PRIMARY KEY,
		idempotency_key TEXT NOT NULL UNIQUE,
		from_account    TEXT NOT NULL,
		to_account      TEXT NOT NULL,
		amount          BIGINT NOT NULL
	)`,
	// provider_idempotency_log records the keys sent to the processor, for
	// support: nothing claims it.
	`CREATE TABLE IF NOT EXISTS provider_idempotency_log (
		idempotency_key TEXT PRIMARY KEY,
		endpoint        TEXT NOT NULL,
		sent_at         TIMESTAMPTZ NOT NULL DEFAULT now()
	)`,
	`CREATE TABLE IF NOT EXISTS webhook_events (
		event_id    TEXT PRIMARY KEY,
		received_at TIMESTAMPTZ NOT NULL DEFAULT now()
	)`,
	`CREATE TABLE IF NOT EXISTS payments (
		id           BIGSERIAL PRIMARY KEY,
		provider_ref TEXT NOT NULL UNIQUE,
		amount       BIGINT NOT NULL
	)`,
	`CREATE TABLE IF NOT EXISTS otp_codes (
		id         BIGSERIAL PRIMARY KEY,
		user_id    TEXT NOT NULL REFERENCES users (id),
		code       TEXT NOT NULL,
		expires_at TIMESTAMPTZ NOT NULL
	)`,
}

// Migrate creates the tables the package owns.
func Migrate(ctx context.Context, db *sql.DB) error {
	for _, stmt := range schema {
		if _, err := db.ExecContext(ctx, stmt); err != nil {
			return err
		}
	}
	return nil
}
