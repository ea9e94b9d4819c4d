-- name: CreditAccount :exec
UPDATE accounts SET balance = balance + $2 WHERE id = $1;

-- name: DebitAccount :exec
UPDATE accounts SET balance = balance - $2 WHERE id = $1;

-- name: GetAccount :one
SELECT id, balance, version FROM accounts WHERE id = $1;

-- name: SetBalance :execrows
UPDATE accounts SET balance = $2, version = version + 1 WHERE id = $1 AND version = $3;

-- name: InsertEntry :execrows
INSERT INTO ledger_entries (transfer_id, account_id, amount) VALUES ($1, $2, $3)
ON CONFLICT (transfer_id, account_id) DO NOTHING;

-- name: TransferExists :one
SELECT EXISTS (SELECT 1 FROM transfers WHERE id = $1);

-- name: InsertTransfer :exec
INSERT INTO transfers (id, amount) VALUES ($1, $2);
