// Package worker wires the repository into the activities, as a service's
// main does: the activities' interface call is resolved here.
package worker

import (
	"go.temporal.io/sdk/worker"
	"gorm.io/gorm"

	"retrykeyless/gormcreate"
	"retrykeyless/gormcreate/repo"
)

func Run(w worker.Worker, db *gorm.DB) {
	acts := gormcreate.NewActivities(repo.New(db)) // want `gormcreate.NewActivities is handed a value whose`
	w.RegisterActivity(acts.Enroll)
	w.RegisterActivity(acts.EnrollKeyed)
	w.RegisterActivity(acts.EnrollOnce)
}
