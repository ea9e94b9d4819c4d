package checkthenact

import (
	"context"
	"errors"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

// Processed is a consumer's dedup marker: inprogress judges its claim
// (done-before-effect below), not its schema.
type Processed struct {
	ID string `gorm:"primaryKey"`
}

type Shipment struct {
	ID     string
	Status string
}

// ship calls the carrier.
//
//idemlint:effect http
func ship(ctx context.Context, id string) error { return nil }

func GormFirst(ctx context.Context, db *gorm.DB, id string) error {
	var p Processed
	err := db.WithContext(ctx).Where("id = ?", id).First(&p).Error // want: checkthenact
	if err == nil {
		return nil
	}
	if !errors.Is(err, gorm.ErrRecordNotFound) {
		return err
	}
	if err := ship(ctx, id); err != nil {
		return err
	}
	return db.Create(&Processed{ID: id}).Error
}

func GormClaim(ctx context.Context, db *gorm.DB, id string) error {
	res := db.Clauses(clause.OnConflict{DoNothing: true}).Create(&Processed{ID: id}) // want: inprogress
	if res.Error != nil || res.RowsAffected == 0 {
		return res.Error
	}
	return ship(ctx, id)
}

func GormCount(ctx context.Context, db *gorm.DB, id string) error {
	var n int64
	if err := db.Model(&Processed{}).Where("id = ?", id).Count(&n).Error; err != nil { // want: checkthenact
		return err
	}
	if n > 0 {
		return nil
	}
	ship(ctx, id)
	return db.Create(&Processed{ID: id}).Error
}

func GormLoadThenCreate(ctx context.Context, db *gorm.DB, id string) error {
	var s Shipment
	if err := db.First(&s, "id = ?", id).Error; err != nil {
		return err
	}
	ship(ctx, s.ID)
	return db.Create(&Processed{ID: id}).Error
}

func GormLocked(ctx context.Context, db *gorm.DB, id string) error {
	return db.Transaction(func(tx *gorm.DB) error {
		var p Processed
		err := tx.Clauses(clause.Locking{Strength: "UPDATE"}).Where("id = ?", id).First(&p).Error
		if !errors.Is(err, gorm.ErrRecordNotFound) {
			return err
		}
		ship(ctx, id)
		return tx.Create(&Processed{ID: id}).Error
	})
}
