// Package wrapcase: a team's retry helper and effect functions from another
// package, known here only through facts.
package wrapcase

import (
	"context"
	"database/sql"

	"github.com/avast/retry-go/v4"
	backoff "github.com/cenkalti/backoff/v4"
	amqp "github.com/rabbitmq/amqp091-go"
	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"

	"retrykeyless/wrappers"
)

// The team's retry helper around a plain INSERT.
func teamRetry(ctx context.Context, db *sql.DB, id string, amt int64) error {
	return wrappers.Retry(3, func() error {
		_, err := db.ExecContext(ctx, `INSERT INTO payments(order_id, amount) VALUES ($1, $2)`, id, amt) // want `INSERT INTO payments is retried by wrappers.Retry; a retry after a timeout that hid the commit inserts the row again`
		return err
	})
}

// Twin: the team's retry helper around a keyed charge.
func teamRetryKeyed(id string, amt int64) error {
	return wrappers.Retry(3, func() error {
		return wrappers.Charge(amt, "pi-"+id)
	})
}

// An effect function without a key, retried.
func recordRetried(ctx context.Context, db *sql.DB, id string, amt int64) error {
	return backoff.Retry(func() error {
		return wrappers.RecordPayment(ctx, db, id, amt) // want `wrappers.RecordPayment is retried by backoff.Retry and runs INSERT INTO payments \(wrappers.RecordPayment, which calls sql.DB.ExecContext\); a retry after a timeout that hid the commit inserts the row again; make it idempotent with ON CONFLICT \(order_id\) DO NOTHING`
	}, backoff.NewExponentialBackOff())
}

// Twin: its idempotent version.
func saveRetried(ctx context.Context, db *sql.DB, id string, amt int64) error {
	return backoff.Retry(func() error {
		return wrappers.SavePayment(ctx, db, id, amt)
	}, backoff.NewExponentialBackOff())
}

// A charge without a key through a wrapper, retried.
func chargeRetried(amt int64) error {
	return retry.Do(func() error {
		return wrappers.ChargeUnkeyed(amt) // want `wrappers.ChargeUnkeyed is retried by retry.Do and runs paymentintent.New without an idempotency key`
	})
}

// Twin: a function that claims the order atomically before it charges.
func chargeOnceRetried(ctx context.Context, db *sql.DB, id string, amt int64) error {
	return retry.Do(func() error {
		return wrappers.ChargeOnce(ctx, db, id, amt)
	})
}

// The wrapper publishes what it is given: unkeyed here...
func publishRetried(ctx context.Context, ch *amqp.Channel, body []byte) error {
	return retry.Do(func() error {
		return wrappers.Publish(ctx, ch, amqp.Publishing{Body: body}) // want `wrappers.Publish is retried by retry.Do and runs amqp091.Channel.PublishWithContext without a MessageId \(wrappers.Publish, which calls amqp091.Channel.PublishWithContext\)`
	})
}

// ...and keyed by the caller in the twin.
func publishKeyed(ctx context.Context, ch *amqp.Channel, id string, body []byte) error {
	return retry.Do(func() error {
		return wrappers.Publish(ctx, ch, amqp.Publishing{MessageId: id, Body: body})
	})
}

// A declared effect with no key parameter.
func notify(userID string) error {
	return retry.Do(func() error {
		return wrappers.Notify(userID, "your order shipped") // want `wrappers.Notify is retried by retry.Do and is declared an effect \(notify\) that takes no idempotency key`
	})
}

// Twin: the declared effect with a key parameter, given a stable value.
func notifyOnce(orderID, userID string) error {
	return retry.Do(func() error {
		return wrappers.NotifyOnce(userID, "your order shipped", "shipped-"+orderID)
	})
}

// A helper of this package, retried by its caller.
func charge(amt int64) error { // want charge:"unkeyed paymentintent.New"
	_, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amt)})
	return err
}

func localHelper(amt int64) error {
	return retry.Do(func() error {
		return charge(amt) // want `wrapcase.charge is retried by retry.Do and runs paymentintent.New without an idempotency key`
	})
}

// Twin: the helper called once.
func localOnce(amt int64) error { return charge(amt) } // want localOnce:"unkeyed paymentintent.New"
