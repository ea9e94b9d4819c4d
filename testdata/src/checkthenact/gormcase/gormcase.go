// Package gormcase holds checkthenact cases on gorm.
package gormcase

import (
	"context"
	"errors"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

type Processed struct {
	ID string `gorm:"primaryKey"`
}

type Order struct {
	ID     string
	Status string
}

// ship calls the carrier.
//
//idemlint:effect http
func ship(ctx context.Context, id string) error { return nil }

// First with ErrRecordNotFound, then Create of the same model.
func First(ctx context.Context, db *gorm.DB, id string) error {
	var p Processed
	err := db.WithContext(ctx).Where("id = ?", id).First(&p).Error // want `existence check by gorm\.DB\.First is not atomic with the record by gorm\.DB\.Create: two concurrent deliveries both see the key absent and both run ship; claim the key with Clauses\(clause\.OnConflict\{DoNothing: true\}\)\.Create`
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

// Twin: an OnConflict DoNothing insert claims the key before the effect.
func Claim(ctx context.Context, db *gorm.DB, id string) error {
	res := db.Clauses(clause.OnConflict{DoNothing: true}).Create(&Processed{ID: id})
	if res.Error != nil || res.RowsAffected == 0 {
		return res.Error
	}
	return ship(ctx, id)
}

// Twin: a check, the claim, the effect and a later record.
func CheckThenClaim(ctx context.Context, db *gorm.DB, id string) error {
	var n int64
	db.Model(&Processed{}).Where("id = ?", id).Count(&n)
	if n > 0 {
		return nil
	}
	res := db.Clauses(clause.OnConflict{DoNothing: true}).Create(&Processed{ID: id})
	if res.RowsAffected == 0 {
		return nil
	}
	ship(ctx, id)
	return db.Save(&Processed{ID: id}).Error
}

// Count then Create.
func Count(ctx context.Context, db *gorm.DB, id string) error {
	var n int64
	if err := db.Model(&Processed{}).Where("id = ?", id).Count(&n).Error; err != nil { // want `existence check by gorm\.DB\.Count is not atomic with the record by gorm\.DB\.Create`
		return err
	}
	if n > 0 {
		return nil
	}
	ship(ctx, id)
	return db.Create(&Processed{ID: id}).Error
}

// Twin: loading an order and then recording something else is no dedup.
func LoadThenCreate(ctx context.Context, db *gorm.DB, id string) error {
	var o Order
	if err := db.First(&o, "id = ?", id).Error; err != nil {
		return err
	}
	ship(ctx, o.ID)
	return db.Create(&Processed{ID: id}).Error
}

// Twin: the check reads one model and the record writes another.
func OtherModel(ctx context.Context, db *gorm.DB, id string) error {
	var o Order
	err := db.First(&o, "id = ?", id).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		ship(ctx, id)
		return db.Create(&Processed{ID: id}).Error
	}
	return err
}

// Twin: the check locks the row (SELECT … FOR UPDATE) in a transaction.
func Locked(ctx context.Context, db *gorm.DB, id string) error {
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

// Take with a struct condition, in a transaction, before an external call.
func InTx(ctx context.Context, db *gorm.DB, id string) error {
	return db.Transaction(func(tx *gorm.DB) error {
		var p Processed
		if err := tx.Where(&Processed{ID: id}).Take(&p).Error; !errors.Is(err, gorm.ErrRecordNotFound) { // want `existence check by gorm\.DB\.Take is not atomic`
			return err
		}
		ship(ctx, id)
		return tx.Create(&Processed{ID: id}).Error
	})
}

// Twin: the effect runs where the row was found (err == nil, a condition on
// the row, a lookup by one of its fields), on what already exists; when it
// fails, the code falls through to the record, but the effect never ran
// for an absent key.
func CopyIfFound(ctx context.Context, db *gorm.DB, id string) error {
	var p Processed
	err := db.WithContext(ctx).Where("id = ?", id).First(&p).Error
	if err == nil && p.ID != "" {
		var o Order
		if e := db.WithContext(ctx).First(&o, p.ID).Error; e == nil {
			if err := ship(ctx, o.ID); err == nil {
				return nil
			}
		}
	}
	return db.Create(&Processed{ID: id}).Error
}

// Twin: check, then record, then the effect, in a loop over items; the
// effect of one item does not precede the record of the next.
func RecordThenShip(ctx context.Context, db *gorm.DB, ids []string) error {
	for _, id := range ids {
		var p Processed
		if err := db.Where("id = ?", id).First(&p).Error; err == nil {
			continue
		}
		if err := db.Create(&Processed{ID: id}).Error; err != nil {
			return err
		}
		if err := ship(ctx, id); err != nil {
			return err
		}
	}
	return nil
}
