// Package gormkey claims events with gorm's Create under
// clause.OnConflict{DoNothing: true}: the key of the claim is the conflict
// column (or the model's unique key), not every field of the row, so a
// ProcessedAt of time.Now() beside it is no key.
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

// Plain has no unique tag: which column conflicts cannot be told.
type Plain struct {
	EventID     string
	ProcessedAt time.Time
}

// Claim: keyed by event_id, stamped with the time. Silent.
func Claim(db *gorm.DB, id string) error {
	return db.Clauses(clause.OnConflict{Columns: []clause.Column{{Name: "event_id"}}, DoNothing: true}).
		Create(&Processed{EventID: id, ProcessedAt: time.Now()}).Error
}

// ClaimByTag: no conflict target, the model's unique key is EventID. Silent.
func ClaimByTag(db *gorm.DB, id string) error {
	return db.Clauses(clause.OnConflict{DoNothing: true}).Create(&Processed{EventID: id, ProcessedAt: time.Now()}).Error
}

// ClaimNow puts the clock in the conflict column itself.
func ClaimNow(db *gorm.DB) error {
	return db.Clauses(clause.OnConflict{Columns: []clause.Column{{Name: "event_id"}}, DoNothing: true}).
		Create(&Processed{EventID: time.Now().String(), ProcessedAt: time.Now()}).Error // want `dedup key claimed by gorm.DB.Create is derived from the clock`
}

// ClaimUUID mints the conflict column per call.
func ClaimUUID(db *gorm.DB) error {
	return db.Clauses(clause.OnConflict{DoNothing: true}).
		Create(&Processed{EventID: uuid.NewString(), ProcessedAt: time.Now()}).Error // want `dedup key claimed by gorm.DB.Create comes from uuid.NewString, minted on every call of gormkey.ClaimUUID`
}

// ClaimPlain: no conflict target and no unique tag; every field may be the
// key, the timestamp included.
func ClaimPlain(db *gorm.DB, id string) error {
	return db.Clauses(clause.OnConflict{DoNothing: true}).Create(&Plain{EventID: id, ProcessedAt: time.Now()}).Error // want `dedup key claimed by gorm.DB.Create is derived from the clock`
}
