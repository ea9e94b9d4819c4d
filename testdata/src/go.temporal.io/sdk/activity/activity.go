// Package activity simulates go.temporal.io/sdk/activity for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package activity

import (
	"context"

	"go.temporal.io/sdk/internal"
)

type (
	Info            = internal.ActivityInfo
	RegisterOptions = internal.RegisterActivityOptions
)

func GetInfo(ctx context.Context) Info { return Info{} }
