package consumer

import (
	"context"

	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/segmentio/kafka-go"
	"github.com/twmb/franz-go/pkg/kgo"
)

// Broker consumers whose work is the injected Sink: the shapes of issue 23
// item 3 on each library, each beside its twin.
type Broker struct {
	sink Sink
}

func NewBroker(s Sink) *Broker { return &Broker{sink: s} }

// ReadMessage on a reader with a group commits as it reads.
func (b *Broker) Group(ctx context.Context) error {
	r := kafka.NewReader(kafka.ReaderConfig{Brokers: []string{"localhost:9092"}, GroupID: "ledger", Topic: "events"})
	for {
		m, err := r.ReadMessage(ctx) // want `kafka\.Reader\.ReadMessage commits the offset as it reads when the reader has a group, before consumer\.Sink\.Write is handed the message`
		if err != nil {
			return err
		}
		if err := b.sink.Write(ctx, m.Value); err != nil {
			return err
		}
	}
}

// Twin: ReadMessage without a group commits nothing.
func (b *Broker) Partition(ctx context.Context) error {
	r := kafka.NewReader(kafka.ReaderConfig{Brokers: []string{"localhost:9092"}, Topic: "events", Partition: 0})
	for {
		m, err := r.ReadMessage(ctx)
		if err != nil {
			return err
		}
		if err := b.sink.Write(ctx, m.Value); err != nil {
			return err
		}
	}
}

// franz-go: the fetch committed before the per-record work.
func (b *Broker) Franz(ctx context.Context, cl *kgo.Client) error {
	fs := cl.PollFetches(ctx)
	recs := fs.Records()
	if err := cl.CommitRecords(ctx, recs...); err != nil { // want `offset committed with kgo\.Client\.CommitRecords before consumer\.Sink\.Write is handed the message`
		return err
	}
	for _, r := range recs {
		if err := b.sink.Write(ctx, r.Value); err != nil {
			return err
		}
	}
	return nil
}

// franz-go polling with auto-commit on (the default).
func (b *Broker) FranzAuto(ctx context.Context) error {
	cl, err := kgo.NewClient(kgo.SeedBrokers("localhost:9092"), kgo.ConsumerGroup("ledger"), kgo.ConsumeTopics("events"))
	if err != nil {
		return err
	}
	for {
		fs := cl.PollFetches(ctx) // want `kgo\.Client\.PollFetches on a client with auto-commit on \(the default\) commits polled offsets in the background, possibly before consumer\.Sink\.Write is handed the message`
		for _, r := range fs.Records() {
			if err := b.sink.Write(ctx, r.Value); err != nil {
				return err
			}
		}
	}
}

// Twin: auto-commit off, each record committed after its work.
func (b *Broker) FranzManual(ctx context.Context) error {
	cl, err := kgo.NewClient(kgo.SeedBrokers("localhost:9092"), kgo.ConsumerGroup("ledger"), kgo.ConsumeTopics("events"), kgo.DisableAutoCommit())
	if err != nil {
		return err
	}
	for {
		fs := cl.PollFetches(ctx)
		for _, r := range fs.Records() {
			if err := b.sink.Write(ctx, r.Value); err != nil {
				return err
			}
			if err := cl.CommitRecords(ctx, r); err != nil {
				return err
			}
		}
	}
}

// A NATS callback that acks first.
func (b *Broker) OnMsg(m *nats.Msg) {
	m.Ack() // want `message acked with nats\.Msg\.Ack before consumer\.Sink\.Write is handed the message`
	if err := b.sink.Write(context.Background(), m.Data); err != nil {
		m.Nak()
	}
}

// Twin: the callback acks after the work, and naks on failure.
func (b *Broker) OnMsgAfter(m *nats.Msg) {
	if err := b.sink.Write(context.Background(), m.Data); err != nil {
		m.Nak()
		return
	}
	m.Ack()
}

// A JetStream pull consumer that acks the fetched batch before processing it.
func (b *Broker) Pull(ctx context.Context, c jetstream.Consumer) error {
	batch, err := c.Fetch(10)
	if err != nil {
		return err
	}
	for m := range batch.Messages() {
		m.DoubleAck(ctx) // want `message acked with jetstream\.Msg\.DoubleAck before consumer\.Sink\.Write is handed the message`
		if err := b.sink.Write(ctx, m.Data()); err != nil {
			return err
		}
	}
	return batch.Error()
}

// SQS: receive, delete, then process.
func (b *Broker) SQS(ctx context.Context, c *sqs.Client, q string) error {
	out, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: &q})
	if err != nil {
		return err
	}
	for _, m := range out.Messages {
		if _, err := c.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: &q, ReceiptHandle: m.ReceiptHandle}); err != nil { // want `message deleted with sqs\.Client\.DeleteMessage before consumer\.Sink\.Write is handed the message`
			return err
		}
		if err := b.sink.Write(ctx, []byte(*m.Body)); err != nil {
			return err
		}
	}
	return nil
}

// Twin: delete after the work.
func (b *Broker) SQSAfter(ctx context.Context, c *sqs.Client, q string) error {
	out, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: &q})
	if err != nil {
		return err
	}
	for _, m := range out.Messages {
		if err := b.sink.Write(ctx, []byte(*m.Body)); err != nil {
			return err
		}
		if _, err := c.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: &q, ReceiptHandle: m.ReceiptHandle}); err != nil {
			return err
		}
	}
	return nil
}

// A watermill handler that acks before the injected work.
func (b *Broker) Watermill(ctx context.Context, sub message.Subscriber) error {
	msgs, err := sub.Subscribe(ctx, "events")
	if err != nil {
		return err
	}
	for m := range msgs {
		m.Ack() // want `message acked with message\.Message\.Ack before consumer\.Sink\.Write is handed the message`
		if err := b.sink.Write(ctx, m.Payload); err != nil {
			return err
		}
	}
	return nil
}

// Twin: ack after the work, nack on failure.
func (b *Broker) WatermillAfter(ctx context.Context, sub message.Subscriber) error {
	msgs, err := sub.Subscribe(ctx, "events")
	if err != nil {
		return err
	}
	for m := range msgs {
		if err := b.sink.Write(ctx, m.Payload); err != nil {
			m.Nack()
			continue
		}
		m.Ack()
	}
	return nil
}
