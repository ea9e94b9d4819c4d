// Package natsstream sets up the streams the publishers of natspub
// publish to with a Msg-Id (a package fact).
package natsstream

import (
	"context"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"keyretention/natspub"
)

const dedupWindow = 2 * time.Minute

func Setup(ctx context.Context, js jetstream.JetStream) error {
	_, err := js.CreateStream(ctx, jetstream.StreamConfig{ // want `stream "ORDERS" deduplicates Msg-Ids for 2m \(StreamConfig.Duplicates\), less than the 24h a publisher's retry or an outbox replay can arrive after, and this program publishes with a Msg-Id; set Duplicates to at least 24h \(7 days where the messages drive payments\) or deduplicate in the consumer`
		Name:       "ORDERS",
		Subjects:   []string{natspub.Subject},
		Duplicates: dedupWindow,
	})
	return err
}

// Twin: a window of two days.
func SetupLong(ctx context.Context, js jetstream.JetStream) error {
	_, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{Name: "ORDERS", Duplicates: 48 * time.Hour})
	return err
}

// Twin: no window stated (the server's default).
func SetupDefault(ctx context.Context, js jetstream.JetStream) error {
	_, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{Name: "AUDIT", MaxAge: time.Hour})
	return err
}

// A payments stream: the money floor.
func SetupPayments(ctx context.Context, js jetstream.JetStream) error {
	cfg := jetstream.StreamConfig{Name: "PAYMENTS", Duplicates: 48 * time.Hour}
	_, err := js.UpdateStream(ctx, cfg) // want `stream "PAYMENTS" deduplicates Msg-Ids for 2 days \(StreamConfig.Duplicates\), less than the 7 days`
	return err
}

// Twin: a window from configuration.
func SetupConfigured(ctx context.Context, js jetstream.JetStream, window time.Duration) error { // want SetupConfigured:`ttlParam\(2\)`
	_, err := js.CreateStream(ctx, jetstream.StreamConfig{Name: "ORDERS", Duplicates: window})
	return err
}
