// Package teamddl declares its schema the way teams write it: an outbox
// the relay publishes from, per-tenant tables whose DDL is built with
// fmt.Sprintf, and migrations that add indexes after the CREATE TABLE.
// Each table without a unique key on its message ID sits beside its twin.
package teamddl

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
)

//go:embed migrations/*.sql
var migrations embed.FS

// The outbox's message ID is what consumers dedup on, and nothing makes it
// unique.
//
// want +2 `^outbox table outbox stores message ids in message_id but it has no PRIMARY KEY or UNIQUE constraint; a retried enqueue inserts the message again and the relay publishes it twice, and a consumer's dedup keyed by message_id is only as good as this constraint; add one: CREATE UNIQUE INDEX CONCURRENTLY outbox_message_id_uniq ON outbox \(message_id\)$`
const outbox = `
CREATE TABLE outbox (
	id          BIGSERIAL PRIMARY KEY,
	message_id  UUID NOT NULL,
	topic       TEXT NOT NULL,
	key         TEXT,
	payload     JSONB NOT NULL,
	created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
)`

// want +2 `outbox table order_outbox stores event ids in event_id but it has no PRIMARY KEY or UNIQUE constraint`
const orderOutbox = `
CREATE TABLE order_outbox (id BIGSERIAL PRIMARY KEY, event_id TEXT NOT NULL, payload JSONB)`

// Twin: the message ID is unique.
const paymentOutbox = `
CREATE TABLE payment_outbox (id BIGSERIAL PRIMARY KEY, message_id UUID NOT NULL UNIQUE, payload JSONB)`

// Twin: the outbox's primary key is the message ID itself.
const outboxMessages = `
CREATE TABLE outbox_messages (message_id UUID PRIMARY KEY, topic TEXT, payload JSONB)`

// Twin: an outbox whose only ID is its serial primary key: the relay
// publishes that, and it is unique. Its partition key is no message ID.
const auditOutbox = `
CREATE TABLE audit_outbox (id BIGSERIAL PRIMARY KEY, key TEXT NOT NULL, payload JSONB)`

// Twin: a table that merely mentions an outbox in its name's middle is not
// one (the relay's cursor).
const relayState = `
CREATE TABLE orders_outbox_relay_state (relay TEXT, message_id TEXT)`

// CreateTenant creates one inbox per tenant: the placeholder is part of the
// table's name, and the table is judged as any other.
func CreateTenant(ctx context.Context, db *sql.DB, tenant string) error {
	_, err := db.ExecContext(ctx, fmt.Sprintf(`CREATE TABLE IF NOT EXISTS %s_inbox (message_id TEXT NOT NULL, received_at TIMESTAMPTZ NOT NULL DEFAULT now())`, tenant)) // want `table %s_inbox stores message ids but message_id has no PRIMARY KEY or UNIQUE constraint; two concurrent inserts of the same key both succeed; add one: CREATE UNIQUE INDEX CONCURRENTLY %s_inbox_message_id_uniq ON %s_inbox \(message_id\)`
	return err
}

// Twin: the tenant's processed table has its key.
func CreateTenantKeyed(ctx context.Context, db *sql.DB, tenant string) error {
	_, err := db.ExecContext(ctx, fmt.Sprintf(`CREATE TABLE IF NOT EXISTS %s_processed_events (event_id TEXT PRIMARY KEY, processed_at TIMESTAMPTZ)`, tenant))
	return err
}

// Twin: the unique index comes in a second statement on the same pattern.
func CreateShard(ctx context.Context, db *sql.DB, shard int) error {
	ddl := fmt.Sprintf(`CREATE TABLE shard_%d_dedup (dedup_key TEXT NOT NULL, created_at TIMESTAMPTZ);
CREATE UNIQUE INDEX shard_%d_dedup_key ON shard_%d_dedup (dedup_key);`, shard, shard, shard)
	_, err := db.ExecContext(ctx, ddl)
	return err
}

// Twin: the whole name is decided at run time; which table is it?
func CreateNamed(ctx context.Context, db *sql.DB, table string) error {
	_, err := db.ExecContext(ctx, fmt.Sprintf(`CREATE TABLE %s (message_id TEXT NOT NULL)`, table))
	return err
}

// Twin: a placeholder inside the definition may hold the key.
func CreateWithExtra(ctx context.Context, db *sql.DB, tenant, extra string) error {
	_, err := db.ExecContext(ctx, fmt.Sprintf(`CREATE TABLE %s_seen (message_id TEXT NOT NULL %s)`, tenant, extra))
	return err
}

func migrate(ctx context.Context, db *sql.DB) error {
	for _, q := range []string{outbox, orderOutbox, paymentOutbox, outboxMessages, auditOutbox, relayState} {
		if _, err := db.ExecContext(ctx, q); err != nil {
			return err
		}
	}
	return nil
}
