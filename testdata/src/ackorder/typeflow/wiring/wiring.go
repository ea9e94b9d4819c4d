// Package wiring builds the consumers: here the concrete handlers meet the
// consumer that commits before it calls them.
package wiring

import (
	"ackorder/typeflow/billing"
	"ackorder/typeflow/consumer"

	"github.com/segmentio/kafka-go"
)

// The consumer is reported where it commits (consumer.go), whatever it is
// wired with: one finding per commit, none here.
func Billing(r *kafka.Reader) *consumer.Consumer {
	return consumer.New(r, billing.NewService("eur"))
}

// Twin: the same consumer wired with a handler that only reads.
func Audit(r *kafka.Reader) *consumer.Consumer {
	return consumer.New(r, billing.Audit{})
}

// Twin: a handler of unknown origin: nothing is known of what it does.
func Given(r *kafka.Reader, h consumer.Handler) *consumer.Consumer {
	return consumer.New(r, h)
}

// The notifier reports no failure, so the consumer could not judge it;
// wired with one that pays, the finding is completed here.
func Notify(r *kafka.Reader) *consumer.Notifying {
	return consumer.NewNotifying(r, billing.Payer{}) // want `consumer.NewNotifying is handed a value whose billing.Payer.Notify makes a payment \(through billing.Charge, paymentintent.New\), and consumer.Notifying.Run calls consumer.Notifying.n.Notify after the offset committed with kafka.Reader.CommitMessages at consumer.go:103; a crash in between loses the message; commit it after the effect succeeds`
}

// Twin: the same consumer wired with a notifier that only logs.
func NotifyLog(r *kafka.Reader) *consumer.Notifying {
	return consumer.NewNotifying(r, billing.Logger{})
}

// A func-typed field set in a struct literal.
func Tell(r *kafka.Reader) *consumer.Teller {
	return &consumer.Teller{Tell: billing.Pay} // want `consumer.Teller.Tell is set to a value whose billing.Pay makes a payment \(through billing.Charge, paymentintent.New\), and consumer.Teller.Run calls consumer.Teller.Tell after the offset committed with kafka.Reader.CommitMessages at consumer.go:122; a crash in between loses the message; commit it after the effect succeeds`
}

// Twin: the same field set to a function that only notes.
func TellNote(r *kafka.Reader) *consumer.Teller {
	return &consumer.Teller{Tell: billing.Note}
}

// Twin: a consumer that commits after its handler: the payment is safe.
func Relay(r *kafka.Reader) *consumer.Relay {
	c := consumer.NewRelay(r)
	c.Send = billing.Charge
	return c
}
