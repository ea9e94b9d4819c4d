// Package gormcase holds gorm deltas (gorm.Expr) beside absolute updates
// and keyed deltas inside a Transaction.
package gormcase

import "gorm.io/gorm"

type Item struct {
	ID    string
	Stock int
}

type ProcessedEvent struct {
	ID string
}

type AuditEntry struct {
	ID string
}

func decrement(db *gorm.DB, id string, n int) error {
	return db.Model(&Item{}).Where("id = ?", id).UpdateColumn("stock", gorm.Expr("stock - ?", n)).Error // want `gorm.Expr\("stock - \?"\) in gorm.DB.UpdateColumn applies the delta again on every retry or redelivery; key it with a dedup insert in the same transaction`
}

func setStock(db *gorm.DB, id string, n int) error {
	return db.Model(&Item{}).Where("id = ?", id).UpdateColumn("stock", n).Error
}

func exprAbsolute(db *gorm.DB, id string) error {
	// An expression that does not mention the column is absolute.
	return db.Model(&Item{}).Where("id = ?", id).Update("updated_at", gorm.Expr("NOW()")).Error
}

func updatesMap(db *gorm.DB, id string, n int) error {
	return db.Model(&Item{}).Where("id = ?", id).Updates(map[string]interface{}{ // want `gorm.Expr\("stock \+ \?"\) in gorm.DB.Updates applies the delta again`
		"stock": gorm.Expr("stock + ?", n),
		"name":  "x",
	}).Error
}

func updatesMapAbsolute(db *gorm.DB, id string, n int) error {
	return db.Model(&Item{}).Where("id = ?", id).Updates(map[string]interface{}{
		"stock": n,
	}).Error
}

func rawExec(db *gorm.DB, id string, n int) error {
	return db.Exec("UPDATE items SET stock = stock + ? WHERE id = ?", n, id).Error // want `stock = stock \+ \? applies the delta again`
}

func keyedTransaction(db *gorm.DB, event, id string, n int) error {
	return db.Transaction(func(tx *gorm.DB) error {
		if err := tx.Create(&ProcessedEvent{ID: event}).Error; err != nil {
			return err
		}
		return tx.Model(&Item{}).Where("id = ?", id).UpdateColumn("stock", gorm.Expr("stock - ?", n)).Error
	})
}

func unkeyedTransaction(db *gorm.DB, id string, n int) error {
	return db.Transaction(func(tx *gorm.DB) error {
		if err := tx.Create(&AuditEntry{ID: id}).Error; err != nil {
			return err
		}
		return tx.Model(&Item{}).Where("id = ?", id).UpdateColumn("stock", gorm.Expr("stock - ?", n)).Error // want `gorm.Expr\("stock - \?"\) in gorm.DB.UpdateColumn applies the delta again`
	})
}

func keyedBegin(db *gorm.DB, event, id string, n int) error {
	tx := db.Begin()
	if err := tx.Create(&ProcessedEvent{ID: event}).Error; err != nil {
		tx.Rollback()
		return err
	}
	if err := tx.Model(&Item{}).Where("id = ?", id).Update("stock", gorm.Expr("stock + ?", n)).Error; err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit().Error
}
