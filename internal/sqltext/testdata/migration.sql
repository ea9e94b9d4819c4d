-- 0007_payments.sql
-- Payments, idempotency keys, an inbox and an outbox for the billing service.
-- Applied by the migration runner inside one transaction; keep it re-runnable.

BEGIN;

CREATE SCHEMA IF NOT EXISTS billing;

/*
 * Accounts hold a running balance. The balance is only ever written with an
 * absolute value computed from the ledger; see ledger_apply() below.
 */
CREATE TABLE IF NOT EXISTS billing.accounts (
    id            bigserial PRIMARY KEY,
    tenant_id     uuid        NOT NULL,
    external_ref  text        NOT NULL,
    balance_cents bigint      NOT NULL DEFAULT 0,
    currency      char(3)     NOT NULL DEFAULT 'EUR',
    version       integer     NOT NULL DEFAULT 1,
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT accounts_tenant_ref UNIQUE (tenant_id, external_ref),
    CONSTRAINT accounts_currency CHECK (currency ~ '^[A-Z]{3}$')
);

COMMENT ON TABLE billing.accounts IS 'One row per customer account; balance in minor units';

CREATE TABLE IF NOT EXISTS billing.idempotency_keys (
    tenant_id     uuid        NOT NULL,
    key           text        NOT NULL,
    request_hash  bytea       NOT NULL,
    response_code smallint,
    response_body jsonb,
    locked_at     timestamptz,
    created_at    timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (tenant_id, key)
);

CREATE INDEX IF NOT EXISTS idempotency_keys_created_at
    ON billing.idempotency_keys USING btree (created_at);

CREATE TABLE IF NOT EXISTS billing.payments (
    id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    account_id      bigint      NOT NULL REFERENCES billing.accounts (id) ON DELETE RESTRICT,
    amount_cents    bigint      NOT NULL CHECK (amount_cents > 0),
    status          text        NOT NULL DEFAULT 'pending',
    provider_charge text,
    idempotency_key text        NOT NULL,
    attempts        integer     NOT NULL DEFAULT 0,
    metadata        jsonb       NOT NULL DEFAULT '{}'::jsonb,
    tags            text[]      NOT NULL DEFAULT ARRAY[]::text[],
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now()
);

-- A payment is created once per idempotency key; pending ones are retried.
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS payments_idem
    ON billing.payments (account_id, idempotency_key);

CREATE UNIQUE INDEX IF NOT EXISTS payments_provider_charge
    ON billing.payments (provider_charge)
    WHERE provider_charge IS NOT NULL;

CREATE INDEX IF NOT EXISTS payments_status_created
    ON billing.payments (status, created_at DESC NULLS LAST);

