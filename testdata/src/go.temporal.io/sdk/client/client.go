// Package client simulates go.temporal.io/sdk/client for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package client

import (
	"context"

	"go.temporal.io/sdk/internal"
)

type (
	Options = internal.ClientOptions

	StartWorkflowOptions = internal.StartWorkflowOptions

	WorkflowRun = internal.WorkflowRun

	UpdateWithStartWorkflowOptions = internal.UpdateWithStartWorkflowOptions

	WorkflowUpdateHandle = internal.WorkflowUpdateHandle
)

type (
	Client interface {
		ExecuteWorkflow(ctx context.Context, options StartWorkflowOptions, workflow any, args ...any) (WorkflowRun, error)

		SignalWorkflow(ctx context.Context, workflowID string, runID string, signalName string, arg any) error

		SignalWithStartWorkflow(ctx context.Context, workflowID string, signalName string, signalArg any,
			options StartWorkflowOptions, workflow any, workflowArgs ...any) (WorkflowRun, error)

		UpdateWithStartWorkflow(ctx context.Context, options UpdateWithStartWorkflowOptions) (WorkflowUpdateHandle, error)

		Close()
	}
)

func Dial(options Options) (Client, error) { return nil, nil }
