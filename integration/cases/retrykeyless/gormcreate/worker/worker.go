// Package worker wires the gorm repository into the activities and
// registers them with a real Temporal worker: the finding is completed
// here, where the implementation of the activities' interface is known,
// and points at the activity's call.
package worker

import (
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
	"gorm.io/gorm"

	"github.com/idemlint/idemlint/integration/cases/retrykeyless/gormcreate/activities"
	"github.com/idemlint/idemlint/integration/cases/retrykeyless/gormcreate/repo"
)

func Run(c client.Client, db *gorm.DB) error {
	acts := activities.New(repo.New(db)) // want: retrykeyless
	w := worker.New(c, "enrollments", worker.Options{})
	w.RegisterWorkflow(activities.NewWorkflow(acts).Run)
	w.RegisterActivity(acts.Enroll)
	w.RegisterActivity(acts.EnrollKeyed)
	w.RegisterActivity(acts.EnrollOnce)
	return w.Run(worker.InterruptCh())
}
