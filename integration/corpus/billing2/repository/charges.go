package repository

import (
	"context"
	"database/sql"
	"errors"
)

type Charges struct{ db *sql.DB }

func NewCharges(db *sql.DB) *Charges { return &Charges{db: db} }

// Insert records a charge the service made. A charge replayed under its
// key comes back from the processor with the same ID: it writes the same
// row.
func (r *Charges) Insert(ctx context.Context, id, customerID string, amount int64) error {
	_, err := r.db.ExecContext(ctx,
		`INSERT INTO charges (id, customer_id, amount) VALUES ($1, $2, $3)
		 ON CONFLICT (id) DO UPDATE SET amount = EXCLUDED.amount`, id, customerID, amount)
	return err
}

// Requests is the store of the charge endpoint's Idempotency-Key.
type Requests struct{ db *sql.DB }

func NewRequests(db *sql.DB) *Requests { return &Requests{db: db} }

// Claim takes key; it reports whether this request won it.
func (r *Requests) Claim(ctx context.Context, key string) (bool, error) {
	res, err := r.db.ExecContext(ctx,
		`INSERT INTO api_requests (key) VALUES ($1) ON CONFLICT DO NOTHING`, key)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// Complete stores the charge made under key.
func (r *Requests) Complete(ctx context.Context, key, chargeID string) error {
	_, err := r.db.ExecContext(ctx, `UPDATE api_requests SET charge_id = $2 WHERE key = $1`, key, chargeID)
	return err
}

// ChargeFor returns the charge stored under key ("" while none is).
func (r *Requests) ChargeFor(ctx context.Context, key string) (string, error) {
	var id sql.NullString
	err := r.db.QueryRowContext(ctx, `SELECT charge_id FROM api_requests WHERE key = $1`, key).Scan(&id)
	return id.String, err
}

// KeyLog records the idempotency keys sent to the processor, for support
// to look up a customer's charge attempts.
type KeyLog struct{ db *sql.DB }

func NewKeyLog(db *sql.DB) *KeyLog { return &KeyLog{db: db} }

func (r *KeyLog) Record(ctx context.Context, key, endpoint string) error {
	_, err := r.db.ExecContext(ctx,
		`INSERT INTO provider_idempotency_log (idempotency_key, endpoint) VALUES ($1, $2)
		 ON CONFLICT (idempotency_key) DO NOTHING`, key, endpoint)
	return err
}

// Transfers moves money between accounts of the service's own ledger.
type Transfers struct{ db *sql.DB }

func NewTransfers(db *sql.DB) *Transfers { return &Transfers{db: db} }

// Create claims key and writes the transfer in one transaction; a
// duplicate gets the ID of the transfer the first request wrote (a
// concurrent duplicate waits on the key's index until the first commits).
func (r *Transfers) Create(ctx context.Context, key, from, to string, amount int64) (int64, error) {
	tx, err := r.db.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO idempotency_keys (key) VALUES ($1) ON CONFLICT DO NOTHING`, key)
	if err != nil {
		return 0, err
	}
	if n, err := res.RowsAffected(); err != nil {
		return 0, err
	} else if n == 0 {
		var id int64
		err := tx.QueryRowContext(ctx, `SELECT id FROM transfers WHERE idempotency_key = $1`, key).Scan(&id)
		return id, err
	}
	var id int64
	if err := tx.QueryRowContext(ctx,
		`INSERT INTO transfers (idempotency_key, from_account, to_account, amount) VALUES ($1, $2, $3, $4) RETURNING id`,
		key, from, to, amount).Scan(&id); err != nil {
		return 0, err
	}
	return id, tx.Commit()
}

// ErrDuplicateEvent is returned by RecordPayment for an event already
// recorded.
var ErrDuplicateEvent = errors.New("event already recorded")

// RecordPayment claims the provider's event ID and records the payment in
// one transaction.
func (r *Transfers) RecordPayment(ctx context.Context, eventID, providerRef string, amount int64) error {
	tx, err := r.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO webhook_events (event_id) VALUES ($1) ON CONFLICT DO NOTHING`, eventID)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return ErrDuplicateEvent
	}
	if _, err := tx.ExecContext(ctx,
		`INSERT INTO payments (provider_ref, amount) VALUES ($1, $2)`, providerRef, amount); err != nil {
		return err
	}
	return tx.Commit()
}
