// Package repo uses the models of package models: a model declared in
// another package is reported at the call that uses it as a request's
// store.
package repo

import (
	"context"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"inprogress/gormshapes/models"
)

// send calls a provider.
//
//idemlint:effect payment
func send(ctx context.Context) (string, error) { return "", nil }

type Repo struct{ db *gorm.DB }

// Pay claims the key, pays, and answers a duplicate with an empty result.
func (r *Repo) Pay(ctx context.Context, key string) (string, error) {
	res := r.db.WithContext(ctx).Clauses(clause.OnConflict{DoNothing: true}).Create(&models.IdempotencyRecord{Key: key}) // want `the claim by gorm\.DB\.Create is the only record of the payment effect repo\.send` `model IdempotencyRecord \(table idempotency_records\), used as a request's idempotency store, has no state field and no stored response`
	if res.Error != nil {
		return "", res.Error
	}
	if res.RowsAffected == 0 {
		return "", nil
	}
	return send(ctx)
}

// Remember only records a key: a log, no store. Silent.
func (r *Repo) Remember(ctx context.Context, key string) error {
	return r.db.WithContext(ctx).Create(&models.IdempotencyRecord{Key: key}).Error
}

func (r *Repo) RememberOK(ctx context.Context, key string) error {
	return r.db.WithContext(ctx).Create(&models.IdempotencyRecordOK{Key: key, State: "in_progress"}).Error
}
