// Package wrappers holds a team's helpers around the broker clients, in a
// package of their own: ackorder knows what they do through facts.
package wrappers

import (
	"github.com/IBM/sarama"
	amqp "github.com/rabbitmq/amqp091-go"
)

// Mark marks msg consumed on the session.
func Mark(s sarama.ConsumerGroupSession, msg *sarama.ConsumerMessage) {
	s.MarkMessage(msg, "")
}

// Done acknowledges the delivery, logging a failure.
func Done(d amqp.Delivery) {
	if err := d.Ack(false); err != nil {
		println(err.Error())
	}
}

// Settle acks the delivery when *err is nil and requeues it otherwise; it
// is meant to be deferred.
func Settle(d amqp.Delivery, err *error) {
	if *err != nil {
		d.Nack(false, true)
		return
	}
	d.Ack(false)
}
