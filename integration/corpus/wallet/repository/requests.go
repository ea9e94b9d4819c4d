package repository

import (
	"context"
	"database/sql"
)

// Requests is the store of instant-transfer requests (idempotency_requests),
// over database/sql with the pgx stdlib driver.
type Requests struct {
	db *sql.DB
}

// NewRequests returns the request store over db.
func NewRequests(db *sql.DB) *Requests { return &Requests{db: db} }

// Request is one key's record.
type Request struct {
	Key          string
	State        string
	RequestHash  []byte
	ResponseCode int
	ResponseBody []byte
}

// Begin claims key in progress with the request's fingerprint; false when
// the key was claimed before.
func (q *Requests) Begin(ctx context.Context, key string, hash []byte) (bool, error) {
	res, err := q.db.ExecContext(ctx,
		`INSERT INTO idempotency_requests (key, state, request_hash) VALUES ($1, 'in_progress', $2) ON CONFLICT (key) DO NOTHING`,
		key, hash)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// Get reads key's record.
func (q *Requests) Get(ctx context.Context, key string) (Request, error) {
	r := Request{Key: key}
	var code sql.NullInt64
	err := q.db.QueryRowContext(ctx,
		`SELECT state, request_hash, response_code, response_body FROM idempotency_requests WHERE key = $1`, key).
		Scan(&r.State, &r.RequestHash, &code, &r.ResponseBody)
	r.ResponseCode = int(code.Int64)
	return r, err
}

// Response reads the stored response of key, and its state.
func (q *Requests) Response(ctx context.Context, key string) (state string, code int, body []byte, err error) {
	var c sql.NullInt64
	err = q.db.QueryRowContext(ctx,
		`SELECT state, response_code, response_body FROM idempotency_requests WHERE key = $1`, key).
		Scan(&state, &c, &body)
	return state, int(c.Int64), body, err
}

// Finish stores the response of key's request.
func (q *Requests) Finish(ctx context.Context, key string, code int, body []byte) error {
	_, err := q.db.ExecContext(ctx,
		`UPDATE idempotency_requests SET state = 'succeeded', response_code = $2, response_body = $3 WHERE key = $1`,
		key, code, body)
	return err
}

// Release deletes key's record, so that a retry runs the request again.
func (q *Requests) Release(ctx context.Context, key string) error {
	_, err := q.db.ExecContext(ctx, `DELETE FROM idempotency_requests WHERE key = $1`, key)
	return err
}
