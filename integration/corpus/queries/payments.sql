-- name: GetPaymentByOrder :one
SELECT id, order_id, intent_id, amount, status FROM payments WHERE order_id = $1;

-- name: InsertPayment :exec
INSERT INTO payments (order_id, intent_id, amount, status) VALUES ($1, $2, $3, 'succeeded');

-- name: ClaimPayment :execrows
INSERT INTO payment_claims (order_id) VALUES ($1) ON CONFLICT DO NOTHING;

-- name: ClaimState :one
SELECT state, intent_id FROM payment_claims WHERE order_id = $1;

-- name: CompleteClaim :exec
UPDATE payment_claims SET state = 'done', intent_id = $2 WHERE order_id = $1;

-- name: ReleaseClaim :exec
DELETE FROM payment_claims WHERE order_id = $1 AND state = 'in_progress';

-- name: AddRefundedAmount :exec
UPDATE payments SET refunded_amount = refunded_amount + $2 WHERE order_id = $1;

-- name: SetRefundedAmount :exec
UPDATE payments SET refunded_amount = $2, status = 'refunded' WHERE order_id = $1;
