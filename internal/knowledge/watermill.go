package knowledge

// github.com/ThreeDotsLabs/watermill/message.

var watermillFuncs = []*Func{
	{
		Name:   "(github.com/ThreeDotsLabs/watermill/message.Publisher).Publish",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"topic", "messages"},
	},
	{
		Name:   "(github.com/ThreeDotsLabs/watermill/message.Subscriber).Subscribe",
		Roles:  []Role{Consume},
		Params: []string{"ctx", "topic"},
		Why:    "never acks: the reader of the channel must Ack or Nack each message, so it has no Mode",
	},
	{
		Name:  "(*github.com/ThreeDotsLabs/watermill/message.Message).Ack",
		Roles: []Role{Ack},
		Msg:   "recv",
	},
	{
		Name:  "(*github.com/ThreeDotsLabs/watermill/message.Message).Nack",
		Roles: []Role{Nack},
		Msg:   "recv",
	},
	{
		Name:     "(*github.com/ThreeDotsLabs/watermill/message.Router).AddConsumerHandler",
		Roles:    []Role{Consume},
		Consume:  ModeCallback,
		Params:   []string{"handlerName", "subscribeTopic", "subscriber", "handlerFunc"},
		Callback: "handlerFunc",
		Why:      "the router acks when handlerFunc returns nil and nacks on an error; an Ack inside handlerFunc acks early",
	},
	{
		Name:     "(*github.com/ThreeDotsLabs/watermill/message.Router).AddHandler",
		Roles:    []Role{Consume},
		Consume:  ModeCallback,
		Params:   []string{"handlerName", "subscribeTopic", "subscriber", "publishTopic", "publisher", "handlerFunc"},
		Callback: "handlerFunc",
		Why:      "the router publishes the messages handlerFunc returns, then acks; it nacks on an error; an Ack inside handlerFunc acks early",
	},
	{
		Name:     "(*github.com/ThreeDotsLabs/watermill/message.Router).AddNoPublisherHandler",
		Roles:    []Role{Consume},
		Consume:  ModeCallback,
		Params:   []string{"handlerName", "subscribeTopic", "subscriber", "handlerFunc"},
		Callback: "handlerFunc",
		Why:      "the router acks when handlerFunc returns nil and nacks on an error; an Ack inside handlerFunc acks early",
	},
}
