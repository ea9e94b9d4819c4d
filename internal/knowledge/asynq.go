package knowledge

// github.com/hibiken/asynq.
//
// asynq.HandlerFunc is a conversion, not a call: handlers are recognized
// where they are registered (ServeMux.Handle/HandleFunc, Server.Run/Start).

var asynqFuncs = []*Func{
	{
		Name:   "(*github.com/hibiken/asynq.Client).Enqueue",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"task", "opts"},
		Why:    "a retried Enqueue without a TaskID option enqueues the task twice",
	},
	{
		Name:   "(*github.com/hibiken/asynq.Client).EnqueueContext",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"ctx", "task", "opts"},
		Why:    "a retried Enqueue without a TaskID option enqueues the task twice",
	},
	{
		Name:     "(*github.com/hibiken/asynq.ServeMux).Handle",
		Roles:    []Role{Consume},
		Consume:  ModeCallback,
		Params:   []string{"pattern", "handler"},
		Callback: "handler",
		Why:      "a task is done when the handler returns nil and retried when it returns an error: handlers run at least once",
	},
	{
		Name:     "(*github.com/hibiken/asynq.ServeMux).HandleFunc",
		Roles:    []Role{Consume},
		Consume:  ModeCallback,
		Params:   []string{"pattern", "handler"},
		Callback: "handler",
		Why:      "a task is done when the handler returns nil and retried when it returns an error: handlers run at least once",
	},
	{
		Name:     "(*github.com/hibiken/asynq.Server).Run",
		Roles:    []Role{Consume},
		Consume:  ModeCallback,
		Params:   []string{"handler"},
		Callback: "handler",
		Why:      "a task is done when the handler returns nil and retried when it returns an error: handlers run at least once",
	},
	{
		Name:     "(*github.com/hibiken/asynq.Server).Start",
		Roles:    []Role{Consume},
		Consume:  ModeCallback,
		Params:   []string{"handler"},
		Callback: "handler",
		Why:      "a task is done when the handler returns nil and retried when it returns an error: handlers run at least once",
	},
	{
		Name:   "github.com/hibiken/asynq.TaskID",
		Roles:  []Role{KeySink},
		Params: []string{"id"},
		Key:    "id",
		Why:    "enqueueing a task whose ID is still present fails with ErrTaskIDConflict",
	},
	{
		Name:   "github.com/hibiken/asynq.Unique",
		Roles:  []Role{None},
		Params: []string{"ttl"},
		Why:    "not a key sink: it dedupes on a hash of the task type, payload and queue for ttl, with no key argument; a payload that holds a timestamp defeats it",
	},
}
