package knowledge

import "strings"

// github.com/IBM/sarama (and its old import path, github.com/Shopify/sarama), github.com/segmentio/kafka-go, github.com/confluentinc/confluent-kafka-go/v2/kafka, github.com/twmb/franz-go/pkg/kgo.

// saramaPaths are sarama's import paths: github.com/IBM/sarama, and
// github.com/Shopify/sarama, where it lived until v1.38.1 and which
// services still pin. The interfaces saramaSDK names have the same names,
// methods and parameters under both; each path is proven against its real
// module in integration/ (deps.go imports both).
var saramaPaths = []string{"github.com/IBM/sarama", "github.com/Shopify/sarama"}

// saramaModule stands for one of saramaPaths in saramaSDK's names.
const saramaModule = "SARAMA"

var kafkaFuncs = append(forModules(saramaPaths, saramaSDK, func(f Func, path string) *Func {
	f.Name = strings.Replace(f.Name, saramaModule, path, 1)
	return &f
}), kafkaOthers...)

// saramaSDK: sarama, under each of saramaPaths.
var saramaSDK = []*Func{
	// Users hold the interfaces (ConsumerGroup,
	// ConsumerGroupSession, SyncProducer); the implementations are
	// unexported and never called directly, so only the interface methods
	// are keyed. AsyncProducer publishes through its Input() channel, a
	// send and not a call: it has no entry.
	{
		Name:     "(SARAMA.ConsumerGroup).Consume",
		Roles:    []Role{Consume},
		Consume:  ModeCallback,
		Params:   []string{"ctx", "topics", "handler"},
		Callback: "handler",
		Why:      "the handler is a ConsumerGroupHandler whose ConsumeClaim receives the messages; offsets are committed only once marked (MarkMessage/MarkOffset), auto-commit only flushes the marks",
	},
	{
		Name:   "(SARAMA.ConsumerGroupSession).Commit",
		Roles:  []Role{Ack},
		Offset: true,
		Why:    "synchronously commits every offset marked so far in the session; it names no message",
	},
	{
		Name:   "(SARAMA.ConsumerGroupSession).MarkMessage",
		Roles:  []Role{Ack},
		Offset: true,
		Params: []string{"msg", "metadata"},
		Msg:    "msg",
		Why:    "a marked offset is committed by the next auto-commit tick or Commit, whether or not the effect finished",
	},
	{
		Name:   "(SARAMA.ConsumerGroupSession).MarkOffset",
		Roles:  []Role{Ack},
		Offset: true,
		Params: []string{"topic", "partition", "offset", "metadata"},
		Msg:    "offset",
		Why:    "the message is identified by its offset (conventionally msg.Offset+1)",
	},
	{
		Name:   "(SARAMA.SyncProducer).SendMessage",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"msg"},
	},
	{
		Name:   "(SARAMA.SyncProducer).SendMessages",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"msgs"},
	},
}

