CREATE TABLE accounts (
    id      text   PRIMARY KEY,
    balance bigint NOT NULL DEFAULT 0
);

CREATE TABLE loyalty (
    customer_id text    PRIMARY KEY,
    points      bigint  NOT NULL DEFAULT 0,
    opted_in    boolean NOT NULL DEFAULT false
);

CREATE TABLE processed_events (
    event_id   text        PRIMARY KEY,
    created_at timestamptz NOT NULL DEFAULT now()
);
