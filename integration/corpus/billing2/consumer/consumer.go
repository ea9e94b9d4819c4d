// Package consumer applies the processor's "invoice.paid" events from
// Kafka to the invoices, once per event.
package consumer

import (
	"context"
	"encoding/json"
	"time"

	"github.com/segmentio/kafka-go"
	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

// Processed is the consumer's inbox: one row per applied event.
type Processed struct {
	EventID     string `gorm:"primaryKey"`
	ProcessedAt time.Time
}

type Invoice struct {
	ExternalID string `gorm:"primaryKey"`
	Status     string
	PaidAt     *time.Time
}

type Consumer struct {
	r  *kafka.Reader
	db *gorm.DB
}

func New(r *kafka.Reader, db *gorm.DB) *Consumer { return &Consumer{r: r, db: db} }

// Migrate creates the inbox.
func (c *Consumer) Migrate() error { return c.db.AutoMigrate(&Processed{}) }

type paidEvent struct {
	ID      string `json:"id"`
	Invoice string `json:"invoice"`
}

// Run applies each event, then commits its offset.
func (c *Consumer) Run(ctx context.Context) error {
	for {
		m, err := c.r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var ev paidEvent
		if err := json.Unmarshal(m.Value, &ev); err != nil {
			return err
		}
		if err := c.apply(ctx, ev); err != nil {
			return err
		}
		if err := c.r.CommitMessages(ctx, m); err != nil {
			return err
		}
	}
}

// apply claims the event's ID in the transaction that marks the invoice
// paid: a redelivery finds the claim and does nothing.
func (c *Consumer) apply(ctx context.Context, ev paidEvent) error {
	return c.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		res := tx.Clauses(clause.OnConflict{Columns: []clause.Column{{Name: "event_id"}}, DoNothing: true}).
			Create(&Processed{EventID: ev.ID, ProcessedAt: time.Now()})
		if res.Error != nil {
			return res.Error
		}
		if res.RowsAffected == 0 {
			return nil
		}
		now := time.Now()
		return tx.Model(&Invoice{ExternalID: ev.Invoice}).Updates(Invoice{Status: "paid", PaidAt: &now}).Error
	})
}
