package knowledge

// github.com/aws/aws-sdk-go-v2/service/sqs and .../service/sns.

var sqsFuncs = []*Func{
	// github.com/aws/aws-sdk-go-v2/service/sns.
	{
		Name:   "(*github.com/aws/aws-sdk-go-v2/service/sns.Client).Publish",
		Roles:  []Role{Effect},
		Kind:   KindPublish,
		Params: []string{"ctx", "params", "optFns"},
		Why:    "only FIFO topics deduplicate, on PublishInput.MessageDeduplicationId",
	},
	{
		Name:   "(*github.com/aws/aws-sdk-go-v2/service/sns.Client).PublishBatch",
		Roles:  []Role{Effect},
		Kind:   KindPublish,
		Params: []string{"ctx", "params", "optFns"},
		Why:    "only FIFO topics deduplicate, on each entry's MessageDeduplicationId",
	},

	// github.com/aws/aws-sdk-go-v2/service/sqs.
	{
		Name:   "(*github.com/aws/aws-sdk-go-v2/service/sqs.Client).ChangeMessageVisibility",
		Roles:  []Role{Nack},
		Params: []string{"ctx", "params", "optFns"},
		Msg:    "params",
		Why:    "with VisibilityTimeout 0 the message is released for redelivery at once; a non-zero timeout only extends processing time",
	},
	{
		Name:   "(*github.com/aws/aws-sdk-go-v2/service/sqs.Client).DeleteMessage",
		Roles:  []Role{Ack},
		Params: []string{"ctx", "params", "optFns"},
		Msg:    "params",
		Why:    "the message is identified by the input's ReceiptHandle",
	},
	{
		Name:   "(*github.com/aws/aws-sdk-go-v2/service/sqs.Client).DeleteMessageBatch",
		Roles:  []Role{Ack},
		Params: []string{"ctx", "params", "optFns"},
		Msg:    "params",
		Why:    "the messages are identified by the entries' ReceiptHandles",
	},
	{
		Name:   "(*github.com/aws/aws-sdk-go-v2/service/sqs.Client).ReceiveMessage",
		Roles:  []Role{Consume},
		Params: []string{"ctx", "params", "optFns"},
		Why:    "never acks: a message comes back after its visibility timeout unless DeleteMessage removes it, so it has no Mode",
	},
	{
		Name:   "(*github.com/aws/aws-sdk-go-v2/service/sqs.Client).SendMessage",
		Roles:  []Role{Effect},
		Kind:   KindPublish,
		Params: []string{"ctx", "params", "optFns"},
		Why:    "only FIFO queues deduplicate, on SendMessageInput.MessageDeduplicationId (or a content hash)",
	},
	{
		Name:   "(*github.com/aws/aws-sdk-go-v2/service/sqs.Client).SendMessageBatch",
		Roles:  []Role{Effect},
		Kind:   KindPublish,
		Params: []string{"ctx", "params", "optFns"},
		Why:    "only FIFO queues deduplicate, on each entry's MessageDeduplicationId",
	},
}

var sqsFields = []*Field{
	{
		Name:  "github.com/aws/aws-sdk-go-v2/service/sns.PublishInput.MessageDeduplicationId",
		Roles: []Role{KeySink},
		Why:   "a FIFO topic drops a message whose deduplication ID it saw in the last five minutes",
	},
	{
		Name:  "github.com/aws/aws-sdk-go-v2/service/sns/types.PublishBatchRequestEntry.MessageDeduplicationId",
		Roles: []Role{KeySink},
		Why:   "a FIFO topic drops a message whose deduplication ID it saw in the last five minutes",
	},
	{
		Name:  "github.com/aws/aws-sdk-go-v2/service/sqs.SendMessageInput.MessageDeduplicationId",
		Roles: []Role{KeySink},
		Why:   "a FIFO queue drops a message whose deduplication ID it saw in the last five minutes",
	},
	{
		Name:  "github.com/aws/aws-sdk-go-v2/service/sqs/types.SendMessageBatchRequestEntry.MessageDeduplicationId",
		Roles: []Role{KeySink},
		Why:   "a FIFO queue drops a message whose deduplication ID it saw in the last five minutes",
	},
}
