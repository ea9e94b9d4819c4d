package repository

import (
	"context"
)

// PayoutRequest is the record of a POST /v1/payouts under one key.
type PayoutRequest struct {
	Key          string
	Status       string
	ResponseCode int
	ResponseBody []byte
}

// BeginPayout claims key for a payout request; false when the key was
// claimed before.
func (s *Store) BeginPayout(ctx context.Context, key string) (bool, error) {
	tag, err := s.pool.Exec(ctx,
		`INSERT INTO payout_requests (key, status) VALUES ($1, 'pending') ON CONFLICT (key) DO NOTHING`, key)
	if err != nil {
		return false, err
	}
	return tag.RowsAffected() == 1, nil
}

// PayoutRequest reads the record of key.
func (s *Store) PayoutRequest(ctx context.Context, key string) (PayoutRequest, error) {
	p := PayoutRequest{Key: key}
	var code *int
	err := s.pool.QueryRow(ctx,
		`SELECT status, response_code, response_body FROM payout_requests WHERE key = $1`, key).
		Scan(&p.Status, &code, &p.ResponseBody)
	if code != nil {
		p.ResponseCode = *code
	}
	return p, err
}

// FinishPayout stores the response of key's request.
func (s *Store) FinishPayout(ctx context.Context, key string, code int, body []byte) error {
	_, err := s.pool.Exec(ctx,
		`UPDATE payout_requests SET status = 'succeeded', response_code = $2, response_body = $3 WHERE key = $1`,
		key, code, body)
	return err
}

// ReleasePayout deletes key's record, so that a retry can run the payout.
func (s *Store) ReleasePayout(ctx context.Context, key string) error {
	_, err := s.pool.Exec(ctx, `DELETE FROM payout_requests WHERE key = $1`, key)
	return err
}

// InsertPayout records a payout the bank accepted.
func (s *Store) InsertPayout(ctx context.Context, id, account string, amount int64, ref string) error {
	_, err := s.pool.Exec(ctx,
		`INSERT INTO payouts (id, account_id, amount, status, provider_ref) VALUES ($1, $2, $3, 'succeeded', $4)
		 ON CONFLICT (id) DO UPDATE SET status = excluded.status, provider_ref = excluded.provider_ref`,
		id, account, amount, ref)
	return err
}
