// Package wrappers is a team's shared code, seen by the case packages only
// through facts: a retry helper, effect functions with and without a key,
// one that claims the order first, and one declared by directive.
package wrappers

import (
	"context"
	"database/sql"
	"time"

	amqp "github.com/rabbitmq/amqp091-go"
	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

// Retry runs fn up to n times, sleeping between attempts.
func Retry(n int, fn func() error) error {
	var err error
	for i := 0; i < n; i++ {
		if err = fn(); err == nil {
			return nil
		}
		time.Sleep(time.Duration(i) * 100 * time.Millisecond)
	}
	return err
}

// RecordPayment inserts a payment row, with no conflict clause.
func RecordPayment(ctx context.Context, db *sql.DB, orderID string, amount int64) error {
	_, err := db.ExecContext(ctx, `INSERT INTO payments(order_id, amount) VALUES ($1, $2)`, orderID, amount)
	return err
}

// SavePayment is RecordPayment made idempotent.
func SavePayment(ctx context.Context, db *sql.DB, orderID string, amount int64) error {
	_, err := db.ExecContext(ctx, `INSERT INTO payments(order_id, amount) VALUES ($1, $2) ON CONFLICT (order_id) DO NOTHING`, orderID, amount)
	return err
}

// Charge creates a PaymentIntent keyed by the caller's key.
func Charge(amount int64, key string) error {
	p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	p.SetIdempotencyKey(key)
	_, err := paymentintent.New(p)
	return err
}

// ChargeUnkeyed creates a PaymentIntent and lets stripe-go mint the key.
func ChargeUnkeyed(amount int64) error {
	_, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount)})
	return err
}

// ChargeOnce claims the order atomically before it charges: a second call
// for the same order does nothing.
func ChargeOnce(ctx context.Context, db *sql.DB, orderID string, amount int64) error {
	res, err := db.ExecContext(ctx, `INSERT INTO charges(order_id) VALUES ($1) ON CONFLICT DO NOTHING`, orderID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	_, err = paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount)})
	return err
}

// Publish sends msg as given: it is keyed when the caller set MessageId.
func Publish(ctx context.Context, ch *amqp.Channel, msg amqp.Publishing) error {
	return ch.PublishWithContext(ctx, "orders", "order.created", false, false, msg)
}

// Notify sends a text message through a provider the knowledge does not know.
//
//idemlint:effect notify
func Notify(userID, text string) error { return nil }

// NotifyOnce is Notify with a dedup ID the provider honours.
//
//idemlint:effect notify
//idemlint:keysink dedupID
func NotifyOnce(userID, text, dedupID string) error { return nil }
