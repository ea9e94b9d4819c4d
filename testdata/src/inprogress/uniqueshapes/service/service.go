package service

import (
	"context"

	"github.com/redis/go-redis/v9"

	"inprogress/uniqueshapes/repo"
)

type Payload struct {
	EventID string
	UserID  string
	Amount  int64
}

type Service struct {
	rdb  *redis.Client
	repo *repo.Repo
}

// Handle: the key checked, the event inserted through the repository of
// another package, then the credit: nothing marks the event afterwards.
func (s *Service) Handle(ctx context.Context, p Payload) error {
	if n, err := s.rdb.Exists(ctx, "event:"+p.EventID).Result(); err == nil && n > 0 {
		return nil
	}
	if err := s.repo.SaveEvent(ctx, p.EventID); err != nil { // want `the insert by repo\.Repo\.SaveEvent into events, whose unique key is the key checked before it, commits before the effect repo\.Repo\.Credit`
		return err
	}
	return s.repo.Credit(ctx, p.UserID, p.Amount)
}

// Twin: the event's outcome recorded after the credit, failed or done.
func (s *Service) HandleMarked(ctx context.Context, p Payload) error {
	if n, err := s.rdb.Exists(ctx, "event:"+p.EventID).Result(); err == nil && n > 0 {
		return nil
	}
	if err := s.repo.SaveEvent(ctx, p.EventID); err != nil {
		return err
	}
	if err := s.repo.Credit(ctx, p.UserID, p.Amount); err != nil {
		s.repo.MarkEvent(ctx, p.EventID, "failed")
		return err
	}
	return s.repo.MarkEvent(ctx, p.EventID, "done")
}

// Twin: the key checked is the user's, not the event's: the insert is no
// claim of what was checked.
func (s *Service) HandleOtherKey(ctx context.Context, p Payload) error {
	if n, err := s.rdb.Exists(ctx, "user:"+p.UserID).Result(); err == nil && n > 0 {
		return nil
	}
	if err := s.repo.SaveEvent(ctx, p.EventID); err != nil {
		return err
	}
	return s.repo.Credit(ctx, p.UserID, p.Amount)
}
