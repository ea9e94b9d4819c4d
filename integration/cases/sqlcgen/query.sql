-- name: CreditAccount :exec
UPDATE accounts SET balance = balance + $2 WHERE id = $1;

-- name: SetBalance :exec
UPDATE accounts SET balance = $2 WHERE id = $1;

-- name: GetBalance :one
SELECT balance FROM accounts WHERE id = $1;

-- name: AddPoints :exec
UPDATE loyalty SET points = points + $2 WHERE customer_id = $1;

-- name: SetPoints :exec
UPDATE loyalty SET points = $2 WHERE customer_id = $1;

-- name: MarkProcessed :execrows
INSERT INTO processed_events (event_id) VALUES ($1) ON CONFLICT DO NOTHING;
