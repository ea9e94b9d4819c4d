// Package gormkey claims events with the real gorm's Create under
// clause.OnConflict{DoNothing: true}: the claim's key is its conflict
// column, so a ProcessedAt of time.Now() beside it is silent, and a uuid or
// the clock in the column itself is reported.
package gormkey

import (
	"time"

	"github.com/google/uuid"
	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

type Processed struct {
	ID          uint
	EventID     string `gorm:"uniqueIndex"`
	ProcessedAt time.Time
}

// Claim is keyed by event_id. Silent.
func Claim(db *gorm.DB, id string) error {
	return db.Clauses(clause.OnConflict{Columns: []clause.Column{{Name: "event_id"}}, DoNothing: true}).
		Create(&Processed{EventID: id, ProcessedAt: time.Now()}).Error
}

// ClaimByTag: no target; the model's unique key is EventID. Silent.
func ClaimByTag(db *gorm.DB, id string) error {
	return db.Clauses(clause.OnConflict{DoNothing: true}).Create(&Processed{EventID: id, ProcessedAt: time.Now()}).Error
}

// ClaimNow puts the clock in the conflict column.
func ClaimNow(db *gorm.DB) error {
	return db.Clauses(clause.OnConflict{Columns: []clause.Column{{Name: "event_id"}}, DoNothing: true}).Create(&Processed{EventID: time.Now().String()}).Error // want: keyderivation
}

// ClaimUUID mints the conflict column on every call.
func ClaimUUID(db *gorm.DB) error {
	return db.Clauses(clause.OnConflict{DoNothing: true}).Create(&Processed{EventID: uuid.NewString(), ProcessedAt: time.Now()}).Error // want: keyderivation
}
