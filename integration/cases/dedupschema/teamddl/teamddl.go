// Package teamddl declares an outbox through database/sql, per-tenant
// inboxes through pgx with fmt.Sprintf, and golang-migrate files that add
// indexes after the CREATE TABLE. Reported lines carry a trailing
// "want: dedupschema" marker; their twins stay silent.
package teamddl

import (
	"context"
	"database/sql"
	"embed"
	"fmt"

	"github.com/jackc/pgx/v5"
)

//go:embed sql/*.sql
var FS embed.FS

// CreateOutbox: the relay publishes message_id, and nothing makes it unique.
func CreateOutbox(ctx context.Context, db *sql.DB) error {
	_, err := db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS outbox (id BIGSERIAL PRIMARY KEY, message_id UUID NOT NULL, topic TEXT NOT NULL, key TEXT, payload JSONB NOT NULL)`) // want: dedupschema
	return err
}

// Twin: the payment outbox's message ID is unique.
func CreatePaymentOutbox(ctx context.Context, db *sql.DB) error {
	_, err := db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS payment_outbox (id BIGSERIAL PRIMARY KEY, message_id UUID NOT NULL UNIQUE, payload JSONB NOT NULL)`)
	return err
}

// CreateTenantInbox: one inbox per tenant, the placeholder a name prefix.
func CreateTenantInbox(ctx context.Context, conn *pgx.Conn, tenant string) error {
	_, err := conn.Exec(ctx, fmt.Sprintf(`CREATE TABLE IF NOT EXISTS %s_inbox (message_id TEXT NOT NULL, received_at TIMESTAMPTZ NOT NULL DEFAULT now())`, tenant)) // want: dedupschema
	return err
}

// Twin: the tenant's processed table is keyed.
func CreateTenantProcessed(ctx context.Context, conn *pgx.Conn, tenant string) error {
	_, err := conn.Exec(ctx, fmt.Sprintf(`CREATE TABLE IF NOT EXISTS %s_processed_events (event_id TEXT PRIMARY KEY, processed_at TIMESTAMPTZ)`, tenant))
	return err
}

// Twin: the whole name is the caller's.
func CreateNamed(ctx context.Context, conn *pgx.Conn, table string) error {
	_, err := conn.Exec(ctx, fmt.Sprintf(`CREATE TABLE IF NOT EXISTS %s (message_id TEXT NOT NULL)`, table))
	return err
}
