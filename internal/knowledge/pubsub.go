package knowledge

// cloud.google.com/go/pubsub (v1) and cloud.google.com/go/pubsub/v2.
//
// In both versions pubsub.Message is an alias of
// cloud.google.com/go/internal/pubsub.Message, which declares Ack and Nack:
// one entry per method covers v1 and v2.

var pubsubFuncs = []*Func{
	// cloud.google.com/go/internal/pubsub: the message, shared by v1 and v2.
	{
		Name:  "(*cloud.google.com/go/internal/pubsub.Message).Ack",
		Roles: []Role{Ack},
		Msg:   "recv",
	},
	{
		Name:  "(*cloud.google.com/go/internal/pubsub.Message).AckWithResult",
		Roles: []Role{Ack},
		Msg:   "recv",
		Why:   "exactly-once delivery: the ack holds only once the returned AckResult's Get succeeds",
	},
	{
		Name:  "(*cloud.google.com/go/internal/pubsub.Message).Nack",
		Roles: []Role{Nack},
		Msg:   "recv",
	},
	{
		Name:  "(*cloud.google.com/go/internal/pubsub.Message).NackWithResult",
		Roles: []Role{Nack},
		Msg:   "recv",
	},

	// cloud.google.com/go/pubsub (v1).
	{
		Name:     "(*cloud.google.com/go/pubsub.Subscription).Receive",
		Roles:    []Role{Consume},
		Consume:  ModeCallback,
		Params:   []string{"ctx", "f"},
		Callback: "f",
		Why:      "f must Ack or Nack each message itself; f runs concurrently and a message is redelivered if its ack deadline passes",
	},
	{
		Name:   "(*cloud.google.com/go/pubsub.Topic).Publish",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"ctx", "msg"},
		Why:    "asynchronous: the message is durable only once the returned PublishResult's Get returns a server ID",
	},

	// cloud.google.com/go/pubsub/v2.
	{
		Name:   "(*cloud.google.com/go/pubsub/v2.Publisher).Publish",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"ctx", "msg"},
		Why:    "asynchronous: the message is durable only once the returned PublishResult's Get returns a server ID",
	},
	{
		Name:     "(*cloud.google.com/go/pubsub/v2.Subscriber).Receive",
		Roles:    []Role{Consume},
		Consume:  ModeCallback,
		Params:   []string{"ctx", "f"},
		Callback: "f",
		Why:      "f must Ack or Nack each message itself; f runs concurrently and a message is redelivered if its ack deadline passes",
	},
}
