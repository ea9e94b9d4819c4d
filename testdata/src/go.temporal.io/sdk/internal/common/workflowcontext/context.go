// Package workflowcontext simulates go.temporal.io/sdk/internal/common/workflowcontext for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package workflowcontext

import "time"

type Context interface {
	Deadline() (deadline time.Time, ok bool)
	Done() Channel
	Err() error
	Value(key any) any
}

type SendChannel interface {
	Name() string
	Send(ctx Context, v any)
	SendAsync(v any) (ok bool)
	Close()
}

type ReceiveChannel interface {
	Name() string
	Receive(ctx Context, valuePtr any) (more bool)
	ReceiveWithTimeout(ctx Context, timeout time.Duration, valuePtr any) (ok, more bool)
	ReceiveAsync(valuePtr any) (ok bool)
	ReceiveAsyncWithMoreFlag(valuePtr any) (ok bool, more bool)
	Len() int
}

type Channel interface {
	SendChannel
	ReceiveChannel
}
