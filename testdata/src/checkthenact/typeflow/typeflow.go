// Package typeflow: the effect between a check and a record is reached
// through a func-typed field; what the call does is what the package stores
// in the field.
package typeflow

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9"
)

type Order struct{ ID string }

// charge moves money.
//
//idemlint:effect payment
func charge(ctx context.Context, o *Order) error { return nil }

// audit only logs.
func audit(ctx context.Context, o *Order) error { return nil }

type service struct {
	rdb *redis.Client
	pay func(ctx context.Context, o *Order) error
}

func newService(rdb *redis.Client) *service { return &service{rdb: rdb, pay: charge} }

func (s *service) handle(ctx context.Context, o *Order) error {
	n, err := s.rdb.Exists(ctx, "idem:"+o.ID).Result() // want `existence check by redis\.Exists is not atomic with the record by redis\.Set: two concurrent deliveries both see the key absent and both run`
	if err != nil || n > 0 {
		return err
	}
	if err := s.pay(ctx, o); err != nil {
		return err
	}
	return s.rdb.Set(ctx, "idem:"+o.ID, "done", 48*time.Hour).Err()
}

// Twin: the field only ever holds a function that logs; nothing between
// the check and the record is an effect.
type auditor struct {
	rdb  *redis.Client
	note func(ctx context.Context, o *Order) error
}

func newAuditor(rdb *redis.Client) *auditor { return &auditor{rdb: rdb, note: audit} }

func (s *auditor) handle(ctx context.Context, o *Order) error {
	n, err := s.rdb.Exists(ctx, "idem:"+o.ID).Result()
	if err != nil || n > 0 {
		return err
	}
	if err := s.note(ctx, o); err != nil {
		return err
	}
	return s.rdb.Set(ctx, "idem:"+o.ID, "done", 48*time.Hour).Err()
}
