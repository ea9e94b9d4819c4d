// Package activities holds Temporal activities on the real SDK that reach
// the repository through the interface a worker wires in, and the workflow
// that schedules them through a field, as services do.
package activities

import (
	"context"

	"go.temporal.io/sdk/workflow"

	"github.com/idemlint/idemlint/integration/cases/retrykeyless/gormcreate/repo"
)

type Activities struct{ enrollments repo.Enrollments }

func New(r repo.Enrollments) *Activities { return &Activities{enrollments: r} }

// Enroll inserts a row under a key minted per attempt: a retried attempt
// whose insert had committed inserts a second enrollment.
func (a *Activities) Enroll(ctx context.Context, e repo.Enrollment) error {
	return a.enrollments.Create(ctx, &e) // reported at the wiring (worker), pointing here
}

// EnrollKeyed inserts under the enrollment's own ID.
func (a *Activities) EnrollKeyed(ctx context.Context, e repo.Enrollment) error {
	return a.enrollments.Store(ctx, &e)
}

// EnrollOnce claims the pair.
func (a *Activities) EnrollOnce(ctx context.Context, e repo.Enrollment) error {
	return a.enrollments.Claim(ctx, &e)
}

type Workflow struct{ acts *Activities }

func NewWorkflow(a *Activities) *Workflow { return &Workflow{acts: a} }

func (w *Workflow) Run(ctx workflow.Context, e repo.Enrollment) error {
	if err := workflow.ExecuteActivity(ctx, w.acts.Enroll, e).Get(ctx, nil); err != nil {
		return err
	}
	if err := workflow.ExecuteActivity(ctx, w.acts.EnrollKeyed, e).Get(ctx, nil); err != nil {
		return err
	}
	return workflow.ExecuteActivity(ctx, w.acts.EnrollOnce, e).Get(ctx, nil)
}
