// Package redis holds checkthenact cases on go-redis: each positive beside
// the correct form that must stay silent.
package redis

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
)

type Order struct {
	ID     string
	Amount int64
}

// charge moves money.
//
//idemlint:effect payment
func charge(ctx context.Context, o *Order) error { return nil }

// Exists then Set, the key built as "idem:"+id at both sites.
func ExistsThenSet(ctx context.Context, rdb *redis.Client, o *Order) error {
	n, err := rdb.Exists(ctx, "idem:"+o.ID).Result() // want `existence check by redis\.Exists is not atomic with the record by redis\.Set: two concurrent deliveries both see the key absent and both run charge; claim the key with SetNX`
	if err != nil {
		return err
	}
	if n == 0 {
		charge(ctx, o)
		rdb.Set(ctx, "idem:"+o.ID, "done", 48*time.Hour)
	}
	return nil
}

// Twin: SetNX claims the key before the effect.
func SetNXFirst(ctx context.Context, rdb *redis.Client, o *Order) error {
	ok, err := rdb.SetNX(ctx, "idem:"+o.ID, "done", 48*time.Hour).Result()
	if err != nil || !ok {
		return err
	}
	return charge(ctx, o)
}

// Twin: a fast-path Exists, then a SetNX claim before the effect.
func ExistsThenSetNX(ctx context.Context, rdb *redis.Client, o *Order) error {
	key := "idem:" + o.ID
	if n, _ := rdb.Exists(ctx, key).Result(); n > 0 {
		return nil
	}
	ok, err := rdb.SetNX(ctx, key, "done", 48*time.Hour).Result()
	if err != nil || !ok {
		return err
	}
	charge(ctx, o)
	rdb.Set(ctx, key, "charged", 48*time.Hour)
	return nil
}

// Twin: SET … NX through SetArgs.
func SetArgsNX(ctx context.Context, rdb *redis.Client, o *Order) error {
	key := "idem:" + o.ID
	if n, _ := rdb.Exists(ctx, key).Result(); n > 0 {
		return nil
	}
	if err := rdb.SetArgs(ctx, key, "done", redis.SetArgs{Mode: "NX", TTL: time.Hour}).Err(); err != nil {
		return err
	}
	charge(ctx, o)
	rdb.Set(ctx, key, "charged", 48*time.Hour)
	return nil
}

// Get compared with redis.Nil, early return when seen.
func GetNil(ctx context.Context, rdb *redis.Client, o *Order) error {
	key := "processed:" + o.ID
	err := rdb.Get(ctx, key).Err() // want `existence check by redis\.Get is not atomic with the record by redis\.Set`
	if err == nil {
		return nil // already processed
	}
	if !errors.Is(err, redis.Nil) {
		return err
	}
	if err := charge(ctx, o); err != nil {
		return err
	}
	return rdb.Set(ctx, key, 1, 0).Err()
}

// Twin: a cache read that guards no effect.
func CacheFill(ctx context.Context, rdb *redis.Client, id string) (string, error) {
	v, err := rdb.Get(ctx, "cache:"+id).Result()
	if err == nil {
		return v, nil
	}
	if err != redis.Nil {
		return "", err
	}
	v = "computed"
	rdb.Set(ctx, "cache:"+id, v, time.Minute)
	return v, nil
}

// Twin: the error of Exists returns early; the count is never read.
func ErrorOnly(ctx context.Context, rdb *redis.Client, o *Order) error {
	if err := rdb.Exists(ctx, "idem:"+o.ID).Err(); err != nil {
		return err
	}
	charge(ctx, o)
	return rdb.Set(ctx, "idem:"+o.ID, 1, 0).Err()
}

// Twin: the record names another key than the check.
func OtherKey(ctx context.Context, rdb *redis.Client, o *Order) error {
	if n, _ := rdb.Exists(ctx, "idem:"+o.ID).Result(); n > 0 {
		return nil
	}
	charge(ctx, o)
	return rdb.Set(ctx, "last-order", o.ID, 0).Err()
}

// SIsMember then SAdd of the same member.
func SetMember(ctx context.Context, rdb *redis.Client, o *Order) error {
	seen, err := rdb.SIsMember(ctx, "processed", o.ID).Result() // want `existence check by redis\.SIsMember is not atomic with the record by redis\.SAdd`
	if err != nil || seen {
		return err
	}
	charge(ctx, o)
	return rdb.SAdd(ctx, "processed", o.ID).Err()
}

// Twin: SAdd of another member of the same set.
func SetOtherMember(ctx context.Context, rdb *redis.Client, o *Order, other string) error {
	seen, err := rdb.SIsMember(ctx, "processed", o.ID).Result()
	if err != nil || seen {
		return err
	}
	charge(ctx, o)
	return rdb.SAdd(ctx, "processed", other).Err()
}

