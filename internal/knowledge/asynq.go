package knowledge

// github.com/hibiken/asynq.

var asynqFuncs = []*Func{}
