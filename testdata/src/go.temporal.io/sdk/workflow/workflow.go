// Package workflow simulates go.temporal.io/sdk/workflow for idemlint's tests: only the declarations the knowledge names, with the real signatures.
//
// SideEffect is left out: it returns a go.temporal.io/sdk/converter type,
// which has no stub.
package workflow

import (
	"time"

	"go.temporal.io/sdk/internal"
)

type Context = internal.Context

type (
	Future = internal.Future
)

type ActivityOptions = internal.ActivityOptions

func WithActivityOptions(ctx Context, options ActivityOptions) Context { return ctx }

func ExecuteActivity(ctx Context, activity any, args ...any) Future { return nil }

func Now(ctx Context) time.Time { return time.Time{} }