CREATE TABLE IF NOT EXISTS billing.ledger (
    id          bigserial PRIMARY KEY,
    account_id  bigint      NOT NULL,
    payment_id  uuid        NOT NULL,
    delta_cents bigint      NOT NULL,
    entry_kind  text        NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE billing.ledger
    ADD CONSTRAINT ledger_payment_kind UNIQUE (payment_id, entry_kind),
    ADD CONSTRAINT ledger_account_fk FOREIGN KEY (account_id) REFERENCES billing.accounts (id);

-- The inbox records every message consumed from the broker, so that a
-- redelivery is recognised and skipped.
CREATE TABLE IF NOT EXISTS billing.inbox (
    message_id   text        NOT NULL,
    consumer     text        NOT NULL,
    received_at  timestamptz NOT NULL DEFAULT now(),
    processed_at timestamptz,
    payload      jsonb
);

CREATE UNIQUE INDEX inbox_message_consumer ON billing.inbox (consumer, message_id);
ALTER TABLE billing.inbox ADD CONSTRAINT inbox_pk PRIMARY KEY USING INDEX inbox_message_consumer;

CREATE TABLE IF NOT EXISTS billing.outbox (
    id           bigserial PRIMARY KEY,
    aggregate_id text        NOT NULL,
    topic        text        NOT NULL,
    payload      jsonb       NOT NULL,
    published_at timestamptz,
    created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX outbox_unpublished ON billing.outbox (id) WHERE published_at IS NULL;

-- Apply a ledger entry: absolute balance from the sum, guarded by version.
CREATE OR REPLACE FUNCTION billing.ledger_apply(p_account bigint) RETURNS void
LANGUAGE plpgsql AS $fn$
DECLARE
    v_total bigint;
BEGIN
    SELECT coalesce(sum(delta_cents), 0) INTO v_total
      FROM billing.ledger WHERE account_id = p_account;
    UPDATE billing.accounts
       SET balance_cents = v_total, version = version + 1, updated_at = now()
     WHERE id = p_account;
    -- a ';' in a comment; and 'quotes' too
END;
$fn$;

CREATE OR REPLACE FUNCTION billing.touch_updated_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    NEW.updated_at := now();
    RETURN NEW;
END;
$$;

DROP TRIGGER IF EXISTS accounts_touch ON billing.accounts;
CREATE TRIGGER accounts_touch BEFORE UPDATE ON billing.accounts
    FOR EACH ROW EXECUTE FUNCTION billing.touch_updated_at();

DROP TRIGGER IF EXISTS payments_touch ON billing.payments;
CREATE TRIGGER payments_touch BEFORE UPDATE ON billing.payments
    FOR EACH ROW EXECUTE FUNCTION billing.touch_updated_at();

-- Seed data for the test tenant. Strings hold separators on purpose.
INSERT INTO billing.accounts (tenant_id, external_ref, balance_cents, currency)
VALUES ('00000000-0000-0000-0000-000000000001', 'acct; test -- one', 0, 'EUR'),
       ('00000000-0000-0000-0000-000000000001', 'acct ''two''', 0, 'USD')
ON CONFLICT (tenant_id, external_ref) DO NOTHING;

INSERT INTO billing.idempotency_keys (tenant_id, key, request_hash)
VALUES ('00000000-0000-0000-0000-000000000001', 'seed-1', '\x00'::bytea)
ON CONFLICT ON CONSTRAINT idempotency_keys_pkey DO NOTHING;

-- Backfill counters; these are one-off and guarded by the migration table.
UPDATE billing.payments
   SET attempts = attempts + 1,
       tags = array_append(tags, 'backfilled'),
       metadata = metadata || '{"backfill": true}'::jsonb,
       updated_at = now()
 WHERE status = 'pending'
   AND created_at < now() - interval '30 days';

UPDATE billing.payments
   SET status = 'failed'
 WHERE status = 'pending' AND attempts >= 10;

DELETE FROM billing.outbox
 WHERE published_at IS NOT NULL
   AND published_at < now() - interval '7 days'
RETURNING id;

WITH stale AS (
    SELECT tenant_id, key
      FROM billing.idempotency_keys
     WHERE locked_at < now() - interval '1 hour'
       FOR UPDATE SKIP LOCKED
)
DELETE FROM billing.idempotency_keys k
 USING stale s
 WHERE k.tenant_id = s.tenant_id AND k.key = s.key;

INSERT INTO billing.ledger (account_id, payment_id, delta_cents, entry_kind)
SELECT p.account_id, p.id, p.amount_cents, 'charge'
  FROM billing.payments p
 WHERE p.status = 'succeeded'
   AND NOT EXISTS (SELECT 1 FROM billing.ledger l WHERE l.payment_id = p.id AND l.entry_kind = 'charge')
ON CONFLICT (payment_id, entry_kind) DO NOTHING;

INSERT INTO billing.inbox (consumer, message_id, payload)
VALUES ('billing', 'bootstrap', '{}')
ON CONFLICT (consumer, message_id) DO UPDATE
   SET payload = EXCLUDED.payload, received_at = billing.inbox.received_at
 WHERE billing.inbox.processed_at IS NULL;

SELECT EXISTS (SELECT 1 FROM billing.inbox WHERE consumer = 'billing' AND message_id = 'bootstrap');

SELECT count(*) FROM billing.payments WHERE status = 'pending';

GRANT SELECT, INSERT, UPDATE ON ALL TABLES IN SCHEMA billing TO billing_app;
GRANT USAGE ON ALL SEQUENCES IN SCHEMA billing TO billing_app;

COMMIT;
