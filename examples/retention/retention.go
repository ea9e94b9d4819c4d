// Package retention charges each payment event once, for as long as its
// key is kept.
package retention

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

func charge(ctx context.Context, paymentID string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://psp.example.com/charges", strings.NewReader(paymentID))
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", "charge:"+paymentID)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// ChargeBad keeps the payment's key one hour: the dead-letter queue keeps
// the event a week, and a replay two days later finds no key and charges
// again.
func ChargeBad(ctx context.Context, rdb *redis.Client, paymentID string) error {
	won, err := rdb.SetNX(ctx, "pay:"+paymentID, "in_progress", time.Hour).Result()
	if err != nil || !won {
		return err
	}
	if err := charge(ctx, paymentID); err != nil {
		rdb.Del(ctx, "pay:"+paymentID)
		return err
	}
	return rdb.Set(ctx, "pay:"+paymentID, "done", time.Hour).Err() // want: keyretention
}

// ChargeGood keeps the key 30 days, longer than any replay can come.
func ChargeGood(ctx context.Context, rdb *redis.Client, paymentID string) error {
	won, err := rdb.SetNX(ctx, "pay:"+paymentID, "in_progress", 30*24*time.Hour).Result()
	if err != nil || !won {
		return err
	}
	if err := charge(ctx, paymentID); err != nil {
		rdb.Del(ctx, "pay:"+paymentID)
		return err
	}
	return rdb.Set(ctx, "pay:"+paymentID, "done", 30*24*time.Hour).Err()
}
