// Package gormcase holds dedup records made through gorm rather than SQL
// text. A Create of a model whose type name marks a dedup store is an
// INSERT into a dedup table: with its unique key it fails on replay and
// guards what follows it in the retry, as INSERT INTO processed_messages
// does in sqlcase. relativewrite always read it so; retrykeyless once
// counted only SQL text, and reported the guarded delta below.
package gormcase

import (
	"github.com/avast/retry-go/v4"
	"gorm.io/gorm"
)

type ProcessedEvent struct {
	ID string
}

type AuditEntry struct {
	ID string
}

// Twin: the processed event is recorded first; a replay fails on its key
// before the balance moves again.
func recorded(db *gorm.DB, event, acct string, amt int64) error {
	return retry.Do(func() error {
		if err := db.Create(&ProcessedEvent{ID: event}).Error; err != nil {
			return err
		}
		return db.Exec("UPDATE accounts SET balance = balance + ? WHERE id = ?", amt, acct).Error
	})
}

// An audit row is no dedup record: a replay inserts another one and moves
// the balance again.
func audited(db *gorm.DB, event, acct string, amt int64) error {
	return retry.Do(func() error {
		if err := db.Create(&AuditEntry{ID: event}).Error; err != nil {
			return err
		}
		return db.Exec("UPDATE accounts SET balance = balance + ? WHERE id = ?", amt, acct).Error // want `UPDATE accounts SET balance = balance \+ \? is retried by retry.Do; a retry after a timeout that hid the commit applies the change again`
	})
}
