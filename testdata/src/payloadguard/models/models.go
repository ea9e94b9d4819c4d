// Package models holds payloadguard cases on gorm models of idempotency
// records: each positive beside its correct twin.
package models

import "gorm.io/gorm"

// A stored response, and nothing that says what the request was.
type IdempotencyKey struct { // want `idempotency model IdempotencyKey \(table idempotency_keys\) stores a response \(ResponseCode\) and no fingerprint of the request`
	Key          string `gorm:"primaryKey"`
	Status       string
	ResponseCode int
	ResponseBody []byte
}

// Twin: the request's hash beside the response.
type IdempotencyRecord struct {
	Key         string `gorm:"primaryKey"`
	RequestHash string
	Response    []byte
}

// Twin: a consumer's seen-table replays nothing.
type ProcessedEvent struct {
	EventID string `gorm:"primaryKey"`
}

// Twin: a result that is no idempotency record.
type ReportResult struct {
	ID     string `gorm:"primaryKey"`
	Result string
}

func Migrate(db *gorm.DB) error {
	return db.AutoMigrate(&IdempotencyKey{}, &IdempotencyRecord{}, &ProcessedEvent{}, &ReportResult{})
}