// HExists then HSet of the same field.
func HashField(ctx context.Context, rdb *redis.Client, o *Order) error {
	if ok, _ := rdb.HExists(ctx, "payments", o.ID).Result(); ok { // want `existence check by redis\.HExists is not atomic with the record by redis\.HSet`
		return nil
	}
	charge(ctx, o)
	return rdb.HSet(ctx, "payments", o.ID, "done").Err()
}

// Twin: HSetNX claims the field first.
func HashFieldNX(ctx context.Context, rdb *redis.Client, o *Order) error {
	if ok, _ := rdb.HExists(ctx, "payments", o.ID).Result(); ok {
		return nil
	}
	if ok, _ := rdb.HSetNX(ctx, "payments", o.ID, "pending").Result(); !ok {
		return nil
	}
	charge(ctx, o)
	return rdb.HSet(ctx, "payments", o.ID, "done").Err()
}

// Twin: WATCH, then the writes in MULTI/EXEC: they commit only if the key
// did not change since the check.
func Watched(ctx context.Context, rdb *redis.Client, o *Order) error {
	key := "idem:" + o.ID
	return rdb.Watch(ctx, func(tx *redis.Tx) error {
		n, err := tx.Exists(ctx, key).Result()
		if err != nil || n > 0 {
			return err
		}
		_, err = tx.TxPipelined(ctx, func(pipe redis.Pipeliner) error {
			pipe.IncrBy(ctx, "balance:"+o.ID, o.Amount)
			pipe.Set(ctx, key, "done", time.Hour)
			return nil
		})
		return err
	}, key)
}

// A write outside MULTI/EXEC is not covered by WATCH: it runs at once.
func WatchedNoMulti(ctx context.Context, rdb *redis.Client, o *Order) error {
	key := "idem:" + o.ID
	return rdb.Watch(ctx, func(tx *redis.Tx) error {
		n, err := tx.Exists(ctx, key).Result() // want `existence check by redis\.Exists is not atomic with the record by redis\.Set`
		if err != nil || n > 0 {
			return err
		}
		charge(ctx, o)
		return tx.Set(ctx, key, "done", time.Hour).Err()
	}, key)
}

type Service struct {
	mu  sync.Mutex
	rdb *redis.Client
}

// A mutex around a check on Redis protects one process only.
func (s *Service) Locked(ctx context.Context, o *Order) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	n, err := s.rdb.Exists(ctx, "idem:"+o.ID).Result() // want `the mutex held around the existence check by redis\.Exists protects one process only: a redelivery to another replica still sees the key absent and runs charge again; claim the key with SetNX`
	if err != nil || n > 0 {
		return err
	}
	charge(ctx, o)
	return s.rdb.Set(ctx, "idem:"+o.ID, 1, time.Hour).Err()
}

// A mutex released before the record is no guard at all: the plain finding.
func (s *Service) Released(ctx context.Context, o *Order) error {
	s.mu.Lock()
	n, err := s.rdb.Exists(ctx, "idem:"+o.ID).Result() // want `existence check by redis\.Exists is not atomic`
	s.mu.Unlock()
	if err != nil || n > 0 {
		return err
	}
	charge(ctx, o)
	return s.rdb.Set(ctx, "idem:"+o.ID, 1, time.Hour).Err()
}

// Suppressed with a reason.
func Suppressed(ctx context.Context, rdb *redis.Client, o *Order) error {
	//idemlint:ignore checkthenact single consumer per partition, no concurrency
	if n, _ := rdb.Exists(ctx, "idem:"+o.ID).Result(); n > 0 {
		return nil
	}
	charge(ctx, o)
	return rdb.Set(ctx, "idem:"+o.ID, 1, time.Hour).Err()
}

// Through the UniversalClient interface.
func Universal(ctx context.Context, rdb redis.UniversalClient, o *Order) error {
	if n, _ := rdb.Exists(ctx, "idem:"+o.ID).Result(); n > 0 { // want `existence check by redis\.GenericCmdable\.Exists is not atomic with the record by redis\.StringCmdable\.Set`
		return nil
	}
	charge(ctx, o)
	return rdb.Set(ctx, "idem:"+o.ID, 1, time.Hour).Err()
}

// Twin: the count is only logged; the effect runs either way.
func NotGuarded(ctx context.Context, rdb *redis.Client, o *Order, log func(int64)) error {
	n, _ := rdb.Exists(ctx, "idem:"+o.ID).Result()
	if n > 0 {
		log(n)
	}
	charge(ctx, o)
	return rdb.Set(ctx, "idem:"+o.ID, 1, time.Hour).Err()
}

// Twin: a cache fill that writes two keys; an absolute write is no effect.
func CacheTwoKeys(ctx context.Context, rdb *redis.Client, id string) error {
	if n, _ := rdb.Exists(ctx, "user:"+id).Result(); n > 0 {
		return nil
	}
	rdb.Set(ctx, "user-name:"+id, "name", time.Hour)
	return rdb.Set(ctx, "user:"+id, "profile", time.Hour).Err()
}
