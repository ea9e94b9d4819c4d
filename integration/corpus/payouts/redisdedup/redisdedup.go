// Package redisdedup sends payouts once per payout ID, remembering them in
// Redis (go-redis v9), and caches FX rates there.
package redisdedup

import (
	"context"
	"errors"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/idemlint/idemlint/integration/corpus/payouts"
)

const retention = 7 * 24 * time.Hour

// Sender sends payouts through the injected bank.
type Sender struct {
	rdb  *redis.Client
	bank payouts.Bank
}

func NewSender(rdb *redis.Client, bank payouts.Bank) *Sender { return &Sender{rdb: rdb, bank: bank} }

// Pay checks the key, transfers, and records the key in a deferred closure
// once the transfer succeeded: two deliveries both find it absent.
func (s *Sender) Pay(ctx context.Context, p payouts.Payout) (err error) {
	key := "payout:done:" + p.ID
	n, err := s.rdb.Exists(ctx, key).Result() // want: checkthenact
	if err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	defer func() {
		if err == nil {
			s.rdb.Set(ctx, key, "1", retention)
		}
	}()
	return s.bank.Transfer(ctx, p)
}

// PayClaimed is Pay's twin: SET NX claims the key before the transfer, a
// failure releases it, a success marks it done.
func (s *Sender) PayClaimed(ctx context.Context, p payouts.Payout) error {
	key := "payout:done:" + p.ID
	ok, err := s.rdb.SetNX(ctx, key, "pending", 15*time.Minute).Result()
	if err != nil {
		return err
	}
	if !ok {
		return nil
	}
	if err := s.bank.Transfer(ctx, p); err != nil {
		s.rdb.Del(ctx, key)
		return err
	}
	return s.rdb.Set(ctx, key, "done", retention).Err()
}

// Rates caches FX quotes for a minute.
type Rates struct {
	rdb   *redis.Client
	quote payouts.QuoteFunc
}

func NewRates(rdb *redis.Client, quote payouts.QuoteFunc) *Rates {
	return &Rates{rdb: rdb, quote: quote}
}

// Rate is a twin: Get, compute through the injected quote, Set of the
// computed value. A cache fill, not a dedup: two concurrent misses both
// ask for the rate and both store it, which is harmless.
func (r *Rates) Rate(ctx context.Context, currency string) (string, error) {
	key := "fx:" + currency
	v, err := r.rdb.Get(ctx, key).Result()
	if err == nil {
		return v, nil
	}
	if !errors.Is(err, redis.Nil) {
		return "", err
	}
	v, err = r.quote(ctx, currency)
	if err != nil {
		return "", err
	}
	if err := r.rdb.Set(ctx, key, v, time.Minute).Err(); err != nil {
		return "", err
	}
	return v, nil
}
