package ackorder

import (
	"context"

	"github.com/twmb/franz-go/pkg/kgo"
)

// Auto-commit left on with inserts in the poll loop.
func franzAutoCommit(ctx context.Context, st *store) error {
	cl, err := kgo.NewClient(kgo.SeedBrokers("localhost:9092"), kgo.ConsumerGroup("billing"), kgo.ConsumeTopics("orders"))
	if err != nil {
		return err
	}
	defer cl.Close()
	for {
		fs := cl.PollFetches(ctx) // want: ackorder
		for _, r := range fs.Records() {
			_ = st.insert(ctx, string(r.Key), r.Value)
		}
	}
}

// Twin: auto-commit off, records committed after the insert.
func franzManual(ctx context.Context, st *store) error {
	cl, err := kgo.NewClient(kgo.SeedBrokers("localhost:9092"), kgo.ConsumerGroup("billing"), kgo.ConsumeTopics("orders"), kgo.DisableAutoCommit())
	if err != nil {
		return err
	}
	defer cl.Close()
	for {
		fs := cl.PollFetches(ctx)
		for _, r := range fs.Records() {
			if err := st.insert(ctx, string(r.Key), r.Value); err != nil {
				return err
			}
			if err := cl.CommitRecords(ctx, r); err != nil {
				return err
			}
		}
	}
}

// Twin: AutoCommitMarks commits what is marked after the insert.
func franzMarks(ctx context.Context, st *store) error {
	cl, err := kgo.NewClient(kgo.SeedBrokers("localhost:9092"), kgo.ConsumerGroup("billing"), kgo.ConsumeTopics("orders"), kgo.AutoCommitMarks())
	if err != nil {
		return err
	}
	defer cl.Close()
	for {
		fs := cl.PollRecords(ctx, 100)
		for _, r := range fs.Records() {
			if err := st.insert(ctx, string(r.Key), r.Value); err != nil {
				return err
			}
			cl.MarkCommitRecords(r)
		}
	}
}

// Commit before the insert, auto-commit off.
func franzCommitFirst(ctx context.Context, st *store) error {
	cl, err := kgo.NewClient(kgo.SeedBrokers("localhost:9092"), kgo.ConsumerGroup("billing"), kgo.DisableAutoCommit())
	if err != nil {
		return err
	}
	defer cl.Close()
	for {
		fs := cl.PollFetches(ctx)
		for _, r := range fs.Records() {
			if err := cl.CommitRecords(ctx, r); err != nil { // want: ackorder
				return err
			}
			_ = st.insert(ctx, string(r.Key), r.Value)
		}
	}
}

// FranzStream hands each record to a channel its caller's workers read and
// marks the batch as soon as it is handed over.
func FranzStream(ctx context.Context, cl *kgo.Client) <-chan []byte {
	out := make(chan []byte)
	go func() {
		defer close(out)
		for {
			records := cl.PollFetches(ctx).Records()
			for _, r := range records {
				select {
				case out <- r.Value:
				case <-ctx.Done():
					return
				}
			}
			cl.MarkCommitRecords(records...) // want: ackorder
		}
	}()
	return out
}
