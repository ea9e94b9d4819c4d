// Package uniqueclaim: a unique insert used as the claim, committed on
// its own before the effect, on the real gorm, go-redis and database/sql.
// The insert of an event's id, unique by the model's tag or the table's
// PRIMARY KEY, whose error aborts, followed by a credit in a transaction
// of its own is reported; the insert in the credit's transaction and the
// row marked after the credit are not.
package uniqueclaim

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/redis/go-redis/v9"
	"gorm.io/gorm"
)

const schema = `CREATE TABLE processed_events (id text PRIMARY KEY, received_at timestamptz NOT NULL DEFAULT now())`

// WebhookEvent is a provider's event, unique by its id.
type WebhookEvent struct {
	ID      uint   `gorm:"primaryKey"`
	EventID string `gorm:"uniqueIndex;not null"`
	Status  string
}

type Payload struct {
	EventID string
	UserID  string
	Balance int64
}

type Service struct {
	rdb *redis.Client
	db  *gorm.DB
	sql *sql.DB
}

func (s *Service) Process(ctx context.Context, p Payload) error {
	key := fmt.Sprintf("webhook:event:%s", p.EventID)
	if v, err := s.rdb.Get(ctx, key).Result(); err == nil && v == "1" {
		return errors.New("duplicate webhook event")
	}
	if err := s.db.WithContext(ctx).Create(&WebhookEvent{EventID: p.EventID}).Error; err != nil { // want: inprogress
		return err
	}
	return s.credit(ctx, p)
}

func (s *Service) ProcessMarked(ctx context.Context, p Payload) error {
	key := fmt.Sprintf("webhook:event:%s", p.EventID)
	if v, err := s.rdb.Get(ctx, key).Result(); err == nil && v == "1" {
		return errors.New("duplicate webhook event")
	}
	if err := s.db.WithContext(ctx).Create(&WebhookEvent{EventID: p.EventID}).Error; err != nil {
		return err
	}
	if err := s.credit(ctx, p); err != nil {
		s.db.WithContext(ctx).Where("event_id = ?", p.EventID).Delete(&WebhookEvent{})
		return err
	}
	return s.db.WithContext(ctx).Model(&WebhookEvent{}).Where("event_id = ?", p.EventID).Update("status", "done").Error
}

func (s *Service) ProcessInTx(ctx context.Context, p Payload) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := tx.Exec(`INSERT INTO processed_events (id) VALUES (?)`, p.EventID).Error; err != nil {
			return err
		}
		return tx.Exec(`UPDATE wallets SET balance = ? WHERE user_id = ?`, p.Balance, p.UserID).Error
	})
}

func (s *Service) Handle(ctx context.Context, p Payload) error {
	if _, err := s.sql.ExecContext(ctx, `INSERT INTO processed_events (id) VALUES ($1)`, p.EventID); err != nil { // want: inprogress
		return err
	}
	tx, err := s.sql.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `UPDATE wallets SET balance = $1 WHERE user_id = $2`, p.Balance, p.UserID); err != nil {
		return err
	}
	return tx.Commit()
}

func (s *Service) credit(ctx context.Context, p Payload) error {
	tx := s.db.WithContext(ctx).Begin()
	if err := tx.Exec(`UPDATE wallets SET balance = ? WHERE user_id = ?`, p.Balance, p.UserID).Error; err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit().Error
}
