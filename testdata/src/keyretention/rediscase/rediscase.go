// Package rediscase: dedup keys with short TTLs beside their correct twins.
package rediscase

import (
	"context"
	"os"
	"time"

	"github.com/redis/go-redis/v9"
	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

var rdb = redis.NewClient(&redis.Options{})

const claimTTL = time.Hour

const dayTTL = 24 * time.Hour

func work() {}

// A SetNX claim through a named constant declared elsewhere: related position.
func claimShort(ctx context.Context, id string) {
	if !rdb.SetNX(ctx, "idem:"+id, 1, claimTTL).Val() { // want `dedup key "idem:…" is claimed with SetNX for 1h, less than the 24h a redelivery or client retry can arrive after; keep idempotency keys at least 24h \(7 days where they guard payments\)`
		return
	}
	work()
}

func claimDay(ctx context.Context, id string) {
	if !rdb.SetNX(ctx, "idem:"+id, 1, dayTTL).Val() {
		return
	}
	work()
}

// Constant folding: an untyped constant times a unit.
func claimFolded(ctx context.Context, id string) {
	const n = 30
	rdb.SetNX(ctx, "msg:"+id, "processing", time.Duration(n)*time.Minute) // want `dedup key "msg:…" is claimed with SetNX for 30m`
	work()
}

func claimFoldedLong(ctx context.Context, id string) {
	const n = 48
	rdb.SetNX(ctx, "msg:"+id, "processing", time.Duration(n)*time.Hour)
	work()
}

// No expiry at all is no short retention.
func claimForever(ctx context.Context, id string) {
	rdb.SetNX(ctx, "msg:"+id, 1, 0)
	work()
}

// SetArgs with Mode NX is a claim.
func claimArgs(ctx context.Context, id string) {
	rdb.SetArgs(ctx, "evt:"+id, 1, redis.SetArgs{Mode: "NX", TTL: 10 * time.Minute}) // want `dedup key "evt:…" is claimed with SetArgs\{Mode: "NX"\} for 10m`
	work()
}

func claimArgsLong(ctx context.Context, id string) {
	rdb.SetArgs(ctx, "evt:"+id, 1, redis.SetArgs{Mode: "NX", TTL: 72 * time.Hour})
	work()
}

// A plain SetArgs of a cache entry is no claim.
func cacheArgs(ctx context.Context, id string) {
	rdb.SetArgs(ctx, "user:"+id, "{}", redis.SetArgs{TTL: time.Minute})
}

// Set of an idempotency record, by the dedup words.
func recordShort(ctx context.Context, id string) {
	work()
	rdb.Set(ctx, "processed:"+id, 1, 2*time.Hour) // want `dedup key "processed:…" is recorded with Set for 2h`
}

func recordLong(ctx context.Context, id string) {
	work()
	rdb.Set(ctx, "processed:"+id, 1, 30*24*time.Hour)
}

// Set of a key the function checked before its effect.
func checkedRecord(ctx context.Context, id string) {
	key := "order-done:" + id
	if rdb.Get(ctx, key).Err() == nil {
		return
	}
	work()
	rdb.Set(ctx, key, 1, time.Hour) // want `dedup key "order-done:…" is recorded with Set for 1h`
}

// Set of a cache entry: not checked, not named as a dedup store.
func cacheSet(ctx context.Context, id string) {
	rdb.Set(ctx, "profile:"+id, "{}", 5*time.Minute)
}

// Expire on a claimed key.
func claimThenExpire(ctx context.Context, id string) {
	key := "job:" + id
	if !rdb.SetNX(ctx, key, 1, 0).Val() {
		return
	}
	rdb.Expire(ctx, key, 15*time.Minute) // want `dedup key "job:…" is given a TTL with Expire for 15m`
	work()
}

// Expire on a rate-limit window.
func rateLimit(ctx context.Context, ip string) {
	key := "ratelimit:" + ip
	rdb.Incr(ctx, key)
	rdb.Expire(ctx, key, time.Minute)
}

// SetNX of a cache or lock key, by its text.
func cacheFill(ctx context.Context, id string) {
	rdb.SetNX(ctx, "cache:"+id, "{}", time.Minute)
	rdb.SetNX(ctx, "lock:"+id, 1, 30*time.Second)
}

// A mutex: the claim is released on every path.
func mutex(ctx context.Context, id string) {
	if !rdb.SetNX(ctx, "report:"+id, 1, 30*time.Second).Val() {
		return
	}
	defer rdb.Del(ctx, "report:"+id)
	work()
}

// A claim released only when the work fails is still a claim.
func releaseOnFailure(ctx context.Context, id string, fail bool) {
	if !rdb.SetNX(ctx, "req:"+id, 1, time.Minute).Val() { // want `dedup key "req:…" is claimed with SetNX for 1m`
		return
	}
	if fail {
		rdb.Del(ctx, "req:"+id)
	}
}

// A payment behind the claim: the money floor.
func payShort(ctx context.Context, id string) {
	if !rdb.SetNX(ctx, "pay:"+id, 1, 48*time.Hour).Val() { // want `dedup key "pay:…" is claimed with SetNX for 2 days, less than the 7 days a redelivery or client retry of a payment can arrive after`
		return
	}
	paymentintent.New(&stripe.PaymentIntentParams{})
}

func payLong(ctx context.Context, id string) {
	if !rdb.SetNX(ctx, "pay:"+id, 1, 7*24*time.Hour).Val() {
		return
	}
	paymentintent.New(&stripe.PaymentIntentParams{})
}

// A TTL from configuration cannot be folded.
var configuredTTL, _ = time.ParseDuration(os.Getenv("DEDUP_TTL"))

func claimConfigured(ctx context.Context, id string) {
	rdb.SetNX(ctx, "cfg:"+id, 1, configuredTTL)
	work()
}

// A TTL parameter makes a wrapper: its callers decide.
func claimFor(ctx context.Context, id string, ttl time.Duration) { // want claimFor:"ttlParam\\(2\\)"
	rdb.SetNX(ctx, "cfg:"+id, 1, ttl)
	work()
}

func claimForShort(ctx context.Context, id string) {
	claimFor(ctx, id, time.Minute) // want `dedup key "cfg:…" \(through claimFor\) is claimed with SetNX for 1m`
}

// Config struct defaults.
type Config struct {
	DedupTTL time.Duration
	CacheTTL time.Duration
}

func DefaultConfig() Config {
	return Config{DedupTTL: 6 * time.Hour, CacheTTL: time.Minute}
}

type Consumer struct{ cfg Config }

func (c *Consumer) Handle(ctx context.Context, id string) {
	if !rdb.SetNX(ctx, "consumer:"+id, 1, c.cfg.DedupTTL).Val() { // want `dedup key "consumer:…" is claimed with SetNX for 6h`
		return
	}
	work()
}

// A field set from elsewhere too is configuration.
type Loaded struct{ TTL time.Duration }

func Load(env time.Duration) Loaded {
	l := Loaded{TTL: time.Hour}
	if env > 0 {
		l.TTL = env
	}
	return l
}

func (l Loaded) Handle(ctx context.Context, id string) {
	rdb.SetNX(ctx, "loaded:"+id, 1, l.TTL)
	work()
}

// Twin: a short "pending" claim that a success replaces with the record,
// kept for the replay horizon, and a failure releases: the claim's TTL
// bounds a crashed attempt (a lease); the record's TTL is the retention.
func pendingThenRecord(ctx context.Context, id string) error {
	ok, err := rdb.SetNX(ctx, "payout:"+id, "pending", 15*time.Minute).Result()
	if err != nil || !ok {
		return err
	}
	if _, err := paymentintent.New(&stripe.PaymentIntentParams{}); err != nil {
		rdb.Del(ctx, "payout:"+id)
		return err
	}
	return rdb.Set(ctx, "payout:"+id, "done", 7*24*time.Hour).Err()
}

// The same pending claim replaced by a record that is itself kept too
// short: the record is reported, not the claim.
func pendingThenShortRecord(ctx context.Context, id string) error {
	ok, err := rdb.SetNX(ctx, "payout:"+id, "pending", 15*time.Minute).Result()
	if err != nil || !ok {
		return err
	}
	if _, err := paymentintent.New(&stripe.PaymentIntentParams{}); err != nil {
		rdb.Del(ctx, "payout:"+id)
		return err
	}
	return rdb.Set(ctx, "payout:"+id, "done", time.Hour).Err() // want `dedup key "payout:…" is recorded with Set for 1h`
}

// A short claim replaced only on another key's record is still the key's
// retention.
func pendingOtherKey(ctx context.Context, id string) error {
	ok, err := rdb.SetNX(ctx, "payout:"+id, "pending", 15*time.Minute).Result() // want `dedup key "payout:…" is claimed with SetNX for 15m`
	if err != nil || !ok {
		return err
	}
	paymentintent.New(&stripe.PaymentIntentParams{})
	return rdb.Set(ctx, "payout-done:"+id, "done", 7*24*time.Hour).Err()
}
