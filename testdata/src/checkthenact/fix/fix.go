// Package fix holds the cases of checkthenact's SetNX suggested fix.
package fix

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

// capture returns the payment's ID.
//
//idemlint:effect payment
func capture(ctx context.Context, o *Order) string { return "" }

// Fixed: the Set's value and TTL are known before the check.
func Fixed(ctx context.Context, rdb *redis.Client, o *Order) error {
	n, err := rdb.Exists(ctx, "idem:"+o.ID).Result() // want `existence check by redis\.Exists`
	if err != nil {
		return err
	}
	if n == 0 {
		charge(ctx, o)
		rdb.Set(ctx, "idem:"+o.ID, "done", 48*time.Hour)
	}
	return nil
}

// Fixed: the early-return form, in an if statement's init.
func FixedEarlyReturn(ctx context.Context, rdb *redis.Client, o *Order, ttl time.Duration) {
	key := "idem:" + o.ID
	if n, _ := rdb.Exists(ctx, key).Result(); n > 0 { // want `existence check by redis\.Exists`
		return
	}
	charge(ctx, o)
	rdb.Set(ctx, key, 1, ttl).Err()
}

// Not fixed: the recorded value comes from the effect.
func ValueFromEffect(ctx context.Context, rdb *redis.Client, o *Order) {
	key := "idem:" + o.ID
	if n, _ := rdb.Exists(ctx, key).Result(); n > 0 { // want `existence check by redis\.Exists`
		return
	}
	id := capture(ctx, o)
	rdb.Set(ctx, key, id, time.Hour)
}

// Not fixed: a failed effect leaves the key unrecorded, so a retry runs it
// again; a claim first would block that retry.
func EffectMayFail(ctx context.Context, rdb *redis.Client, o *Order) error {
	key := "idem:" + o.ID
	if n, _ := rdb.Exists(ctx, key).Result(); n > 0 { // want `existence check by redis\.Exists`
		return nil
	}
	if err := charge(ctx, o); err != nil {
		return err
	}
	rdb.Set(ctx, key, 1, time.Hour)
	return nil
}

// Not fixed: the count is read twice.
func CountReadTwice(ctx context.Context, rdb *redis.Client, o *Order) int64 {
	key := "idem:" + o.ID
	n, _ := rdb.Exists(ctx, key).Result() // want `existence check by redis\.Exists`
	if n == 0 {
		charge(ctx, o)
		rdb.Set(ctx, key, 1, time.Hour)
	}
	return n
}
