// Package internal simulates go.temporal.io/sdk/internal for idemlint's tests: only the declarations the knowledge names, with the real signatures.
//
// The public packages (client, workflow, activity) alias these types, so the
// fields the knowledge names are declared here, as for real.
package internal

import (
	"context"
	"time"

	"go.temporal.io/sdk/internal/common/workflowcontext"
)

type Context = workflowcontext.Context

type (
	Future interface {
		Get(ctx Context, valuePtr any) error
		IsReady() bool
	}

	RetryPolicy struct {
		InitialInterval        time.Duration
		BackoffCoefficient     float64
		MaximumInterval        time.Duration
		MaximumAttempts        int32
		NonRetryableErrorTypes []string
	}

	// ActivityOptions holds a few of the real fields.
	ActivityOptions struct {
		TaskQueue              string
		ScheduleToCloseTimeout time.Duration
		StartToCloseTimeout    time.Duration
		HeartbeatTimeout       time.Duration
		ActivityID             string
		RetryPolicy            *RetryPolicy
	}

	WorkflowExecution struct {
		ID    string
		RunID string
	}

	// ActivityInfo holds a few of the real fields.
	ActivityInfo struct {
		WorkflowExecution WorkflowExecution
		ActivityID        string
		TaskQueue         string
		Attempt           int32
	}
)

type (
	// ClientOptions holds a few of the real fields.
	ClientOptions struct {
		HostPort  string
		Namespace string
	}

	// StartWorkflowOptions holds a few of the real fields.
	StartWorkflowOptions struct {
		ID                       string
		TaskQueue                string
		WorkflowExecutionTimeout time.Duration
		RetryPolicy              *RetryPolicy
	}

	WorkflowRun interface {
		GetID() string
		GetRunID() string
		Get(ctx context.Context, valuePtr any) error
	}
)

type UpdateWithStartWorkflowOptions struct{}

// RegisterActivityOptions holds a few of the real fields.
type RegisterActivityOptions struct {
	Name                          string
	DisableAlreadyRegisteredCheck bool
}

type WorkflowUpdateHandle interface {
	WorkflowID() string
	RunID() string
	UpdateID() string
	Get(ctx context.Context, valuePtr any) error
}
