// Package wiring builds the consumer with a concrete store: checkthenact
// reports the non-atomic one here, where both halves are known.
package wiring

import (
	"github.com/redis/go-redis/v9"

	"github.com/idemlint/idemlint/integration/cases/checkthenact/injected/consumer"
	"github.com/idemlint/idemlint/integration/cases/checkthenact/injected/store"
)

func Build(rdb *redis.Client) (*consumer.Consumer, *consumer.Consumer) {
	racy := consumer.New(store.NewChecked(rdb)) // want: checkthenact
	safe := consumer.New(store.NewClaiming(rdb))
	return racy, safe
}
