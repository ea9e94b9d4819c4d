// Package router hands the handler it is given on to the consumer's
// constructor: the wiring that calls Mount fills the consumer's field.
package router

import (
	"github.com/segmentio/kafka-go"

	"inventory/wired/consumer"
	"inventory/wired/events"
)

func Mount(r *kafka.Reader, h events.Handler) *consumer.Loop { return consumer.New(r, h) }
