// Package nomsgid sets a short dedup window on a stream that nobody
// publishes to with a Msg-Id: the window deduplicates nothing.
package nomsgid

import (
	"context"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

func Setup(ctx context.Context, js jetstream.JetStream) error {
	_, err := js.CreateStream(ctx, jetstream.StreamConfig{Name: "METRICS", Subjects: []string{"metrics.>"}, Duplicates: time.Minute})
	if err != nil {
		return err
	}
	_, err = js.Publish(ctx, "metrics.cpu", []byte("1"))
	return err
}
