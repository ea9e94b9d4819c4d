package precondition

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// TopUps is a repository of top-ups keyed by the client's ID: no dedup
// word in sight, the key is the row's primary key.
type TopUps struct{ db *sql.DB }

type TopUp struct {
	ID      string
	Account string
	Amount  int64
}

var ErrLimit = errors.New("daily limit exceeded")

func (s *TopUps) Get(ctx context.Context, id string) (TopUp, error) {
	t := TopUp{ID: id}
	err := s.db.QueryRowContext(ctx, "SELECT account_id, amount FROM topups WHERE id = $1", id).Scan(&t.Account, &t.Amount)
	return t, err
}

func (s *TopUps) Total(ctx context.Context, account string, since time.Time) (int64, error) {
	var n int64
	err := s.db.QueryRowContext(ctx, "SELECT COALESCE(SUM(amount), 0) FROM topups WHERE account_id = $1 AND created_at >= $2", account, since).Scan(&n)
	return n, err
}

func (s *TopUps) Insert(ctx context.Context, t TopUp) error {
	_, err := s.db.ExecContext(ctx, "INSERT INTO topups (id, account_id, amount) VALUES ($1, $2, $3)", t.ID, t.Account, t.Amount)
	return err
}

type Limits struct {
	topups *TopUps
	limit  int64
}

// Get-or-create under the row's key, with the day's total checked first:
// the retry of the top-up that reached the limit counts itself and is
// refused, though the row would have answered it.
func (s *Limits) Create(ctx context.Context, t TopUp) (TopUp, error) {
	total, err := s.topups.Total(ctx, t.Account, time.Now().Truncate(24*time.Hour))
	if err != nil {
		return TopUp{}, err
	}
	if total+t.Amount > s.limit { // want `the precondition on precondition\.TopUps\.Total is checked before the key lookup precondition\.TopUps\.Get and rejects with`
		return TopUp{}, ErrLimit
	}
	prev, err := s.topups.Get(ctx, t.ID)
	if err == nil {
		return prev, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return TopUp{}, err
	}
	return t, s.topups.Insert(ctx, t)
}

// Twin: the row is looked up first and answers a retry; only a new key is
// held to the limit.
func (s *Limits) CreateChecked(ctx context.Context, t TopUp) (TopUp, error) {
	prev, err := s.topups.Get(ctx, t.ID)
	if err == nil {
		return prev, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return TopUp{}, err
	}
	total, err := s.topups.Total(ctx, t.Account, time.Now().Truncate(24*time.Hour))
	if err != nil {
		return TopUp{}, err
	}
	if total+t.Amount > s.limit {
		return TopUp{}, ErrLimit
	}
	return t, s.topups.Insert(ctx, t)
}

// Twin: a read that answers with the row it finds and creates nothing is
// a plain query, not a key's lookup; the check before it is an ordinary
// authorisation.
func (s *Limits) Show(ctx context.Context, t TopUp) (TopUp, error) {
	total, err := s.topups.Total(ctx, t.Account, time.Now().Truncate(24*time.Hour))
	if err != nil {
		return TopUp{}, err
	}
	if total > s.limit {
		return TopUp{}, ErrLimit
	}
	prev, err := s.topups.Get(ctx, t.ID)
	if err != nil {
		return TopUp{}, err
	}
	return prev, nil
}

// Twin: the row found is refused (a uniqueness check, not a replay): there
// is no key whose record would have answered a retry.
func (s *Limits) CreateUnique(ctx context.Context, t TopUp) (TopUp, error) {
	total, err := s.topups.Total(ctx, t.Account, time.Now().Truncate(24*time.Hour))
	if err != nil {
		return TopUp{}, err
	}
	if total+t.Amount > s.limit {
		return TopUp{}, ErrLimit
	}
	if _, err := s.topups.Get(ctx, t.ID); err == nil {
		return TopUp{}, errors.New("top-up exists")
	}
	return t, s.topups.Insert(ctx, t)
}
