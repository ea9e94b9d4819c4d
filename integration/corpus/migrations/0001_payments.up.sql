CREATE TABLE payments (
    id              bigserial   PRIMARY KEY,
    order_id        text        NOT NULL UNIQUE,
    intent_id       text        NOT NULL,
    amount          bigint      NOT NULL,
    refunded_amount bigint      NOT NULL DEFAULT 0,
    status          text        NOT NULL,
    created_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payment_claims (
    order_id   text        PRIMARY KEY,
    state      text        NOT NULL DEFAULT 'in_progress',
    intent_id  text,
    created_at timestamptz NOT NULL DEFAULT now()
);
