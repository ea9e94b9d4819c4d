// Package gormcreate: a gorm Create in a retry scope inserts a second row
// when the row's key is minted per attempt (uuid.NewString in the
// repository, as duc2h/kafka-golang's Temporal activity does) or assigned
// by the database; a key the caller sends, or an ON CONFLICT DO NOTHING,
// makes the retry's insert fail or do nothing.
package gormcreate

import (
	"context"

	"github.com/avast/retry-go/v4"
	"github.com/google/uuid"
	"go.temporal.io/sdk/workflow"
	"gorm.io/gorm"

	"retrykeyless/gormcreate/models"
	"retrykeyless/gormcreate/repo"
)

type Activities struct{ enrollments repo.Enrollments }

func NewActivities(r repo.Enrollments) *Activities { return &Activities{enrollments: r} } // want NewActivities:`injected\(0:gormcreate.Activities.enrollments.Claim after the Temporal service \(an activity passed to workflow.ExecuteActivity\), 0:gormcreate.Activities.enrollments.Create after`

func (a *Activities) Enroll(ctx context.Context, e models.Enrollment) error {
	return a.enrollments.Create(ctx, &e)
}

// Twin: the enrollment's own ID is the key.
func (a *Activities) EnrollKeyed(ctx context.Context, e models.Enrollment) error {
	return a.enrollments.Store(ctx, &e)
}

// Twin: the pair is claimed; a retry's insert does nothing.
func (a *Activities) EnrollOnce(ctx context.Context, e models.Enrollment) error {
	return a.enrollments.Claim(ctx, &e)
}

// Workflow schedules the activities through a field, as services do.
type Workflow struct{ acts *Activities }

func NewWorkflow(a *Activities) *Workflow { return &Workflow{acts: a} }

func (w *Workflow) Enroll(ctx workflow.Context, e models.Enrollment) error {
	if err := workflow.ExecuteActivity(ctx, w.acts.Enroll, e).Get(ctx, nil); err != nil {
		return err
	}
	if err := workflow.ExecuteActivity(ctx, w.acts.EnrollKeyed, e).Get(ctx, nil); err != nil {
		return err
	}
	return workflow.ExecuteActivity(ctx, w.acts.EnrollOnce, e).Get(ctx, nil)
}

func minted(db *gorm.DB, class, student string) error {
	return retry.Do(func() error {
		return db.Create(&models.Enrollment{ID: uuid.NewString(), ClassID: class, StudentID: student}).Error // want `INSERT INTO Enrollment via gorm.DB.Create is retried by retry.Do; a retry after a timeout that hid the commit inserts the row again`
	})
}

// Twin: the caller's enrollment ID is the row's key.
func keyedByCaller(db *gorm.DB, id, class, student string) error {
	return retry.Do(func() error {
		return db.Create(&models.Enrollment{ID: id, ClassID: class, StudentID: student}).Error
	})
}

func autoIncrement(db *gorm.DB, amount int64) error {
	return retry.Do(func() error {
		return db.Create(&models.Entry{Amount: amount}).Error // want `INSERT INTO Entry via gorm.DB.Create is retried by retry.Do; a retry after a timeout that hid the commit inserts the row again`
	})
}

// Twin: the database assigns the ID, but the caller's reference is unique.
func keyedByRef(db *gorm.DB, ref string, amount int64) error {
	return retry.Do(func() error {
		return db.Create(&models.Receipt{Ref: ref, Amount: amount}).Error
	})
}

// Twin: not retried.
func once(db *gorm.DB, amount int64) error { // want once:"unkeyed INSERT INTO Entry via gorm.DB.Create"
	return db.Create(&models.Entry{Amount: amount}).Error
}
