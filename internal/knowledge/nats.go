package knowledge

// github.com/nats-io/nats.go and github.com/nats-io/nats.go/jetstream.
//
// The legacy JetStreamContext embeds the JetStream interface, which declares
// Publish and Subscribe: the entries are keyed by JetStream, the declaring
// interface, which is what a call through JetStreamContext resolves to. In the
// jetstream package the same holds for Publisher (embedded in JetStream).

var natsFuncs = []*Func{
	// github.com/nats-io/nats.go: core NATS.
	{
		Name:   "(*github.com/nats-io/nats.go.Conn).Publish",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"subj", "data"},
	},
	{
		Name:   "(*github.com/nats-io/nats.go.Conn).PublishMsg",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"m"},
	},
	{
		Name:   "(*github.com/nats-io/nats.go.Conn).PublishRequest",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"subj", "reply", "data"},
	},
	{
		Name:     "(*github.com/nats-io/nats.go.Conn).QueueSubscribe",
		Roles:    []Role{Consume},
		Consume:  ModeCallback,
		Params:   []string{"subj", "queue", "cb"},
		Callback: "cb",
		Why:      "core NATS has no acknowledgement: a message whose callback fails is not redelivered",
	},
	{
		Name:   "(*github.com/nats-io/nats.go.Conn).Request",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"subj", "data", "timeout"},
		Why:    "a request makes the responder act; a timeout does not mean it did not",
	},
	{
		Name:   "(*github.com/nats-io/nats.go.Conn).RequestMsg",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"msg", "timeout"},
		Why:    "a request makes the responder act; a timeout does not mean it did not",
	},
	{
		Name:   "(*github.com/nats-io/nats.go.Conn).RequestMsgWithContext",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"ctx", "msg"},
		Why:    "a request makes the responder act; a timeout does not mean it did not",
	},
	{
		Name:   "(*github.com/nats-io/nats.go.Conn).RequestWithContext",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"ctx", "subj", "data"},
		Why:    "a request makes the responder act; a timeout does not mean it did not",
	},
	{
		Name:     "(*github.com/nats-io/nats.go.Conn).Subscribe",
		Roles:    []Role{Consume},
		Consume:  ModeCallback,
		Params:   []string{"subj", "cb"},
		Callback: "cb",
		Why:      "core NATS has no acknowledgement: a message whose callback fails is not redelivered",
	},

	// github.com/nats-io/nats.go: legacy JetStream.
	{
		Name:   "(github.com/nats-io/nats.go.JetStream).Publish",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"subj", "data", "opts"},
	},
	{
		Name:   "(github.com/nats-io/nats.go.JetStream).PublishAsync",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"subj", "data", "opts"},
		Why:    "asynchronous: durable only once the returned PubAckFuture resolves to a PubAck",
	},
	{
		Name:   "(github.com/nats-io/nats.go.JetStream).PublishMsg",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"m", "opts"},
	},
	{
		Name:   "(github.com/nats-io/nats.go.JetStream).PublishMsgAsync",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"m", "opts"},
		Why:    "asynchronous: durable only once the returned PubAckFuture resolves to a PubAck",
	},
	{
		Name:     "(github.com/nats-io/nats.go.JetStream).QueueSubscribe",
		Roles:    []Role{Consume},
		Consume:  ModeCallback,
		Params:   []string{"subj", "queue", "cb", "opts"},
		Callback: "cb",
		Why:      "acks each message after cb returns, unless nats.ManualAck() is among opts",
	},
	{
		Name:     "(github.com/nats-io/nats.go.JetStream).Subscribe",
		Roles:    []Role{Consume},
		Consume:  ModeCallback,
		Params:   []string{"subj", "cb", "opts"},
		Callback: "cb",
		Why:      "acks each message after cb returns, unless nats.ManualAck() is among opts",
	},
	{
		Name:   "(*github.com/nats-io/nats.go.Msg).Ack",
		Roles:  []Role{Ack},
		Params: []string{"opts"},
		Msg:    "recv",
	},
	{
		Name:   "(*github.com/nats-io/nats.go.Msg).AckSync",
		Roles:  []Role{Ack},
		Params: []string{"opts"},
		Msg:    "recv",
		Why:    "the legacy API's double ack: waits for the server to confirm",
	},
	{
		Name:   "(*github.com/nats-io/nats.go.Msg).Nak",
		Roles:  []Role{Nack},
		Params: []string{"opts"},
		Msg:    "recv",
	},
	{
		Name:   "(*github.com/nats-io/nats.go.Msg).NakWithDelay",
		Roles:  []Role{Nack},
		Params: []string{"delay", "opts"},
		Msg:    "recv",
	},
	{
		Name:   "(*github.com/nats-io/nats.go.Msg).Term",
		Roles:  []Role{Nack},
		Params: []string{"opts"},
		Msg:    "recv",
		Why:    "stops redelivery for good: the message is neither processed nor retried",
	},
	{
		Name:   "(github.com/nats-io/nats.go.JetStreamManager).AddStream",
		Roles:  []Role{None},
		Params: []string{"cfg", "opts"},
		Why:    "creates a stream: configuration, not a message; keyretention reads the Duplicates window of cfg",
	},
	{
		Name:   "(github.com/nats-io/nats.go.JetStreamManager).UpdateStream",
		Roles:  []Role{None},
		Params: []string{"cfg", "opts"},
		Why:    "updates a stream: configuration, not a message; keyretention reads the Duplicates window of cfg",
	},
	{
		Name:   "github.com/nats-io/nats.go.MsgId",
		Roles:  []Role{KeySink},
		Params: []string{"id"},
		Key:    "id",
		Why:    "sets the Nats-Msg-Id header JetStream deduplicates on within the stream's duplicate window",
	},

	// github.com/nats-io/nats.go/jetstream.
	{
		Name:     "(github.com/nats-io/nats.go/jetstream.Consumer).Consume",
		Roles:    []Role{Consume},
		Consume:  ModeCallback,
		Params:   []string{"handler", "opts"},
		Callback: "handler",
		Why:      "the handler acks each Msg itself (AckExplicit is the default policy)",
	},
	{
		Name:  "(github.com/nats-io/nats.go/jetstream.Msg).Ack",
		Roles: []Role{Ack},
		Msg:   "recv",
	},
	{
		Name:   "(github.com/nats-io/nats.go/jetstream.Msg).DoubleAck",
		Roles:  []Role{Ack},
		Params: []string{"ctx"},
		Msg:    "recv",
		Why:    "waits for the server to confirm the ack; the real parameter is unnamed",
	},
	{
		Name:  "(github.com/nats-io/nats.go/jetstream.Msg).Nak",
		Roles: []Role{Nack},
		Msg:   "recv",
	},
	{
		Name:   "(github.com/nats-io/nats.go/jetstream.Msg).NakWithDelay",
		Roles:  []Role{Nack},
		Params: []string{"delay"},
		Msg:    "recv",
	},
	{
		Name:  "(github.com/nats-io/nats.go/jetstream.Msg).Term",
		Roles: []Role{Nack},
		Msg:   "recv",
		Why:   "stops redelivery for good: the message is neither processed nor retried",
	},
	{
		Name:   "(github.com/nats-io/nats.go/jetstream.Msg).TermWithReason",
		Roles:  []Role{Nack},
		Params: []string{"reason"},
		Msg:    "recv",
		Why:    "stops redelivery for good: the message is neither processed nor retried",
	},
	{
		Name:   "(github.com/nats-io/nats.go/jetstream.Publisher).Publish",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"ctx", "subject", "payload", "opts"},
	},
	{
		Name:   "(github.com/nats-io/nats.go/jetstream.Publisher).PublishAsync",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"subject", "payload", "opts"},
		Why:    "asynchronous: durable only once the returned PubAckFuture resolves to a PubAck",
	},
	{
		Name:   "(github.com/nats-io/nats.go/jetstream.Publisher).PublishMsg",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"ctx", "msg", "opts"},
	},
	{
		Name:   "(github.com/nats-io/nats.go/jetstream.Publisher).PublishMsgAsync",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"msg", "opts"},
		Why:    "asynchronous: durable only once the returned PubAckFuture resolves to a PubAck",
	},
	{
		Name:   "(github.com/nats-io/nats.go/jetstream.StreamManager).CreateStream",
		Roles:  []Role{None},
		Params: []string{"ctx", "cfg"},
		Why:    "creates a stream: configuration, not a message; keyretention reads the Duplicates window of cfg",
	},
	{
		Name:   "(github.com/nats-io/nats.go/jetstream.StreamManager).CreateOrUpdateStream",
		Roles:  []Role{None},
		Params: []string{"ctx", "cfg"},
		Why:    "creates or updates a stream: configuration, not a message; keyretention reads the Duplicates window of cfg",
	},
	{
		Name:   "(github.com/nats-io/nats.go/jetstream.StreamManager).UpdateStream",
		Roles:  []Role{None},
		Params: []string{"ctx", "cfg"},
		Why:    "updates a stream: configuration, not a message; keyretention reads the Duplicates window of cfg",
	},
	{
		Name:   "github.com/nats-io/nats.go/jetstream.WithMsgID",
		Roles:  []Role{KeySink},
		Params: []string{"id"},
		Key:    "id",
		Why:    "sets the Nats-Msg-Id header JetStream deduplicates on within the stream's duplicate window",
	},
}

var natsFields = []*Field{}

var natsHeaders = []*Header{
	{Name: "Nats-Msg-Id", Why: "JetStream deduplicates published messages on it within the stream's duplicate window (nats.MsgIdHdr)"},
}

var natsHeaderSetters = []string{
	"(github.com/nats-io/nats.go.Header).Add",
	"(github.com/nats-io/nats.go.Header).Set",
}
