// Package appwiring builds the app over a concrete store: the consumer's
// check-then-act is judged here, two packages above it.
package appwiring

import (
	"github.com/redis/go-redis/v9"

	"checkthenact/injected/app"
	"checkthenact/injected/redisstore"
)

func Build(rdb *redis.Client) (*app.App, *app.App) {
	checked := app.New(redisstore.NewChecked(rdb)) // want `app.New is handed a value whose Seen is an existence check \(redis.Exists\) and whose MarkSeen records the key \(redis.Set\), and consumer.Consumer.Handle checks with consumer.Consumer.dedup.Seen at consumer.go:29`
	// Twin: the same app over an atomic claim.
	claiming := app.New(redisstore.NewClaiming(rdb))
	return checked, claiming
}
