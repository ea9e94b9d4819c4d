package stream

import (
	"context"
	"log/slog"

	"github.com/twmb/franz-go/pkg/kgo"

	"github.com/idemlint/idemlint/integration/corpus/accounts"
)

// Audit copies every record to the audit sink; the client is built by the
// service's main with kgo.DisableAutoCommit().
type Audit struct {
	cl   *kgo.Client
	sink accounts.Sink
}

func NewAudit(cl *kgo.Client, sink accounts.Sink) *Audit { return &Audit{cl: cl, sink: sink} }

// Run commits the whole fetch, then writes its records: a failed Write
// loses the records the commit already covered.
func (a *Audit) Run(ctx context.Context) error {
	for {
		fs := a.cl.PollFetches(ctx)
		if err := fs.Err0(); err != nil {
			return err
		}
		recs := fs.Records()
		if err := a.cl.CommitRecords(ctx, recs...); err != nil { // want: ackorder
			return err
		}
		for _, r := range recs {
			if err := a.sink.Write(ctx, accounts.Record{Key: r.Key, Value: r.Value, At: r.Timestamp}); err != nil {
				return err
			}
		}
	}
}

// RunCommitAfter is Run's twin: the offsets are committed once every record
// of the fetch is written.
func (a *Audit) RunCommitAfter(ctx context.Context) error {
	for {
		fs := a.cl.PollFetches(ctx)
		if err := fs.Err0(); err != nil {
			return err
		}
		for _, r := range fs.Records() {
			if err := a.sink.Write(ctx, accounts.Record{Key: r.Key, Value: r.Value, At: r.Timestamp}); err != nil {
				return err
			}
		}
		if err := a.cl.CommitUncommittedOffsets(ctx); err != nil {
			return err
		}
	}
}

// Mirror copies the topic to the audit sink in its own consumer group.
type Mirror struct {
	Brokers []string
	Group   string
	sink    accounts.Sink
}

func NewMirror(brokers []string, group string, sink accounts.Sink) *Mirror {
	return &Mirror{Brokers: brokers, Group: group, sink: sink}
}

// Run polls with franz-go's default auto-commit, which commits polled
// offsets in the background whether or not Write succeeded.
func (m *Mirror) Run(ctx context.Context) error {
	cl, err := kgo.NewClient(kgo.SeedBrokers(m.Brokers...), kgo.ConsumerGroup(m.Group), kgo.ConsumeTopics("accounts"))
	if err != nil {
		return err
	}
	defer cl.Close()
	for {
		fs := cl.PollFetches(ctx) // want: ackorder
		if err := fs.Err0(); err != nil {
			return err
		}
		for _, r := range fs.Records() {
			if err := m.sink.Write(ctx, accounts.Record{Key: r.Key, Value: r.Value, At: r.Timestamp}); err != nil {
				slog.ErrorContext(ctx, "mirror", "offset", r.Offset, "err", err)
			}
		}
	}
}

// Sample is Mirror's twin: a sampled copy for dashboards, at-most-once by
// design and declared so.
type Sample struct {
	Brokers []string
	sink    accounts.Sink
}

func NewSample(brokers []string, sink accounts.Sink) *Sample {
	return &Sample{Brokers: brokers, sink: sink}
}

func (s *Sample) Run(ctx context.Context) error {
	cl, err := kgo.NewClient(kgo.SeedBrokers(s.Brokers...), kgo.ConsumerGroup("accounts-sample"), kgo.ConsumeTopics("accounts"))
	if err != nil {
		return err
	}
	defer cl.Close()
	for {
		//idemlint:ignore ackorder a dashboard sample: a record lost in a crash is not worth a redelivery
		fs := cl.PollFetches(ctx)
		if err := fs.Err0(); err != nil {
			return err
		}
		for _, r := range fs.Records() {
			if err := s.sink.Write(ctx, accounts.Record{Key: r.Key, Value: r.Value, At: r.Timestamp}); err != nil {
				slog.WarnContext(ctx, "sample", "offset", r.Offset, "err", err)
			}
		}
	}
}
