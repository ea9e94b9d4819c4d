package service

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/go-sql-driver/mysql"

	"github.com/idemlint/idemlint/integration/corpus/wallet"
	"github.com/idemlint/idemlint/integration/corpus/wallet/repository"
)

// TopUps credits top-ups under a daily limit, over the MySQL store.
type TopUps struct {
	topups *repository.TopUps
	limit  int64
	now    func() time.Time
}

// NewTopUps returns the top-up use case.
func NewTopUps(topups *repository.TopUps, limit int64, now func() time.Time) *TopUps {
	return &TopUps{topups: topups, limit: limit, now: now}
}

func startOfDay(t time.Time) time.Time {
	y, m, d := t.UTC().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// Create checks the day's total before it looks the key up: the retry of a
// top-up that brought the account to its limit counts the top-up itself,
// and is refused although it was credited.
func (s *TopUps) Create(ctx context.Context, t repository.TopUp) (repository.TopUp, error) {
	total, err := s.topups.DailyTotal(ctx, t.Account, startOfDay(s.now()))
	if err != nil {
		return repository.TopUp{}, err
	}
	if total+t.Amount > s.limit { // want: keyrelease
		return repository.TopUp{}, wallet.ErrLimitExceeded
	}
	prev, err := s.topups.Get(ctx, t.ID)
	if err == nil {
		return prev, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return repository.TopUp{}, err
	}
	return s.insert(ctx, t)
}

// CreateChecked looks the key up first: a retry is answered with the
// top-up it created, and only a new key is held to the limit.
func (s *TopUps) CreateChecked(ctx context.Context, t repository.TopUp) (repository.TopUp, error) {
	prev, err := s.topups.Get(ctx, t.ID)
	if err == nil {
		return prev, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return repository.TopUp{}, err
	}
	total, err := s.topups.DailyTotal(ctx, t.Account, startOfDay(s.now()))
	if err != nil {
		return repository.TopUp{}, err
	}
	if total+t.Amount > s.limit {
		return repository.TopUp{}, wallet.ErrLimitExceeded
	}
	return s.insert(ctx, t)
}

// insert records the top-up; a concurrent request with the same key loses
// on the primary key and gets the winner's row.
func (s *TopUps) insert(ctx context.Context, t repository.TopUp) (repository.TopUp, error) {
	err := s.topups.Insert(ctx, t)
	var myErr *mysql.MySQLError
	if errors.As(err, &myErr) && myErr.Number == 1062 {
		prev, err := s.topups.Get(ctx, t.ID)
		if err != nil {
			return repository.TopUp{}, err
		}
		if prev.Account != t.Account || prev.Amount != t.Amount {
			return repository.TopUp{}, wallet.ErrKeyReused
		}
		return prev, nil
	}
	if err != nil {
		return repository.TopUp{}, err
	}
	t.Status = wallet.StatusSucceeded
	return t, nil
}
