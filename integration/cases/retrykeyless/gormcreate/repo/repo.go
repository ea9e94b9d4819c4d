// Package repo is a gorm repository on the real library, behind an
// interface its constructor returns: Create mints the row's primary key
// on every call, Store keeps the caller's, Claim does nothing on a
// second insert of the same pair.
package repo

import (
	"context"

	"github.com/google/uuid"
	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

type Enrollment struct {
	ID        string `gorm:"column:id;not null;primaryKey"`
	ClassID   string `gorm:"column:class_id"`
	StudentID string `gorm:"column:student_id"`
}

type Enrollments interface {
	Create(ctx context.Context, e *Enrollment) error
	Store(ctx context.Context, e *Enrollment) error
	Claim(ctx context.Context, e *Enrollment) error
}

type enrollments struct{ db *gorm.DB }

func New(db *gorm.DB) Enrollments { return &enrollments{db: db} }

func (r *enrollments) Create(ctx context.Context, e *Enrollment) error {
	e.ID = uuid.NewString()
	return r.db.WithContext(ctx).Create(e).Error
}

func (r *enrollments) Store(ctx context.Context, e *Enrollment) error {
	return r.db.WithContext(ctx).Create(e).Error
}

func (r *enrollments) Claim(ctx context.Context, e *Enrollment) error {
	e.ID = uuid.NewString()
	return r.db.WithContext(ctx).Clauses(clause.OnConflict{
		Columns:   []clause.Column{{Name: "class_id"}, {Name: "student_id"}},
		DoNothing: true,
	}).Create(e).Error
}
