// Package repo does the inserts and the writes; package service decides.
package repo

import (
	"context"

	"gorm.io/gorm"
)

// Event is a provider's event, unique by its id.
type Event struct {
	ID      uint   `gorm:"primaryKey"`
	EventID string `gorm:"uniqueIndex"`
	Status  string
}

type Repo struct{ db *gorm.DB }

// SaveEvent inserts the event; a second insert of the id fails.
func (r *Repo) SaveEvent(ctx context.Context, eventID string) error {
	return r.db.WithContext(ctx).Create(&Event{EventID: eventID}).Error
}

// MarkEvent records the event's outcome.
func (r *Repo) MarkEvent(ctx context.Context, eventID, status string) error {
	return r.db.WithContext(ctx).Model(&Event{}).Where("event_id = ?", eventID).Update("status", status).Error
}

// Credit writes the wallet in a transaction of its own.
func (r *Repo) Credit(ctx context.Context, userID string, amount int64) error {
	return r.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		return tx.Exec("UPDATE wallets SET balance = balance + ? WHERE user_id = ?", amount, userID).Error
	})
}
