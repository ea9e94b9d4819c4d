package lapses // want package:"relevant"

// Package lapses keeps sessions, reset tokens and one-time codes, each
// stored with the moment it expires, beside rows that stay.

import (
	"context"
	"database/sql"
	"time"
)

type Store struct{ db *sql.DB }

// CreateSession stores a session until the clock plus its TTL.
func (s *Store) CreateSession(ctx context.Context, token, userID string, ttl time.Duration) error { // want CreateSession:`summary\{.*insert:sql~lapses`
	_, err := s.db.ExecContext(ctx,
		`INSERT INTO sessions (token, user_id, expires_at) VALUES ($1, $2, $3)`,
		token, userID, time.Now().Add(ttl))
	return err
}

// CreateCode stores a one-time code for five minutes (UTC, as stored).
func (s *Store) CreateCode(ctx context.Context, userID, code string) error { // want CreateCode:`summary\{.*insert:sql~lapses`
	exp := time.Now().UTC().Add(5 * time.Minute)
	_, err := s.db.ExecContext(ctx,
		"INSERT INTO otp_codes (user_id, code, expiry) VALUES (?, ?, ?)", userID, code, exp)
	return err
}

// CreateInvite stores an invitation valid for ninety days: a row that
// stays for months is a resource, not a token.
func (s *Store) CreateInvite(ctx context.Context, email string) error { // want CreateInvite:`summary\{.*insert:sql[ }]`
	_, err := s.db.ExecContext(ctx,
		`INSERT INTO invites (email, expires_at) VALUES ($1, $2)`, email, time.Now().Add(90*24*time.Hour))
	return err
}

// ScheduleCharge stores a payment to run in an hour: the clock plus a
// duration, in a column that says when it runs, not when it lapses.
func (s *Store) ScheduleCharge(ctx context.Context, customer string, amount int64) error { // want ScheduleCharge:`summary\{.*insert:sql[ }]`
	_, err := s.db.ExecContext(ctx,
		`INSERT INTO scheduled_charges (customer, amount, run_at) VALUES ($1, $2, $3)`, customer, amount, time.Now().Add(time.Hour))
	return err
}

// CreateOrder stores an order with an expiry the client sent: no clock.
func (s *Store) CreateOrder(ctx context.Context, customer string, expires time.Time) error { // want CreateOrder:`summary\{.*insert:sql[ }]`
	_, err := s.db.ExecContext(ctx,
		`INSERT INTO orders (customer, expires_at) VALUES ($1, $2)`, customer, expires)
	return err
}

// CreateLink stores a sign-in link that the database expires in fifteen
// minutes.
func (s *Store) CreateLink(ctx context.Context, token, email string) error { // want CreateLink:`summary\{.*insert:sql~lapses`
	_, err := s.db.ExecContext(ctx,
		`INSERT INTO login_links (token, email, expires_at) VALUES ($1, $2, now() + interval '15 minutes')`, token, email)
	return err
}

// CreateTrial stores a trial the database ends in thirty days: a resource.
func (s *Store) CreateTrial(ctx context.Context, account string) error { // want CreateTrial:`summary\{.*insert:sql[ }]`
	_, err := s.db.ExecContext(ctx,
		`INSERT INTO trials (account, expires_at) VALUES ($1, now() + interval '30 days')`, account)
	return err
}

// CreateHold stores a charge the database runs in an hour: run_at says
// when it runs, not when it lapses.
func (s *Store) CreateHold(ctx context.Context, account string) error { // want CreateHold:`summary\{.*insert:sql[ }]`
	_, err := s.db.ExecContext(ctx,
		`INSERT INTO scheduled_charges (account, run_at) VALUES ($1, now() + interval '1 hour')`, account)
	return err
}
