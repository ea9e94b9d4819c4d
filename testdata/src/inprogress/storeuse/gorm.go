package storeuse

import (
	"net/http"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

// A model claimed by a handler before a payment: a request's store.
type PaymentKey struct { // want `model PaymentKey \(table payment_keys\), used as a request's idempotency store, has no state field`
	Key string `gorm:"primaryKey"`
}

// Twin: an idempotency-named model claimed in the transaction that
// creates the order.
type IdempotencyTxKey struct {
	Key string `gorm:"primaryKey"`
}

// Twin: an idempotency-named model written as a log here, used as no
// store.
type IdempotencyLog struct {
	Key string `gorm:"primaryKey"`
}

// Only migrated here, named for request idempotency: reported.
type IdempotencyRecord struct { // want `idempotency model IdempotencyRecord \(table idempotency_records\) has no state field`
	Key string `gorm:"primaryKey"`
}

// Twin: only migrated, a dedup name that says nothing of requests.
type DedupMarker struct {
	Key string `gorm:"primaryKey"`
}

type Order struct {
	ID  uint
	Key string
}

type GormAPI struct{ db *gorm.DB }

func (a *GormAPI) Migrate() error {
	return a.db.AutoMigrate(&IdempotencyRecord{}, &DedupMarker{})
}

func (a *GormAPI) Pay(w http.ResponseWriter, r *http.Request) {
	res := a.db.Clauses(clause.OnConflict{DoNothing: true}).Create(&PaymentKey{Key: r.Header.Get("Idempotency-Key")}) // want `a duplicate that loses the claim by gorm\.DB\.Create is answered 200` `the claim by gorm\.DB\.Create is the only record of the payment effect`
	if res.Error != nil {
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	if res.RowsAffected == 0 {
		w.WriteHeader(http.StatusOK)
		return
	}
	charge(r.Context(), 100)
}

func (a *GormAPI) Order(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	a.db.Transaction(func(tx *gorm.DB) error {
		res := tx.Clauses(clause.OnConflict{DoNothing: true}).Create(&IdempotencyTxKey{Key: key})
		if res.Error != nil || res.RowsAffected == 0 {
			return res.Error
		}
		return tx.Create(&Order{Key: key}).Error
	})
}

func (a *GormAPI) Log(key string) error {
	return a.db.Create(&IdempotencyLog{Key: key}).Error
}
