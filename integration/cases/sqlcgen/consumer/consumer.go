// Package consumer is hand-written code over the sqlc-generated package
// sqldb (database/sql), held through sqlc's generated Querier interface:
// a message handler that applies a delta per delivery.
package consumer

import (
	"context"
	"fmt"

	"github.com/segmentio/kafka-go"

	"github.com/idemlint/idemlint/integration/cases/sqlcgen/sqldb"
)

type Loyalty struct {
	q sqldb.Querier
}

func NewLoyalty(q sqldb.Querier) *Loyalty { return &Loyalty{q: q} }

// Handle adds the points of a purchase event: a redelivered event adds
// them again.
func (l *Loyalty) Handle(ctx context.Context, m kafka.Message) error {
	return l.q.AddPoints(ctx, sqldb.AddPointsParams{CustomerID: string(m.Key), Points: 10}) // want: relativewrite
}

// Twin: setting the total from the event converges.
func (l *Loyalty) HandleTotal(ctx context.Context, m kafka.Message, total int64) error {
	return l.q.SetPoints(ctx, sqldb.SetPointsParams{CustomerID: string(m.Key), Points: total})
}

// Twin: the event is claimed first (a generated INSERT … ON CONFLICT DO
// NOTHING whose count is checked): a redelivery stops at the claim.
func (l *Loyalty) HandleOnce(ctx context.Context, m kafka.Message) error {
	n, err := l.q.MarkProcessed(ctx, fmt.Sprintf("%s/%d/%d", m.Topic, m.Partition, m.Offset))
	if err != nil || n == 0 {
		return err
	}
	return l.q.AddPoints(ctx, sqldb.AddPointsParams{CustomerID: string(m.Key), Points: 10})
}
