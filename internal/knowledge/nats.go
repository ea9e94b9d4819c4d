package knowledge

// github.com/nats-io/nats.go and github.com/nats-io/nats.go/jetstream.

var natsFuncs = []*Func{}

var natsFields = []*Field{}

var natsHeaders = []*Header{}

var natsHeaderSetters = []string{}
