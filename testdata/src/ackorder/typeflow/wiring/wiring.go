// Package wiring builds the consumers: here the concrete handlers meet the
// consumer that commits before it calls them.
package wiring

import (
	"ackorder/typeflow/billing"
	"ackorder/typeflow/consumer"

	"github.com/segmentio/kafka-go"
)

func Billing(r *kafka.Reader) *consumer.Consumer {
	return consumer.New(r, billing.NewService("eur")) // want `consumer.New is handed a value whose billing.Service.Handle makes a payment \(through paymentintent.New\), and consumer.Consumer.Run calls consumer.Consumer.h.Handle after the offset committed with kafka.Reader.CommitMessages at consumer.go:33; a crash in between loses the message; commit it after the effect succeeds`
}

// Twin: the same consumer wired with a handler that only reads.
func Audit(r *kafka.Reader) *consumer.Consumer {
	return consumer.New(r, billing.Audit{})
}

// Twin: a handler of unknown origin: nothing is known of what it does.
func Given(r *kafka.Reader, h consumer.Handler) *consumer.Consumer {
	return consumer.New(r, h)
}

// A func-typed field set in a struct literal.
func Forward(r *kafka.Reader) *consumer.Forwarder {
	return &consumer.Forwarder{Send: billing.Charge} // want `consumer.Forwarder.Send is set to a value whose billing.Charge makes a payment \(through paymentintent.New\), and consumer.Forwarder.Run calls consumer.Forwarder.Send after the offset committed with kafka.Reader.CommitMessages at consumer.go:73; a crash in between loses the message; commit it after the effect succeeds`
}

// Twin: the same field set to a function that only logs.
func ForwardLog(r *kafka.Reader) *consumer.Forwarder {
	return &consumer.Forwarder{Send: billing.Log}
}

// Twin: a consumer that commits after its handler: the payment is safe.
func Relay(r *kafka.Reader) *consumer.Relay {
	c := consumer.NewRelay(r)
	c.Send = billing.Charge
	return c
}
