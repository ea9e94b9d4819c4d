CREATE TABLE accounts (
    id      text   PRIMARY KEY,
    balance bigint NOT NULL DEFAULT 0,
    version bigint NOT NULL DEFAULT 0
);

CREATE TABLE ledger_entries (
    transfer_id text   NOT NULL,
    account_id  text   NOT NULL REFERENCES accounts (id),
    amount      bigint NOT NULL,
    PRIMARY KEY (transfer_id, account_id)
);

CREATE TABLE transfers (
    id         text        PRIMARY KEY,
    amount     bigint      NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);