// kafkaOthers: the Kafka clients other than sarama.
var kafkaOthers = []*Func{
	// github.com/confluentinc/confluent-kafka-go/v2/kafka.
	{
		Name:   "(*github.com/confluentinc/confluent-kafka-go/v2/kafka.Consumer).Commit",
		Roles:  []Role{Ack},
		Offset: true,
		Why:    "commits the stored offsets of every assigned partition; it names no message",
	},
	{
		Name:   "(*github.com/confluentinc/confluent-kafka-go/v2/kafka.Consumer).CommitMessage",
		Roles:  []Role{Ack},
		Offset: true,
		Params: []string{"m"},
		Msg:    "m",
	},
	{
		Name:   "(*github.com/confluentinc/confluent-kafka-go/v2/kafka.Consumer).CommitOffsets",
		Roles:  []Role{Ack},
		Offset: true,
		Params: []string{"offsets"},
		Msg:    "offsets",
	},
	{
		Name:    "(*github.com/confluentinc/confluent-kafka-go/v2/kafka.Consumer).Poll",
		Roles:   []Role{Consume},
		Consume: ModeAutoCommit,
		Params:  []string{"timeoutMs"},
		Why:     "the *Message events it returns are committed in the background (enable.auto.commit and enable.auto.offset.store default to true); the opt-out is the ConfigMap key \"enable.auto.commit\" (or \"enable.auto.offset.store\": false with StoreMessage), not a Go option, so Opt is empty",
	},
	{
		Name:    "(*github.com/confluentinc/confluent-kafka-go/v2/kafka.Consumer).ReadMessage",
		Roles:   []Role{Consume},
		Consume: ModeAutoCommit,
		Params:  []string{"timeout"},
		Why:     "the returned message's offset is stored and auto-committed in the background (enable.auto.commit and enable.auto.offset.store default to true); the opt-out is the ConfigMap key \"enable.auto.commit\" (or \"enable.auto.offset.store\": false with StoreMessage), not a Go option, so Opt is empty",
	},
	{
		Name:   "(*github.com/confluentinc/confluent-kafka-go/v2/kafka.Consumer).StoreMessage",
		Roles:  []Role{Ack},
		Offset: true,
		Params: []string{"m"},
		Msg:    "m",
		Why:    "a stored offset is committed by the next auto-commit",
	},
	{
		Name:   "(*github.com/confluentinc/confluent-kafka-go/v2/kafka.Consumer).StoreOffsets",
		Roles:  []Role{Ack},
		Offset: true,
		Params: []string{"offsets"},
		Msg:    "offsets",
		Why:    "a stored offset is committed by the next auto-commit",
	},
	{
		Name:   "(*github.com/confluentinc/confluent-kafka-go/v2/kafka.Producer).Produce",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"msg", "deliveryChan"},
		Why:    "asynchronous: the message is durable only once its delivery report arrives on deliveryChan or Events()",
	},

	// github.com/segmentio/kafka-go.
	{
		Name:   "(*github.com/segmentio/kafka-go.Reader).CommitMessages",
		Roles:  []Role{Ack},
		Offset: true,
		Params: []string{"ctx", "msgs"},
		Msg:    "msgs",
	},
	{
		Name:   "(*github.com/segmentio/kafka-go.Reader).FetchMessage",
		Roles:  []Role{Consume},
		Params: []string{"ctx"},
		Why:    "never commits: the caller acks with CommitMessages, so it has no Mode",
	},
	{
		Name:    "(*github.com/segmentio/kafka-go.Reader).ReadMessage",
		Roles:   []Role{Consume},
		Consume: ModeCommitOnRead,
		Params:  []string{"ctx"},
		Why:     "with a GroupID in the ReaderConfig the offset is committed as the message is returned, before it is processed",
	},
	{
		Name:   "(*github.com/segmentio/kafka-go.Writer).WriteMessages",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"ctx", "msgs"},
	},

	// github.com/twmb/franz-go/pkg/kgo.
	{
		Name:   "(*github.com/twmb/franz-go/pkg/kgo.Client).CommitMarkedOffsets",
		Roles:  []Role{Ack},
		Offset: true,
		Params: []string{"ctx"},
		Why:    "commits every offset marked with MarkCommitRecords; it names no message",
	},
	{
		Name:   "(*github.com/twmb/franz-go/pkg/kgo.Client).CommitOffsets",
		Roles:  []Role{Ack},
		Offset: true,
		Params: []string{"ctx", "uncommitted", "onDone"},
		Msg:    "uncommitted",
	},
	{
		Name:   "(*github.com/twmb/franz-go/pkg/kgo.Client).CommitOffsetsSync",
		Roles:  []Role{Ack},
		Offset: true,
		Params: []string{"ctx", "uncommitted", "onDone"},
		Msg:    "uncommitted",
	},
	{
		Name:   "(*github.com/twmb/franz-go/pkg/kgo.Client).CommitRecords",
		Roles:  []Role{Ack},
		Offset: true,
		Params: []string{"ctx", "rs"},
		Msg:    "rs",
	},
	{
		Name:   "(*github.com/twmb/franz-go/pkg/kgo.Client).CommitUncommittedOffsets",
		Roles:  []Role{Ack},
		Offset: true,
		Params: []string{"ctx"},
		Why:    "commits everything polled so far, processed or not; it names no message",
	},
	{
		Name:   "(*github.com/twmb/franz-go/pkg/kgo.Client).MarkCommitOffsets",
		Roles:  []Role{Ack},
		Offset: true,
		Params: []string{"unmarked"},
		Msg:    "unmarked",
		Why:    "with AutoCommitMarks a marked offset is committed by the next auto-commit",
	},
	{
		Name:   "(*github.com/twmb/franz-go/pkg/kgo.Client).MarkCommitRecords",
		Roles:  []Role{Ack},
		Offset: true,
		Params: []string{"rs"},
		Msg:    "rs",
		Why:    "with AutoCommitMarks a marked record is committed by the next auto-commit",
	},
	{
		Name:    "(*github.com/twmb/franz-go/pkg/kgo.Client).PollFetches",
		Roles:   []Role{Consume},
		Consume: ModeAutoCommit,
		Params:  []string{"ctx"},
		Opt:     "github.com/twmb/franz-go/pkg/kgo.DisableAutoCommit",
		Why:     "a consumer-group client auto-commits unless kgo.NewClient got DisableAutoCommit (AutoCommitMarks also hands the commit to the caller); by default it commits the previous poll's records, so an effect still running when the next poll starts (a goroutine), or any effect under GreedyAutoCommit, can lose its message",
	},
	{
		Name:    "(*github.com/twmb/franz-go/pkg/kgo.Client).PollRecords",
		Roles:   []Role{Consume},
		Consume: ModeAutoCommit,
		Params:  []string{"ctx", "maxPollRecords"},
		Opt:     "github.com/twmb/franz-go/pkg/kgo.DisableAutoCommit",
		Why:     "a consumer-group client auto-commits unless kgo.NewClient got DisableAutoCommit (AutoCommitMarks also hands the commit to the caller); by default it commits the previous poll's records, so an effect still running when the next poll starts (a goroutine), or any effect under GreedyAutoCommit, can lose its message",
	},
	{
		Name:   "(*github.com/twmb/franz-go/pkg/kgo.Client).Produce",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"ctx", "r", "promise"},
		Why:    "asynchronous: the record is durable only when promise is called with a nil error",
	},
	{
		Name:   "(*github.com/twmb/franz-go/pkg/kgo.Client).ProduceSync",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"ctx", "rs"},
	},
	{
		Name:   "(*github.com/twmb/franz-go/pkg/kgo.Client).TryProduce",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"ctx", "r", "promise"},
		Why:    "asynchronous like Produce, and fails at once instead of blocking when the buffer is full",
	},
	{
		Name:   "(*github.com/twmb/franz-go/pkg/kgo.Record).Ack",
		Roles:  []Role{Ack},
		Params: []string{"status"},
		Msg:    "recv",
		Why:    "share-group acknowledgement; AckRelease and AckReject are terminal too (the status is a call-site property), AckRenew only extends the lock",
	},
}
