// Package worker simulates go.temporal.io/sdk/worker for idemlint's tests: only the declarations the knowledge names, with the real signatures.
//
// The interfaces hold a subset of the real methods; the registration
// methods are declared on ActivityRegistry, as for real, so their full
// names are the ones the knowledge keys.
package worker

import "go.temporal.io/sdk/activity"

type (
	Worker interface {
		Registry
		Start() error
		Stop()
	}

	Registry interface {
		ActivityRegistry
	}

	ActivityRegistry interface {
		RegisterActivity(a any)
		RegisterActivityWithOptions(a any, options activity.RegisterOptions)
	}
)
