// Package wiring builds the consumers with concrete stores.
package wiring

import (
	"github.com/redis/go-redis/v9"

	"checkthenact/injected/consumer"
	"checkthenact/injected/redisstore"
)

func Build(rdb *redis.Client) (*consumer.Consumer, *consumer.Consumer, *consumer.Consumer, *consumer.Ledger) {
	checked := consumer.New(redisstore.NewChecked(rdb)) // want `consumer.New is handed a value whose Seen is an existence check \(redis.Exists\) and whose MarkSeen records the key \(redis.Set\), and consumer.Consumer.Handle checks with consumer.Consumer.dedup.Seen at consumer.go:29, runs paymentintent.New and then calls MarkSeen`
	// Twin: the same consumer over an atomic claim.
	claiming := consumer.New(redisstore.NewClaiming(rdb))
	// Twin: a fast-path read before an atomic claim.
	fast := consumer.New(redisstore.NewFastPath(rdb))
	// Twin: a process-local set.
	_ = consumer.New(&redisstore.Memory{})
	// Twin: the ledger records another key than it checks.
	ledger := consumer.NewLedger(redisstore.NewChecked(rdb))
	return checked, claiming, fast, ledger
}

// Built hands the consumer stores that constructors return behind the
// store package's own interface.
func Built(rdb *redis.Client, atomic bool) []*consumer.Consumer {
	var out []*consumer.Consumer
	out = append(out, consumer.New(redisstore.NewCheckedStore(rdb))) // want `consumer.New is handed a value whose Seen is an existence check \(redis.Exists\) and whose MarkSeen records the key \(redis.Set\)`
	// Twin: the constructor returns the atomic claim.
	out = append(out, consumer.New(redisstore.NewClaimingStore(rdb)))
	// Twin: the constructor returns either type: nothing is known.
	out = append(out, consumer.New(redisstore.NewEither(rdb, atomic)))
	exposed, err := redisstore.NewExposed(rdb)
	if err != nil {
		return nil
	}
	out = append(out, consumer.New(exposed)) // want `consumer.New is handed a value whose Seen is an existence check \(redis.Exists\) and whose MarkSeen records the key \(redis.Set\)`
	// The type is unexported, which go vet's export data does not hold:
	// the constructor's Built fact says what its methods do without
	// naming it, in every driver alike.
	out = append(out, consumer.New(redisstore.NewHidden(rdb))) // want `consumer.New is handed a value whose Seen is an existence check \(redis.Get\) and whose MarkSeen records the key \(redis.Set\)`
	return out
}
