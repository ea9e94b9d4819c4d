// Package dedup sends each notification once, or tries to.
package dedup

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

func send(ctx context.Context, id string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://push.example.com/send", strings.NewReader(id))
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", "notify:"+id)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// NotifyBad checks, sends, then records: two deliveries of the same event
// both see "not sent" and both send.
func NotifyBad(ctx context.Context, rdb *redis.Client, id string) error {
	n, err := rdb.Exists(ctx, "sent:"+id).Result() // want: checkthenact
	if err != nil {
		return err
	}
	if n == 0 {
		if err := send(ctx, id); err != nil {
			return err
		}
		return rdb.Set(ctx, "sent:"+id, 1, 24*time.Hour).Err()
	}
	return nil
}

// NotifyGood claims the key atomically first: only one delivery wins. A
// send that fails releases the claim, so the redelivery sends again.
func NotifyGood(ctx context.Context, rdb *redis.Client, id string) error {
	won, err := rdb.SetNX(ctx, "sent:"+id, 1, 24*time.Hour).Result()
	if err != nil || !won {
		return err
	}
	if err := send(ctx, id); err != nil {
		rdb.Del(ctx, "sent:"+id)
		return err
	}
	return nil
}
