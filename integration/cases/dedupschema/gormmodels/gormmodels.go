// Package gormmodels migrates gorm models with AutoMigrate.
package gormmodels

import "gorm.io/gorm"

// ProcessedMessage has no unique tag on its key.
type ProcessedMessage struct {
	ID        uint
	MessageID string // want: dedupschema
}

// ProcessedMessageOK is its twin.
type ProcessedMessageOK struct {
	ID        uint
	MessageID string `gorm:"uniqueIndex"`
}

// IdempotencyKey has a gorm tag without a unique setting.
type IdempotencyKey struct { // want: payloadguard
	Key       string `gorm:"size:64;not null"` // want: dedupschema
	Response  []byte
	CreatedAt int64
}

// SeenDelivery is scoped by tenant: a twin.
type SeenDelivery struct {
	gorm.Model
	TenantID   string `gorm:"uniqueIndex:idx_tenant_delivery"`
	DeliveryID string `gorm:"uniqueIndex:idx_tenant_delivery"`
}

// Order is unrelated: a twin.
type Order struct {
	ID        uint
	RequestID string
}

func Migrate(db *gorm.DB) error {
	return db.AutoMigrate(&ProcessedMessage{}, &ProcessedMessageOK{}, &IdempotencyKey{}, &SeenDelivery{}, &Order{})
}
