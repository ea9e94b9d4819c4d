// Package welcome dedups deliveries on go-redis v9 around a mail.Sender it
// is given: the existence check and the record of the same key prove that
// the send is the effect being deduplicated, though nothing here shows
// what the sender does.
package welcome

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/idemlint/idemlint/integration/cases/dedupdispatch/mail"
)

const keep = 30 * 24 * time.Hour

func Handle(ctx context.Context, rdb *redis.Client, s mail.Sender, id, to string) error {
	n, err := rdb.Exists(ctx, "welcome:"+id).Result() // want: checkthenact
	if err != nil || n > 0 {
		return err
	}
	if err := s.Send(ctx, to, fmt.Sprintf("welcome, %s", to)); err != nil {
		return err
	}
	return rdb.Set(ctx, "welcome:"+id, 1, keep).Err()
}

// Twin: only a log line between the check and the record.
func Seen(ctx context.Context, rdb *redis.Client, id string) error {
	n, err := rdb.Exists(ctx, "seen:"+id).Result()
	if err != nil || n > 0 {
		return err
	}
	slog.Info("first delivery", "id", id)
	return rdb.Set(ctx, "seen:"+id, 1, keep).Err()
}
