// Package gormcase migrates gorm models with AutoMigrate: a dedup model
// needs a unique tag on its key field.
package gormcase

import (
	"dedupschema/gormmodels"

	"gorm.io/gorm"
)

// The example: no tag at all.
type ProcessedMessage struct {
	ID        uint
	MessageID string // want `^model ProcessedMessage stores message ids but MessageID has no primaryKey, unique or uniqueIndex tag; two concurrent inserts of the same key both succeed; add .gorm:"uniqueIndex". to MessageID \(on a live table, build the index CONCURRENTLY first\)$`
}

// Twin: the tag the fix adds.
type ProcessedMessageOK struct {
	ID        uint
	MessageID string `gorm:"uniqueIndex"`
}

// A gorm tag without a unique setting.
type IdempotencyKey struct {
	ID       uint
	Key      string `gorm:"size:64;not null"` // want `model IdempotencyKey stores idempotency keys but Key has no primaryKey`
	Response []byte
}

// A tag without a gorm key.
type InboxEvent struct {
	EventID string `json:"event_id"` // want `model InboxEvent stores event ids but EventID has no`
	Body    []byte `json:"body"`
}

// A plain index is not unique.
type DedupRequest struct {
	gorm.Model
	RequestID string `gorm:"index"` // want `model DedupRequest stores request ids but RequestID has no`
}

// Twin: a composite unique index scoped by tenant.
type SeenDelivery struct {
	TenantID   string `gorm:"uniqueIndex:idx_tenant_delivery"`
	DeliveryID string `gorm:"uniqueIndex:idx_tenant_delivery"`
}

// Twin: the key is the primary key.
type ConsumedEvent struct {
	EventID string `gorm:"primaryKey"`
}

// Twin: an index with the unique option.
type HandledCommand struct {
	ID        uint
	RequestID string `gorm:"index:idx_handled_request,unique"`
}

// Twin: a model whose name says nothing of dedup.
type Order struct {
	ID        uint
	RequestID string
}

// The table name says dedup, the model name does not.
type Ledger struct {
	ID      uint
	EventID string `gorm:"column:event_id"` // want `model Ledger stores event ids but EventID has no`
}

// TableName names the table.
func (Ledger) TableName() string { return "processed_ledger_events" }

// Twin: a dedup model that is never migrated here (its table comes from SQL
// migrations, which dedupschema reads on their own).
type ProcessedThing struct {
	MessageID string
}

// Twin: a column renamed away from the key names.
type SeenPayload struct {
	ID   uint
	Body string `gorm:"column:body"`
}

func Migrate(db *gorm.DB) error {
	return db.AutoMigrate(
		&ProcessedMessage{}, &ProcessedMessageOK{}, &IdempotencyKey{}, &InboxEvent{},
		&DedupRequest{}, &SeenDelivery{}, &ConsumedEvent{}, &HandledCommand{}, &Order{},
		new(Ledger), SeenPayload{},
		&gormmodels.IdempotencyRecord{}, // want `model IdempotencyRecord stores idempotency keys but Key has no primaryKey`
		&gormmodels.IdempotencyRecordOK{},
	)
}

var _ = ProcessedThing{}
