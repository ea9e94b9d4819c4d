package jsconsumer

import (
	"context"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/idemlint/idemlint/integration/corpus/accounts"
)

// Pull feeds the read models from a jetstream pull consumer.
type Pull struct {
	cons jetstream.Consumer
	proj accounts.Projector
	beat accounts.Heartbeat
}

func NewPull(cons jetstream.Consumer, proj accounts.Projector, beat accounts.Heartbeat) *Pull {
	return &Pull{cons: cons, proj: proj, beat: beat}
}

// Once fetches a batch and double-acks each message before applying it.
func (p *Pull) Once(ctx context.Context) error {
	batch, err := p.cons.Fetch(100)
	if err != nil {
		return err
	}
	for m := range batch.Messages() {
		if err := m.DoubleAck(ctx); err != nil { // want: ackorder
			return err
		}
		evt, err := accounts.Decode(m.Data())
		if err != nil {
			continue
		}
		if err := p.proj.Apply(ctx, evt); err != nil {
			return err
		}
	}
	return batch.Error()
}

// OnceAckAfter is Once's twin: each message is acked after Apply; what
// follows the ack, the heartbeat, is handed nothing of the message.
func (p *Pull) OnceAckAfter(ctx context.Context) error {
	batch, err := p.cons.Fetch(100)
	if err != nil {
		return err
	}
	for m := range batch.Messages() {
		evt, err := accounts.Decode(m.Data())
		if err != nil {
			m.Term()
			continue
		}
		if err := p.proj.Apply(ctx, evt); err != nil {
			m.Nak()
			return err
		}
		if err := m.DoubleAck(ctx); err != nil {
			return err
		}
		if err := p.beat.Beat(ctx); err != nil {
			return err
		}
	}
	return batch.Error()
}
