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
// the Temporal service retries under its RetryPolicy (unlimited attempts by
// default): ExecuteActivity and the worker's RegisterActivity are Retry
// entries (ModeActivity) whose callback is the activity, so the activity's
// body is a retry scope. Its key should come from activity.GetInfo (workflow
// ID plus activity ID), never from a value minted per attempt.

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
		Effect: KindWorkflow,
		Params: []string{"ctx", "options", "workflow", "args"},
		Why:    "StartWorkflowOptions.ID is the dedup key; it defaults to a random UUID, so a retried call starts a second workflow",
	},
	{
		Name:   "(go.temporal.io/sdk/client.Client).SignalWithStartWorkflow",
		Roles:  []Role{Effect, KeySink},
		Effect: KindWorkflow,
		Params: []string{"ctx", "workflowID", "signalName", "signalArg", "options", "workflow", "workflowArgs"},
		Key:    "workflowID",
		Why:    "starts the workflow only if no run with workflowID is open; the signal itself is delivered again on a retry",
	},
	{
		Name:   "(go.temporal.io/sdk/client.Client).SignalWorkflow",
		Roles:  []Role{Effect},
		Effect: KindWorkflow,
		Params: []string{"ctx", "workflowID", "runID", "signalName", "arg"},
		Why:    "signals are not deduplicated: a retried call delivers the signal twice; workflowID names the target, not a key",
	},
	{
		Name:   "(go.temporal.io/sdk/client.Client).UpdateWithStartWorkflow",
		Roles:  []Role{Effect},
		Effect: KindWorkflow,
		Params: []string{"ctx", "options"},
		Why:    "the start is deduplicated on the start operation's workflow ID, the update on UpdateWorkflowOptions.UpdateID",
	},

	// go.temporal.io/sdk/worker: worker.Worker embeds Registry, which embeds
	// ActivityRegistry, where the methods are declared.
	{
		Name:     "(go.temporal.io/sdk/worker.ActivityRegistry).RegisterActivity",
		Roles:    []Role{Retry},
		Params:   []string{"a"},
		Callback: "a",
		Activity: true,
		Why:      "a is an activity function or a struct pointer whose exported methods are all activities; the service retries each",
	},
	{
		Name:     "(go.temporal.io/sdk/worker.ActivityRegistry).RegisterActivityWithOptions",
		Roles:    []Role{Retry},
		Params:   []string{"a", "options"},
		Callback: "a",
		Activity: true,
		Why:      "as RegisterActivity, under a name from options",
	},

	// go.temporal.io/sdk/workflow.
	{
		Name:     "go.temporal.io/sdk/workflow.ExecuteActivity",
		Roles:    []Role{Retry},
		Params:   []string{"ctx", "activity", "args"},
		Callback: "activity",
		Activity: true,
		Why:      "not an effect: scheduling is recorded in the workflow history once and not repeated on replay; the activity (a function or method value; a name string says nothing) is retried by the service, so its body is a retry scope",
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
		Name:   "go.temporal.io/sdk/internal.ActivityOptions.ActivityID",
		Roles:  []Role{KeySink},
		Scoped: true,
		Why:    "workflow.ActivityOptions.ActivityID (an alias): the activity's business ID within its workflow",
	},
	{
		Name:  "go.temporal.io/sdk/internal.StartWorkflowOptions.ID",
		Roles: []Role{KeySink},
		Why:   "client.StartWorkflowOptions.ID (an alias): the workflow ID Temporal refuses to start twice while a run is open (WorkflowIDReusePolicy decides after it closes)",
	},
}
