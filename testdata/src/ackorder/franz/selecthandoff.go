package franz

import (
	"context"

	"github.com/twmb/franz-go/pkg/kgo"
)

// Message is the team's own message, built from the record.
type Message struct {
	Key, Value []byte
}

// Stream hands each polled record to a channel its caller's workers read
// (steffanharmaajarvi/go-orders-outbox's KafkaConsumer.Start), inside a
// select that also watches the context, and marks the batch as soon as it
// is handed over: the workers may not have processed it.
func Stream(ctx context.Context, cl *kgo.Client) <-chan Message {
	out := make(chan Message)
	go func() {
		defer close(out)
		for {
			records := cl.PollFetches(ctx).Records()
			for _, r := range records {
				select {
				case out <- Message{Key: r.Key, Value: r.Value}:
				case <-ctx.Done():
					return
				}
			}
			cl.MarkCommitRecords(records...) // want `after the message was sent on a channel`
		}
	}()
	return out
}

// Twin: each record is handed over with a reply channel, and the batch is
// marked only after the workers answered.
type Job struct {
	Msg  Message
	Done chan error
}

func StreamAwaited(ctx context.Context, cl *kgo.Client, jobs chan<- Job) {
	for {
		records := cl.PollFetches(ctx).Records()
		for _, r := range records {
			done := make(chan error, 1)
			select {
			case jobs <- Job{Msg: Message{Key: r.Key, Value: r.Value}, Done: done}:
			case <-ctx.Done():
				return
			}
			if err := <-done; err != nil {
				return
			}
		}
		cl.MarkCommitRecords(records...)
	}
}
