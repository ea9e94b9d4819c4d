package service

import (
	"context"
	"log/slog"

	"github.com/redis/go-redis/v9"

	"github.com/idemlint/idemlint/integration/corpus/wallet"
)

// Cards authorises card holds, each claimed in Redis under hold:<key>.
type Cards struct {
	rdb  *redis.Client
	bank wallet.Bank
}

// NewCards returns the card use case.
func NewCards(rdb *redis.Client, bank wallet.Bank) *Cards { return &Cards{rdb: rdb, bank: bank} }

// Authorize releases the key on every error, the duplicate's included: a
// retry that arrives while the first attempt holds the card gets
// ErrInProgress, and its deferred release deletes the first attempt's
// claim, so that the next retry holds the card again.
func (s *Cards) Authorize(ctx context.Context, key string, h wallet.Hold) (err error) {
	rk := "hold:" + key
	defer func() {
		if err != nil {
			s.rdb.Del(context.WithoutCancel(ctx), rk) // want: keyrelease
		}
	}()
	won, err := s.rdb.SetNX(ctx, rk, "in_progress", keyTTL).Result()
	if err != nil {
		return err
	}
	if !won {
		return s.answer(ctx, rk)
	}
	if err := s.bank.Hold(ctx, key, h); err != nil {
		return err
	}
	s.done(ctx, rk)
	return nil
}

// AuthorizeOnce releases the key only when this attempt claimed it and the
// hold failed.
func (s *Cards) AuthorizeOnce(ctx context.Context, key string, h wallet.Hold) (err error) {
	rk := "hold:" + key
	claimed := false
	defer func() {
		if err != nil && claimed {
			s.rdb.Del(context.WithoutCancel(ctx), rk)
		}
	}()
	won, err := s.rdb.SetNX(ctx, rk, "in_progress", keyTTL).Result()
	if err != nil {
		return err
	}
	if !won {
		return s.answer(ctx, rk)
	}
	claimed = true
	if err := s.bank.Hold(ctx, key, h); err != nil {
		return err
	}
	s.done(ctx, rk)
	return nil
}

// answer reads a key claimed before: in progress is ErrInProgress, done is
// success.
func (s *Cards) answer(ctx context.Context, rk string) error {
	state, err := s.rdb.Get(ctx, rk).Result()
	if err != nil {
		return err
	}
	if state == "in_progress" {
		return wallet.ErrInProgress
	}
	return nil
}

func (s *Cards) done(ctx context.Context, rk string) {
	if err := s.rdb.Set(context.WithoutCancel(ctx), rk, "done", keyTTL).Err(); err != nil {
		slog.Error("recording the hold", "key", rk, "err", err)
	}
}
