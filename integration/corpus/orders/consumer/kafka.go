// Package consumer holds the orders service's consumers, one per broker.
// Each decodes the event and hands it to the orders.Handler or function it
// was built with; which handler that is, the wiring package decides.
package consumer

import (
	"context"
	"encoding/json"

	"github.com/segmentio/kafka-go"

	"github.com/idemlint/idemlint/integration/corpus/orders"
)

type Kafka struct {
	r *kafka.Reader
	h orders.Handler
}

func NewKafka(r *kafka.Reader, h orders.Handler) *Kafka { return &Kafka{r: r, h: h} }

// Run commits the offset as soon as the event decodes, then handles it: a
// crash or an error in the handler loses the event.
func (c *Kafka) Run(ctx context.Context) error {
	for {
		m, err := c.r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var ev orders.Event
		if err := json.Unmarshal(m.Value, &ev); err != nil {
			continue
		}
		if err := c.r.CommitMessages(ctx, m); err != nil { // want: ackorder
			return err
		}
		if err := c.h.Handle(ctx, ev); err != nil {
			return err
		}
	}
}
