package knowledge

// github.com/rabbitmq/amqp091-go.

var amqpFuncs = []*Func{}

var amqpFields = []*Field{}
