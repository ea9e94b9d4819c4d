// Package appwiring builds the app: the notifier meets the consumer that
// commits before it calls it here, two packages above the consumer.
package appwiring

import (
	"github.com/segmentio/kafka-go"

	"ackorder/typeflow/app"
	"ackorder/typeflow/billing"
)

func Notify(r *kafka.Reader) *app.App {
	return app.New(r, billing.Payer{}) // want `app.New is handed a value whose billing.Payer.Notify makes a payment \(through billing.Charge, paymentintent.New\), and consumer.Notifying.Run calls consumer.Notifying.n.Notify after the offset committed with kafka.Reader.CommitMessages at consumer.go:103`
}

// Twin: the same app over a notifier that only logs.
func NotifyLog(r *kafka.Reader) *app.App {
	return app.New(r, billing.Logger{})
}
