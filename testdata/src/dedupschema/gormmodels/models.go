// Package gormmodels declares models that another package migrates.
package gormmodels

// IdempotencyRecord has no unique key on Key.
type IdempotencyRecord struct {
	ID       uint
	Key      string
	Response []byte
}

// IdempotencyRecordOK is its twin.
type IdempotencyRecordOK struct {
	Key      string `gorm:"primaryKey"`
	Response []byte
}
