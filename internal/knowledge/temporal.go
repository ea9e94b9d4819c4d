package knowledge

// go.temporal.io/sdk/client, workflow, activity.
//
// The options types are aliases of types declared in go.temporal.io/sdk/internal
// (client.StartWorkflowOptions = internal.StartWorkflowOptions), so their
// fields are keyed by the declaring package, which is what
// Base.LookupField sees once the alias is resolved.
//
// Inside a workflow, workflow.ExecuteActivity is not an effect: the workflow
// is replayed deterministically from its event history, and scheduling an
// activity is recorded there once; a replay reads the recorded result and does
// not run the activity again. The effects live in the activity's body, which
// Temporal retries at least once per its RetryPolicy: they are analyzed where
// they are called (the stripe or SQL call inside the activity), and their key
// should come from activity.GetInfo (workflow ID plus activity ID), never from
// a value minted per attempt.

var temporalFuncs = []*Func{
	// go.temporal.io/sdk/activity.
	{
		Name:   "go.temporal.io/sdk/activity.GetInfo",
		Roles:  []Role{None},
		Params: []string{"ctx"},
		Why:    "not a source: WorkflowExecution.ID and ActivityID are the same on every attempt of an activity (only Attempt changes), the stable idempotency key for its effects",
	},

	// go.temporal.io/sdk/client.
	{
		Name:   "(go.temporal.io/sdk/client.Client).ExecuteWorkflow",
		Roles:  []Role{Effect},
		Kind:   KindWorkflow,
		Params: []string{"ctx", "options", "workflow", "args"},
		Why:    "StartWorkflowOptions.ID is the dedup key; it defaults to a random UUID, so a retried call starts a second workflow",
	},
	{
		Name:   "(go.temporal.io/sdk/client.Client).SignalWithStartWorkflow",
		Roles:  []Role{Effect, KeySink},
		Kind:   KindWorkflow,
		Params: []string{"ctx", "workflowID", "signalName", "signalArg", "options", "workflow", "workflowArgs"},
		Key:    "workflowID",
		Why:    "starts the workflow only if no run with workflowID is open; the signal itself is delivered again on a retry",
	},
	{
		Name:   "(go.temporal.io/sdk/client.Client).SignalWorkflow",
		Roles:  []Role{Effect},
		Kind:   KindWorkflow,
		Params: []string{"ctx", "workflowID", "runID", "signalName", "arg"},
		Why:    "signals are not deduplicated: a retried call delivers the signal twice; workflowID names the target, not a key",
	},
	{
		Name:   "(go.temporal.io/sdk/client.Client).UpdateWithStartWorkflow",
		Roles:  []Role{Effect},
		Kind:   KindWorkflow,
		Params: []string{"ctx", "options"},
		Why:    "the start is deduplicated on the start operation's workflow ID, the update on UpdateWorkflowOptions.UpdateID",
	},

	// go.temporal.io/sdk/workflow.
	{
		Name:   "go.temporal.io/sdk/workflow.ExecuteActivity",
		Roles:  []Role{None},
		Params: []string{"ctx", "activity", "args"},
		Why:    "replay-safe: scheduling is recorded in the workflow history once and not repeated on replay; the activity's own calls are the effects, analyzed in the activity",
	},
	{
		Name:   "go.temporal.io/sdk/workflow.Now",
		Roles:  []Role{None},
		Params: []string{"ctx"},
		Why:    "not a source: returns the time recorded in the workflow history, the same on every replay, unlike time.Now",
	},
	{
		Name:   "go.temporal.io/sdk/workflow.SideEffect",
		Roles:  []Role{None},
		Params: []string{"ctx", "f"},
		Why:    "f runs once and its result is recorded in the history, so a UUID minted inside it is stable across replays",
	},
}

var temporalFields = []*Field{
	{
		Name:  "go.temporal.io/sdk/internal.ActivityOptions.ActivityID",
		Roles: []Role{KeySink},
		Why:   "workflow.ActivityOptions.ActivityID (an alias): the activity's business ID within its workflow",
	},
	{
		Name:  "go.temporal.io/sdk/internal.StartWorkflowOptions.ID",
		Roles: []Role{KeySink},
		Why:   "client.StartWorkflowOptions.ID (an alias): the workflow ID Temporal refuses to start twice while a run is open (WorkflowIDReusePolicy decides after it closes)",
	},
}
