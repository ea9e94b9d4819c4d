// Package wiring builds the consumers, as saga's cmd/ordercons and
// cmd/consumer do, and is where the cache, the work and the reader meet.
package wiring

import (
	"database/sql"

	"checkthenact/cache/catalog"
	"checkthenact/cache/consumer"
	"checkthenact/cache/payment"
	"checkthenact/cache/rediscache"
	"checkthenact/cache/reserve"
)

// Orders: the reservation commits rows no unique key guards; two
// deliveries that both miss the cache reserve twice.
func Orders(db *sql.DB) *consumer.OrderHandler {
	return consumer.NewOrder(reserve.New(db), rediscache.New("redis:6379"), catalog.New(db)) // want `consumer.NewOrder is handed a value whose Get is an existence check \(redis.Get\) and whose Set records the key \(redis.Set\), and consumer.OrderHandler.Handle checks with consumer.OrderHandler.cache.Get at consumer.go:\d+, runs reserve.Service.ReserveProducts \(which calls sql.Tx.ExecContext\)`
}

// Twin: the payment's insert fails on its unique order_id for a second
// delivery, and rolls its transaction back: the check only saves a call.
func Payments(db *sql.DB) *consumer.PaymentHandler {
	return consumer.NewPayment(payment.New(db), rediscache.New("redis:6379"))
}

// Twin: only a read runs between the Get and the Set.
func Lookup(db *sql.DB) *consumer.LookupHandler {
	return consumer.NewLookup(rediscache.New("redis:6379"), catalog.New(db))
}
