package uniqueclaim

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"
	"gorm.io/gorm"
)

// WebhookEvent is a provider's event, unique by its id.
type WebhookEvent struct {
	ID      uint   `gorm:"primaryKey"`
	EventID string `gorm:"uniqueIndex;not null"`
	Status  string
	Amount  int64
}

// ProcessedWebhook is a dedup-named event log, unique by the event's id.
type ProcessedWebhook struct {
	EventID string `gorm:"primaryKey"`
}

type Order struct {
	ID     string `gorm:"primaryKey"`
	UserID string
}

type OrderItem struct {
	ID      uint `gorm:"primaryKey"`
	OrderID string
	SKU     string
}

type Payload struct {
	EventID string
	UserID  string
	Amount  int64
}

type Service struct {
	rdb *redis.Client
	db  *gorm.DB
}

// Process is the wallet-backend shape: the event's key checked in Redis,
// the event inserted on its own (unique on EventID, its error aborts),
// then the credit in a transaction of its own. Nothing marks the event
// afterwards: a failed credit leaves it, and every redelivery fails on
// the unique EventID.
func (s *Service) Process(ctx context.Context, p Payload) error {
	key := fmt.Sprintf("webhook:event:%s", p.EventID)
	if v, err := s.rdb.Get(ctx, key).Result(); err == nil && v == "1" {
		return errors.New("duplicate webhook event")
	}
	if err := s.saveEvent(ctx, p); err != nil { // want `the insert by uniqueclaim\.Service\.saveEvent into webhook_events, whose unique key is the key checked before it, commits before the effect uniqueclaim\.Service\.credit`
		return err
	}
	s.rdb.Set(ctx, key, "1", 24*time.Hour)
	return s.credit(ctx, p)
}

// Twin: the same, and the event is marked done (or failed) after the
// credit: the claim's own table is written again, an outcome is recorded.
func (s *Service) ProcessMarked(ctx context.Context, p Payload) error {
	key := fmt.Sprintf("webhook:event:%s", p.EventID)
	if v, err := s.rdb.Get(ctx, key).Result(); err == nil && v == "1" {
		return errors.New("duplicate webhook event")
	}
	if err := s.saveEvent(ctx, p); err != nil {
		return err
	}
	if err := s.credit(ctx, p); err != nil {
		s.db.Model(&WebhookEvent{}).Where("event_id = ?", p.EventID).Update("status", "failed")
		return err
	}
	return s.db.Model(&WebhookEvent{}).Where("event_id = ?", p.EventID).Update("status", "done").Error
}

// Twin: the event inserted inside the transaction that credits: the
// claim is durable exactly when the credit is.
func (s *Service) ProcessInTx(ctx context.Context, p Payload) error {
	return s.db.Transaction(func(tx *gorm.DB) error {
		if err := tx.Create(&ProcessedWebhook{EventID: p.EventID}).Error; err != nil {
			return err
		}
		return tx.Exec("UPDATE wallets SET balance = balance + ? WHERE user_id = ?", p.Amount, p.UserID).Error
	})
}

// ProcessLogged: a dedup-named event log inserted on its own, then the
// credit in a transaction of its own: a claim by its table's name, with
// no check before it.
func (s *Service) ProcessLogged(ctx context.Context, p Payload) error {
	if err := s.db.WithContext(ctx).Create(&ProcessedWebhook{EventID: p.EventID}).Error; err != nil { // want `the insert by gorm\.DB\.Create into processed_webhooks, a dedup table, commits before the effect uniqueclaim\.Service\.credit`
		return err
	}
	return s.credit(ctx, p)
}

// Twin: a create that is no claim: the order's primary key is minted
// here, nothing checked it, and orders is no dedup table.
func (s *Service) PlaceOrder(ctx context.Context, userID, sku string) error {
	o := Order{ID: uuid.New().String(), UserID: userID}
	if err := s.db.WithContext(ctx).Create(&o).Error; err != nil {
		return err
	}
	return s.db.Transaction(func(tx *gorm.DB) error {
		return tx.Create(&OrderItem{OrderID: o.ID, SKU: sku}).Error
	})
}

// Twin: the event inserted with the checked key, but its error ignored:
// the insert decides nothing, so it claims nothing.
func (s *Service) ProcessBestEffort(ctx context.Context, p Payload) error {
	key := fmt.Sprintf("webhook:event:%s", p.EventID)
	if v, err := s.rdb.Get(ctx, key).Result(); err == nil && v == "1" {
		return nil
	}
	s.saveEvent(ctx, p)
	return s.credit(ctx, p)
}

func (s *Service) saveEvent(ctx context.Context, p Payload) error {
	ev := WebhookEvent{EventID: p.EventID, Amount: p.Amount}
	if err := s.db.WithContext(ctx).Create(&ev).Error; err != nil {
		return fmt.Errorf("failed to save webhook event: %v", err)
	}
	return nil
}

func (s *Service) credit(ctx context.Context, p Payload) error {
	tx := s.db.Begin()
	if err := tx.Exec("UPDATE wallets SET balance = balance + ? WHERE user_id = ?", p.Amount, p.UserID).Error; err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit().Error
}
