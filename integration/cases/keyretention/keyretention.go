// Package keyretention: dedup keys with short TTLs on the real go-redis v9,
// beside their correct twins.
package keyretention

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

const claimTTL = time.Hour

const keepTTL = 48 * time.Hour

func work() {}

func Claim(ctx context.Context, rdb *redis.Client, id string) {
	if !rdb.SetNX(ctx, "idem:"+id, 1, claimTTL).Val() { // want: keyretention
		return
	}
	work()
}

func ClaimTwin(ctx context.Context, rdb *redis.Client, id string) {
	if !rdb.SetNX(ctx, "idem:"+id, 1, keepTTL).Val() {
		return
	}
	work()
}

func ClaimArgs(ctx context.Context, rdb redis.UniversalClient, id string) {
	rdb.SetArgs(ctx, "evt:"+id, 1, redis.SetArgs{Mode: "NX", TTL: 10 * time.Minute}) // want: keyretention
	work()
}

func ClaimArgsTwin(ctx context.Context, rdb redis.UniversalClient, id string) {
	rdb.SetArgs(ctx, "evt:"+id, 1, redis.SetArgs{Mode: "NX", TTL: 0})
	work()
}

func Record(ctx context.Context, rdb *redis.Client, id string) {
	work()
	rdb.Set(ctx, "processed:"+id, 1, 2*time.Hour) // want: keyretention
}

func CacheTwin(ctx context.Context, rdb *redis.Client, id string) {
	rdb.Set(ctx, "profile:"+id, "{}", 2*time.Minute)
}

func Expire(ctx context.Context, rdb *redis.Client, id string) {
	key := "job:" + id
	if !rdb.SetNX(ctx, key, 1, 0).Val() {
		return
	}
	rdb.Expire(ctx, key, 15*time.Minute) // want: keyretention
	work()
}

func RateLimitTwin(ctx context.Context, rdb *redis.Client, ip string) {
	key := "ratelimit:" + ip
	rdb.Incr(ctx, key)
	rdb.Expire(ctx, key, time.Minute)
}

func MutexTwin(ctx context.Context, rdb *redis.Client, id string) {
	if !rdb.SetNX(ctx, "report:"+id, 1, 30*time.Second).Val() {
		return
	}
	defer rdb.Del(ctx, "report:"+id)
	work()
}

func Pay(ctx context.Context, rdb *redis.Client, id string) {
	if !rdb.SetNX(ctx, "pay:"+id, 1, keepTTL).Val() { // want: keyretention, inprogress
		return
	}
	paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(100)})
}

func PayTwin(ctx context.Context, rdb *redis.Client, id string) {
	if !rdb.SetNX(ctx, "pay:"+id, 1, 30*24*time.Hour).Val() { // want: inprogress
		return
	}
	paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(100)})
}

type Config struct{ DedupTTL time.Duration }

func DefaultConfig() Config { return Config{DedupTTL: 6 * time.Hour} }

type Consumer struct {
	rdb *redis.Client
	cfg Config
}

func (c *Consumer) Handle(ctx context.Context, id string) {
	if !c.rdb.SetNX(ctx, "consumer:"+id, 1, c.cfg.DedupTTL).Val() { // want: keyretention
		return
	}
	work()
}

// claim is a wrapper: its callers' constants decide.
func claim(ctx context.Context, rdb *redis.Client, key string, ttl time.Duration) bool {
	return rdb.SetNX(ctx, "dedup:"+key, 1, ttl).Val()
}

func ViaWrapper(ctx context.Context, rdb *redis.Client, id string) {
	claim(ctx, rdb, id, 5*time.Minute) // want: keyretention
	claim(ctx, rdb, id, 72*time.Hour)
}

// The owner-token lock of the Redis docs: SET NX with a token, released
// by compare-and-delete.
var unlock = redis.NewScript(`if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`)

func LockTwin(ctx context.Context, rdb *redis.Client, name, token string) {
	if !rdb.SetNX(ctx, "job-run:"+name, token, 10*time.Second).Val() {
		return
	}
	work()
	unlock.Run(ctx, rdb, []string{"job-run:" + name}, token)
}

// A cached entry updated in place: read, one field changed, written back
// with the cache's TTL. The key is checked, but the value written is the
// value read; the twin below writes a marker instead, and is a record.
func UpdateCached(ctx context.Context, rdb *redis.Client, account string, frozen bool) error {
	key := "account:" + account
	val, err := rdb.Get(ctx, key).Result()
	if errors.Is(err, redis.Nil) {
		return nil
	}
	if err != nil {
		return err
	}
	var entry map[string]any
	if err := json.Unmarshal([]byte(val), &entry); err != nil {
		return err
	}
	entry["Frozen"] = frozen
	data, err := json.Marshal(entry)
	if err != nil {
		return err
	}
	return rdb.Set(ctx, key, string(data), time.Hour).Err()
}

func MarkChecked(ctx context.Context, rdb *redis.Client, account string) error {
	key := "account-frozen:" + account
	if rdb.Get(ctx, key).Err() == nil {
		return nil
	}
	work()
	return rdb.Set(ctx, key, "1", time.Hour).Err() // want: keyretention
}
