// Package gormschema holds inprogress cases on gorm models of idempotency
// tables: the models a package migrates or writes, beside their twins.
package gormschema

import (
	"time"

	"gorm.io/gorm"
)

// The model: a key and when it was seen, only "done" and "not done".
type IdempotencyKey struct { // want `^idempotency model IdempotencyKey \(table idempotency_keys\) has no state field and no stored response: a retry that arrives while the first request is still running finds the key and cannot tell in progress from done, so it is answered as a success or as a failure it is not; add a State field \(in_progress, succeeded, failed\) and a Response field, and answer 409 while in progress$`
	Key       string `gorm:"primaryKey"`
	CreatedAt time.Time
}

// Twin: a status and a stored response.
type IdempotencyRequest struct {
	Key          string `gorm:"primaryKey"`
	Status       string
	ResponseBody []byte
}

// Twin: the state comes with an embedded struct.
type DedupCall struct {
	Key string `gorm:"primaryKey"`
	Lifecycle
}

// Lifecycle is embedded in models.
type Lifecycle struct {
	State       string
	CompletedAt *time.Time
}

// Twin: the outcome's column is renamed, the field still says what it is.
type IdempotentCharge struct {
	Key      string `gorm:"primaryKey"`
	Response []byte `gorm:"column:payload"`
}

// Only migrated here; the status field is not a column: reported.
type IdempotencyLock struct { // want `idempotency model IdempotencyLock \(table idempotency_locks\) has no state field`
	Key    string `gorm:"primaryKey"`
	Status string `gorm:"-"`
}

// Only migrated here; the model name says nothing, its TableName does:
// reported with that table.
type APICall struct { // want `idempotency model APICall \(table idempotency_api_calls\) has no state field`
	Key string `gorm:"primaryKey"`
	gorm.Model
}

// TableName names the table.
func (APICall) TableName() string { return "idempotency_api_calls" }

// Twin: a consumer's inbox of message ids, written in the effect's
// transaction, needs no in-progress state.
type ProcessedMessage struct {
	MessageID string `gorm:"primaryKey"`
}

// Twin: an inbox whose key is the event's id, under another name: the
// model's name says so.
type ProcessedEvent struct {
	ID string `gorm:"primaryKey"`
}

// Twin: not an idempotency model.
type Order struct {
	ID     uint
	Amount int64
}

// Twin: an idempotency model the package only reads: a read model may map
// the columns it reads and no more; the package that writes or migrates
// the table judges it.
type IdempotencyView struct {
	Key string
}

// Twin: the table is created by DDL in this package, with a state column;
// the model maps only the columns it writes. The DDL is judged, not the
// model.
type IdempotencyEntry struct {
	Key string
}

const entrySchema = `CREATE TABLE idempotency_entries (key text PRIMARY KEY, state text NOT NULL DEFAULT 'in_progress')`

// Twin: an idempotency model the package only counts through Model: a
// read.
type IdempotencyTally struct {
	Key string
}

// Twin: an idempotency model declared but never handed to gorm here.
type IdempotencyUnused struct {
	Key string
}

func Migrate(db *gorm.DB) error {
	return db.AutoMigrate(&IdempotencyKey{}, &IdempotencyRequest{}, &DedupCall{}, &ProcessedMessage{}, &ProcessedEvent{}, &Order{},
		&IdempotencyLock{}, &APICall{}, &IdempotencySaga{})
}

func Record(db *gorm.DB, key string) error {
	if err := db.Create(&IdempotentCharge{Key: key}).Error; err != nil {
		return err
	}
	if err := db.Save(&IdempotencyNote{Key: key}).Error; err != nil {
		return err
	}
	if err := db.Model(&IdempotencyMark{}).Where("key = ?", key).Update("key", key).Error; err != nil {
		return err
	}
	return db.Create(&IdempotencyEntry{Key: key}).Error
}

func Lookup(db *gorm.DB, key string) (*IdempotencyView, error) {
	var v IdempotencyView
	err := db.Where("key = ?", key).First(&v).Error
	var n int64
	db.Model(&IdempotencyTally{}).Where("key = ?", key).Count(&n)
	return &v, err
}

var _ = IdempotencyUnused{}

// Twins: idempotency-named models this package saves and updates, as a
// log, and uses as no request's store: schema alone proves nothing.
type IdempotencyNote struct {
	Key string `gorm:"primaryKey"`
}

type IdempotencyMark struct {
	Key string `gorm:"primaryKey"`
}

// Suppressed with the reason, on the line above the type.
//
//idemlint:ignore inprogress the state lives in the saga table
type IdempotencySaga struct {
	Key string `gorm:"primaryKey"`
}
