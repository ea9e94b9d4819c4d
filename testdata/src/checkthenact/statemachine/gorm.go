package statemachine

import (
	"context"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

type Order struct {
	ID     string
	Status string
}

// ship calls the carrier.
//
//idemlint:effect http
func ship(ctx context.Context, id string) error { return nil }

// First with no lock, the shipment, then the status updated.
func Ship(ctx context.Context, db *gorm.DB, id string) error {
	var o Order
	if err := db.WithContext(ctx).First(&o, "id = ?", id).Error; err != nil { // want `status of the row read by gorm\.DB\.First without a lock decides ship, and the row is updated after it by gorm\.DB\.Update: two concurrent deliveries both read the old status and both run ship; claim the row with a conditional Update`
		return err
	}
	if o.Status != "paid" {
		return nil
	}
	if err := ship(ctx, id); err != nil {
		return err
	}
	return db.Model(&o).Update("status", "shipped").Error
}

// The same inside a transaction, saved with Save.
func ShipInTx(ctx context.Context, db *gorm.DB, id string) error {
	return db.Transaction(func(tx *gorm.DB) error {
		var o Order
		if err := tx.Where("id = ?", id).Take(&o).Error; err != nil { // want `status of the row read by gorm\.DB\.Take without a lock decides ship`
			return err
		}
		if o.Status == "shipped" {
			return nil
		}
		if err := ship(ctx, id); err != nil {
			return err
		}
		o.Status = "shipped"
		return tx.Save(&o).Error
	})
}

// Twin: the row is locked in the transaction (clause.Locking).
func ShipLocked(ctx context.Context, db *gorm.DB, id string) error {
	return db.Transaction(func(tx *gorm.DB) error {
		var o Order
		if err := tx.Clauses(clause.Locking{Strength: "UPDATE"}).Where("id = ?", id).First(&o).Error; err != nil {
			return err
		}
		if o.Status != "paid" {
			return nil
		}
		if err := ship(ctx, id); err != nil {
			return err
		}
		return tx.Model(&o).Update("status", "shipped").Error
	})
}

// Twin: a conditional Update whose RowsAffected is checked claims the row.
func ShipClaimed(ctx context.Context, db *gorm.DB, id string) error {
	var o Order
	if err := db.First(&o, "id = ?", id).Error; err != nil {
		return err
	}
	if o.Status != "paid" {
		return nil
	}
	res := db.Model(&Order{}).Where("id = ? AND status = ?", id, "paid").Update("status", "shipping")
	if res.Error != nil {
		return res.Error
	}
	if res.RowsAffected == 0 {
		return nil
	}
	if err := ship(ctx, id); err != nil {
		return err
	}
	return db.Model(&o).Update("status", "shipped").Error
}
