// Package repo is the repository the activities reach through an
// interface its constructor returns, as services wire it.
package repo

import (
	"context"

	"github.com/google/uuid"
	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"retrykeyless/gormcreate/models"
)

type Enrollments interface {
	Create(ctx context.Context, e *models.Enrollment) error
	Store(ctx context.Context, e *models.Enrollment) error
	Claim(ctx context.Context, e *models.Enrollment) error
}

type enrollments struct{ db *gorm.DB }

func New(db *gorm.DB) Enrollments { return &enrollments{db: db} } // want New:`built\(0.Create:unkeyed INSERT INTO Enrollment via gorm.DB.Create\)`

// Create mints the row's primary key on every call: a second call inserts
// a second row.
func (r *enrollments) Create(ctx context.Context, e *models.Enrollment) error { // want Create:"unkeyed INSERT INTO Enrollment via gorm.DB.Create"
	e.ID = uuid.NewString()
	return r.db.WithContext(ctx).Create(e).Error
}

// Twin: the caller's ID is the primary key; a second insert of the same
// enrollment fails on it.
func (r *enrollments) Store(ctx context.Context, e *models.Enrollment) error {
	return r.db.WithContext(ctx).Create(e).Error
}

// Twin: a fresh ID, but the insert does nothing when the class and
// student pair is already enrolled.
func (r *enrollments) Claim(ctx context.Context, e *models.Enrollment) error {
	e.ID = uuid.NewString()
	return r.db.WithContext(ctx).Clauses(clause.OnConflict{
		Columns:   []clause.Column{{Name: "class_id"}, {Name: "student_id"}},
		DoNothing: true,
	}).Create(e).Error
}
