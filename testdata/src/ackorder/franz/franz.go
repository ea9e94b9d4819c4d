package franz

import (
	"context"
	"database/sql"

	"github.com/twmb/franz-go/pkg/kgo"
)

func charge(ctx context.Context, db *sql.DB, r *kgo.Record) error {
	_, err := db.ExecContext(ctx, "INSERT INTO charges (k, v) VALUES ($1, $2)", r.Key, r.Value)
	return err
}

// Auto-commit left on (the default) with effects in the poll loop.
func autoCommit(ctx context.Context, db *sql.DB) error {
	cl, err := kgo.NewClient(kgo.SeedBrokers("localhost:9092"), kgo.ConsumerGroup("billing"), kgo.ConsumeTopics("orders"))
	if err != nil {
		return err
	}
	for {
		fs := cl.PollFetches(ctx) // want `kgo.Client.PollFetches on a client with auto-commit on \(the default\) commits polled offsets in the background, possibly before franz.charge writes to the database \(through sql.DB.ExecContext\); a crash in between loses the message; create the client with kgo.DisableAutoCommit\(\) and commit after the effect succeeds`
		for _, r := range fs.Records() {
			_ = charge(ctx, db, r)
		}
	}
}

// Twin: auto-commit off, records committed after the effect.
func manualCommit(ctx context.Context, db *sql.DB) error {
	cl, err := kgo.NewClient(kgo.SeedBrokers("localhost:9092"), kgo.ConsumerGroup("billing"), kgo.ConsumeTopics("orders"), kgo.DisableAutoCommit())
	if err != nil {
		return err
	}
	for {
		fs := cl.PollFetches(ctx)
		for _, r := range fs.Records() {
			if err := charge(ctx, db, r); err != nil {
				return err
			}
			if err := cl.CommitRecords(ctx, r); err != nil {
				return err
			}
		}
	}
}

// Twin: AutoCommitMarks commits only what the code marks, after the effect.
func marks(ctx context.Context, db *sql.DB) error {
	cl, err := kgo.NewClient(kgo.SeedBrokers("localhost:9092"), kgo.ConsumerGroup("billing"), kgo.AutoCommitMarks())
	if err != nil {
		return err
	}
	for {
		fs := cl.PollFetches(ctx)
		for _, r := range fs.Records() {
			if err := charge(ctx, db, r); err != nil {
				return err
			}
			cl.MarkCommitRecords(r)
		}
	}
}

// Twin: the client's options come from elsewhere; nothing is known.
func givenOpts(ctx context.Context, db *sql.DB, opts []kgo.Opt) error {
	cl, err := kgo.NewClient(opts...)
	if err != nil {
		return err
	}
	fs := cl.PollFetches(ctx)
	for _, r := range fs.Records() {
		_ = charge(ctx, db, r)
	}
	return nil
}

// Commit before the effect, auto-commit off.
func commitFirst(ctx context.Context, db *sql.DB) error {
	cl, err := kgo.NewClient(kgo.SeedBrokers("localhost:9092"), kgo.ConsumerGroup("billing"), kgo.DisableAutoCommit())
	if err != nil {
		return err
	}
	for {
		fs := cl.PollFetches(ctx)
		for _, r := range fs.Records() {
			if err := cl.CommitRecords(ctx, r); err != nil { // want `offset committed with kgo.Client.CommitRecords before franz.charge writes to the database`
				return err
			}
			_ = charge(ctx, db, r)
		}
	}
}
