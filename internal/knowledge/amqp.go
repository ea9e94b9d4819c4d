package knowledge

// github.com/rabbitmq/amqp091-go.

var amqpFuncs = []*Func{
	// Acks by delivery tag on the channel.
	{
		Name:   "(*github.com/rabbitmq/amqp091-go.Channel).Ack",
		Roles:  []Role{Ack},
		Params: []string{"tag", "multiple"},
		Msg:    "tag",
		Why:    "the message is identified by its DeliveryTag; multiple=true acks every earlier delivery too",
	},
	{
		Name:    "(*github.com/rabbitmq/amqp091-go.Channel).Consume",
		Roles:   []Role{Consume},
		Consume: ModeAutoAckParam,
		Params:  []string{"queue", "consumer", "autoAck", "exclusive", "noLocal", "noWait", "args"},
		AutoAck: "autoAck",
		Why:     "with autoAck=true the broker forgets each delivery as it is sent, before any effect",
	},
	{
		Name:    "(*github.com/rabbitmq/amqp091-go.Channel).ConsumeWithContext",
		Roles:   []Role{Consume},
		Consume: ModeAutoAckParam,
		Params:  []string{"ctx", "queue", "consumer", "autoAck", "exclusive", "noLocal", "noWait", "args"},
		AutoAck: "autoAck",
		Why:     "with autoAck=true the broker forgets each delivery as it is sent, before any effect",
	},
	{
		Name:    "(*github.com/rabbitmq/amqp091-go.Channel).Get",
		Roles:   []Role{Consume},
		Consume: ModeAutoAckParam,
		Params:  []string{"queue", "autoAck"},
		AutoAck: "autoAck",
		Why:     "with autoAck=true the message is acked as it is fetched",
	},
	{
		Name:   "(*github.com/rabbitmq/amqp091-go.Channel).Nack",
		Roles:  []Role{Nack},
		Params: []string{"tag", "multiple", "requeue"},
		Msg:    "tag",
		Why:    "requeue=false drops (or dead-letters) the message instead of redelivering it",
	},
	{
		Name:   "(*github.com/rabbitmq/amqp091-go.Channel).Publish",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"exchange", "key", "mandatory", "immediate", "msg"},
		Why:    "the key parameter is the routing key, not an idempotency key: the dedup key is Publishing.MessageId",
	},
	{
		Name:   "(*github.com/rabbitmq/amqp091-go.Channel).PublishWithContext",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"ctx", "exchange", "key", "mandatory", "immediate", "msg"},
		Why:    "the key parameter is the routing key, not an idempotency key: the dedup key is Publishing.MessageId",
	},
	{
		Name:   "(*github.com/rabbitmq/amqp091-go.Channel).PublishWithDeferredConfirm",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"exchange", "key", "mandatory", "immediate", "msg"},
		Why:    "durable only once the returned DeferredConfirmation is confirmed (Wait/WaitContext)",
	},
	{
		Name:   "(*github.com/rabbitmq/amqp091-go.Channel).PublishWithDeferredConfirmWithContext",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"ctx", "exchange", "key", "mandatory", "immediate", "msg"},
		Why:    "durable only once the returned DeferredConfirmation is confirmed (Wait/WaitContext)",
	},
	{
		Name:   "(*github.com/rabbitmq/amqp091-go.Channel).Reject",
		Roles:  []Role{Nack},
		Params: []string{"tag", "requeue"},
		Msg:    "tag",
	},

	// Acks on the delivery itself (value receiver).
	{
		Name:   "(github.com/rabbitmq/amqp091-go.Delivery).Ack",
		Roles:  []Role{Ack},
		Params: []string{"multiple"},
		Msg:    "recv",
	},
	{
		Name:   "(github.com/rabbitmq/amqp091-go.Delivery).Nack",
		Roles:  []Role{Nack},
		Params: []string{"multiple", "requeue"},
		Msg:    "recv",
	},
	{
		Name:   "(github.com/rabbitmq/amqp091-go.Delivery).Reject",
		Roles:  []Role{Nack},
		Params: []string{"requeue"},
		Msg:    "recv",
	},
}

var amqpFields = []*Field{
	{
		Name:  "github.com/rabbitmq/amqp091-go.Publishing.MessageId",
		Roles: []Role{KeySink},
		Why:   "the message identifier consumers and the RabbitMQ deduplication plugin dedupe on",
	},
}
