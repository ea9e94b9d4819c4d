// Package repo writes the models of package models: a model declared in
// another package is reported at the call that writes it.
package repo

import (
	"context"

	"gorm.io/gorm"

	"inprogress/gormshapes/models"
)

type Repo struct{ db *gorm.DB }

func (r *Repo) Remember(ctx context.Context, key string) error {
	return r.db.WithContext(ctx).Create(&models.IdempotencyRecord{Key: key}).Error // want `idempotency model IdempotencyRecord \(table idempotency_records\) has no state field and no stored response`
}

func (r *Repo) RememberOK(ctx context.Context, key string) error {
	return r.db.WithContext(ctx).Create(&models.IdempotencyRecordOK{Key: key, State: "in_progress"}).Error
}
