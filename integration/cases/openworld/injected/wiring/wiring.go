// Package wiring builds the consumers. The consumer that commits before
// calling its handler is reported where it commits (ackorder judges the
// handler it is handed as the message's work, wired or not): one finding
// per commit, none here. The retrier's finding is completed here.
package wiring

import (
	"github.com/segmentio/kafka-go"
	"github.com/stripe/stripe-go/v82"

	"github.com/idemlint/idemlint/integration/cases/openworld/injected/consumer"
	"github.com/idemlint/idemlint/integration/cases/openworld/injected/payments"
	"github.com/idemlint/idemlint/integration/cases/openworld/injected/retrier"
)

func Payments(r *kafka.Reader, sc *stripe.Client) *consumer.Consumer {
	return consumer.New(r, payments.NewService(sc))
}

// Twin: the same consumer with a handler that only reads.
func Audit(r *kafka.Reader, sc *stripe.Client) *consumer.Consumer {
	return consumer.New(r, payments.Audit{})
}

// The retrier retries a charger that sends no idempotency key.
func Charges(sc *stripe.Client) *retrier.Retrier {
	return retrier.New(payments.NewCharger(sc)) // want: retrykeyless
}

// Twin: the charger keys the intent by the order.
func KeyedCharges(sc *stripe.Client) *retrier.Retrier {
	return retrier.New(payments.KeyedCharger{})
}
