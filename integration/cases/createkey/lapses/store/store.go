// Package store keeps sessions until the clock plus their TTL, and
// scheduled charges that run at the clock plus a delay, on pgx v5.
package store

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

type Store struct{ Pool *pgxpool.Pool }

// CreateSession stores a session that expires by itself.
func (s *Store) CreateSession(ctx context.Context, token, userID string, ttl time.Duration) error {
	_, err := s.Pool.Exec(ctx,
		`INSERT INTO sessions (token, user_id, expires_at) VALUES ($1, $2, $3)`, token, userID, time.Now().Add(ttl))
	return err
}

// ScheduleCharge stores a charge that runs in an hour.
func (s *Store) ScheduleCharge(ctx context.Context, customer string, amount int64) error {
	_, err := s.Pool.Exec(ctx,
		`INSERT INTO scheduled_charges (customer, amount, run_at) VALUES ($1, $2, $3)`, customer, amount, time.Now().Add(time.Hour))
	return err
}

// CreateLink stores a sign-in link that the database expires in fifteen
// minutes.
func (s *Store) CreateLink(ctx context.Context, token, email string) error {
	_, err := s.Pool.Exec(ctx,
		`INSERT INTO login_links (token, email, expires_at) VALUES ($1, $2, now() + interval '15 minutes')`, token, email)
	return err
}
