package stream

import (
	"context"
	"errors"
	"log/slog"

	"github.com/segmentio/kafka-go"

	"github.com/idemlint/idemlint/integration/corpus/accounts"
)

// Projection feeds the read models from a kafka-go group reader.
type Projection struct {
	r    *kafka.Reader
	proj accounts.Projector
}

func NewProjection(r *kafka.Reader, proj accounts.Projector) *Projection {
	return &Projection{r: r, proj: proj}
}

// Run commits each offset as soon as it is fetched: an Apply that fails,
// or a crash while it runs, leaves the read model without the event.
func (p *Projection) Run(ctx context.Context) error {
	for {
		m, err := p.r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := p.r.CommitMessages(ctx, m); err != nil { // want: ackorder
			return err
		}
		evt, err := accounts.Decode(m.Value)
		if errors.Is(err, accounts.ErrInvalid) {
			continue
		} else if err != nil {
			return err
		}
		if err := p.proj.Apply(ctx, evt); err != nil {
			return err
		}
	}
}

// RunCommitAfter is Run's twin: the commit follows Apply.
func (p *Projection) RunCommitAfter(ctx context.Context) error {
	for {
		m, err := p.r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		evt, err := accounts.Decode(m.Value)
		if err != nil {
			slog.WarnContext(ctx, "poison", "offset", m.Offset, "err", err)
		} else if err := p.proj.Apply(ctx, evt); err != nil {
			return err
		}
		if err := p.r.CommitMessages(ctx, m); err != nil {
			return err
		}
	}
}

// Tail follows the topic in a consumer group, from the service's config.
type Tail struct {
	Brokers []string
	Group   string
	Topic   string
	proj    accounts.Projector
}

func NewTail(brokers []string, group, topic string, proj accounts.Projector) *Tail {
	return &Tail{Brokers: brokers, Group: group, Topic: topic, proj: proj}
}

// Run reads with ReadMessage on a group reader, which commits each offset
// as it returns the message, before Apply.
func (t *Tail) Run(ctx context.Context) error {
	r := kafka.NewReader(kafka.ReaderConfig{Brokers: t.Brokers, GroupID: t.Group, Topic: t.Topic})
	defer r.Close()
	for {
		m, err := r.ReadMessage(ctx) // want: ackorder
		if err != nil {
			return err
		}
		evt, err := accounts.Decode(m.Value)
		if err != nil {
			continue
		}
		if err := t.proj.Apply(ctx, evt); err != nil {
			return err
		}
	}
}

// Replay is Tail's twin: it rebuilds a read model from one partition with
// no consumer group, so ReadMessage commits nothing; a crash replays from
// Offset again.
type Replay struct {
	Brokers   []string
	Topic     string
	Partition int
	Offset    int64
	proj      accounts.Projector
}

func NewReplay(brokers []string, topic string, partition int, offset int64, proj accounts.Projector) *Replay {
	return &Replay{Brokers: brokers, Topic: topic, Partition: partition, Offset: offset, proj: proj}
}

func (rp *Replay) Run(ctx context.Context) error {
	r := kafka.NewReader(kafka.ReaderConfig{Brokers: rp.Brokers, Topic: rp.Topic, Partition: rp.Partition})
	defer r.Close()
	if err := r.SetOffset(rp.Offset); err != nil {
		return err
	}
	for {
		m, err := r.ReadMessage(ctx)
		if err != nil {
			return err
		}
		evt, err := accounts.Decode(m.Value)
		if err != nil {
			continue
		}
		if err := rp.proj.Apply(ctx, evt); err != nil {
			return err
		}
	}
}
