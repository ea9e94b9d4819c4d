package gormschema

import (
	"net/http"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

// A payment attempt claimed by an HTTP handler before an order row it
// does not commit with: its name says nothing of dedup, the use does.
// Reported.
type PaymentAttempt struct { // want `model PaymentAttempt \(table payment_attempts\), used as a request's idempotency store, has no state field`
	AttemptID string `gorm:"primaryKey"`
	Amount    int64
}

// Twin: a model claimed by a consumer only (an inbox written in the
// effect's transaction).
type ShipmentAttempt struct {
	AttemptID string `gorm:"primaryKey"`
}

type API struct{ db *gorm.DB }

func (a *API) Pay(w http.ResponseWriter, r *http.Request) {
	res := a.db.Clauses(clause.OnConflict{DoNothing: true}).Create(&PaymentAttempt{AttemptID: r.Header.Get("Idempotency-Key")})
	if res.Error != nil {
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	if res.RowsAffected == 0 {
		w.WriteHeader(http.StatusConflict)
		return
	}
	a.db.Create(&Order{Amount: 1})
	w.WriteHeader(http.StatusCreated)
}

func (a *API) Ship(id string) error {
	res := a.db.Clauses(clause.OnConflict{DoNothing: true}).Create(&ShipmentAttempt{AttemptID: id})
	if res.Error != nil || res.RowsAffected == 0 {
		return res.Error
	}
	return a.db.Create(&Order{Amount: 2}).Error
}
