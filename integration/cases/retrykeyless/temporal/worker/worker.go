// Package worker registers the activities of package activities with a
// real Temporal worker: Ledger's keyless effect is reported here, at its
// registration, because its own package cannot know Temporal retries it.
package worker

import (
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"

	"github.com/idemlint/idemlint/integration/cases/retrykeyless/temporal/activities"
)

func Run(c client.Client) error {
	w := worker.New(c, "payments", worker.Options{})
	w.RegisterWorkflow(activities.PaymentWorkflow)
	w.RegisterActivity(&activities.Activities{})
	w.RegisterActivity(&activities.Ledger{}) // want: retrykeyless
	w.RegisterActivity(&activities.KeyedLedger{})
	return w.Run(worker.InterruptCh())
}
