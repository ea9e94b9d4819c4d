CREATE TABLE accounts (
    id         text PRIMARY KEY,
    owner_id   text NOT NULL,
    currency   text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE entries (
    transfer_id text NOT NULL,
    account_id  text NOT NULL REFERENCES accounts (id),
    amount      bigint NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (transfer_id, account_id)
);

CREATE TABLE transfers (
    id            text PRIMARY KEY,
    from_account  text NOT NULL,
    to_account    text NOT NULL,
    amount        bigint NOT NULL,
    status        text NOT NULL,
    provider_ref  text,
    created_at    timestamptz NOT NULL DEFAULT now(),
    reconciled_at timestamptz
);

CREATE TABLE idempotency_requests (
    key           text PRIMARY KEY,
    state         text NOT NULL,
    request_hash  bytea NOT NULL,
    response_code int,
    response_body bytea,
    created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payouts (
    id           text PRIMARY KEY,
    account_id   text NOT NULL REFERENCES accounts (id),
    amount       bigint NOT NULL,
    status       text NOT NULL,
    provider_ref text,
    created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payout_requests ( -- want: payloadguard
    key           text PRIMARY KEY,
    status        text NOT NULL,
    response_code int,
    response_body bytea,
    created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE processed_events (
    event_id     text PRIMARY KEY,
    processed_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payout_drift (
    payout_id text PRIMARY KEY,
    kind      text NOT NULL,
    found_at  timestamptz NOT NULL DEFAULT now()
);
