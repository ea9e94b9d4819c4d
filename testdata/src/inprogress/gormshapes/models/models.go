// Package models declares the gorm models; the repository in another
// package writes them. Nothing is reported here: no call hands the
// models to gorm in this package.
package models

import "time"

// IdempotencyRecord has neither a state nor a response.
type IdempotencyRecord struct {
	Key       string `gorm:"primaryKey"`
	CreatedAt time.Time
}

// IdempotencyRecordOK is its twin.
type IdempotencyRecordOK struct {
	Key      string `gorm:"primaryKey"`
	State    string
	Response []byte
}
