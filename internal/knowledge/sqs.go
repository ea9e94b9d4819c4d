package knowledge

// github.com/aws/aws-sdk-go-v2/service/sqs and .../service/sns, and the same
// operations of aws-sdk-go v1 (github.com/aws/aws-sdk-go/service/sqs, sns):
// v1 has each as Op(input) and OpWithContext(ctx, input, opts), on *sqs.SQS
// and *sns.SNS, with the same input types and fields.

var sqsFuncs = []*Func{
	// github.com/aws/aws-sdk-go-v2/service/sns.
	{
		Name:   "(*github.com/aws/aws-sdk-go-v2/service/sns.Client).Publish",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"ctx", "params", "optFns"},
		Why:    "only FIFO topics deduplicate, on PublishInput.MessageDeduplicationId",
	},
	{
		Name:   "(*github.com/aws/aws-sdk-go-v2/service/sns.Client).PublishBatch",
		Roles:  []Role{Effect},
		Effect: KindPublish,
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
		Effect: KindPublish,
		Params: []string{"ctx", "params", "optFns"},
		Why:    "only FIFO queues deduplicate, on SendMessageInput.MessageDeduplicationId (or a content hash)",
	},
	{
		Name:   "(*github.com/aws/aws-sdk-go-v2/service/sqs.Client).SendMessageBatch",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"ctx", "params", "optFns"},
		Why:    "only FIFO queues deduplicate, on each entry's MessageDeduplicationId",
	},

	// github.com/aws/aws-sdk-go/service/sns (v1).
	{
		Name:   "(*github.com/aws/aws-sdk-go/service/sns.SNS).Publish",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"input"},
		Why:    "only FIFO topics deduplicate, on PublishInput.MessageDeduplicationId",
	},
	{
		Name:   "(*github.com/aws/aws-sdk-go/service/sns.SNS).PublishWithContext",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"ctx", "input", "opts"},
		Why:    "only FIFO topics deduplicate, on PublishInput.MessageDeduplicationId",
	},
	{
		Name:   "(*github.com/aws/aws-sdk-go/service/sns.SNS).PublishBatch",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"input"},
		Why:    "only FIFO topics deduplicate, on each entry's MessageDeduplicationId",
	},
	{
		Name:   "(*github.com/aws/aws-sdk-go/service/sns.SNS).PublishBatchWithContext",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"ctx", "input", "opts"},
		Why:    "only FIFO topics deduplicate, on each entry's MessageDeduplicationId",
	},

	// github.com/aws/aws-sdk-go/service/sqs (v1).
	{
		Name:   "(*github.com/aws/aws-sdk-go/service/sqs.SQS).ChangeMessageVisibility",
		Roles:  []Role{Nack},
		Params: []string{"input"},
		Msg:    "input",
		Why:    "with VisibilityTimeout 0 the message is released for redelivery at once; a non-zero timeout only extends processing time",
	},
	{
		Name:   "(*github.com/aws/aws-sdk-go/service/sqs.SQS).ChangeMessageVisibilityWithContext",
		Roles:  []Role{Nack},
		Params: []string{"ctx", "input", "opts"},
		Msg:    "input",
		Why:    "with VisibilityTimeout 0 the message is released for redelivery at once; a non-zero timeout only extends processing time",
	},
	{
		Name:   "(*github.com/aws/aws-sdk-go/service/sqs.SQS).DeleteMessage",
		Roles:  []Role{Ack},
		Params: []string{"input"},
		Msg:    "input",
		Why:    "the message is identified by the input's ReceiptHandle",
	},
	{
		Name:   "(*github.com/aws/aws-sdk-go/service/sqs.SQS).DeleteMessageWithContext",
		Roles:  []Role{Ack},
		Params: []string{"ctx", "input", "opts"},
		Msg:    "input",
		Why:    "the message is identified by the input's ReceiptHandle",
	},
	{
		Name:   "(*github.com/aws/aws-sdk-go/service/sqs.SQS).DeleteMessageBatch",
		Roles:  []Role{Ack},
		Params: []string{"input"},
		Msg:    "input",
		Why:    "the messages are identified by the entries' ReceiptHandles",
	},
	{
		Name:   "(*github.com/aws/aws-sdk-go/service/sqs.SQS).DeleteMessageBatchWithContext",
		Roles:  []Role{Ack},
		Params: []string{"ctx", "input", "opts"},
		Msg:    "input",
		Why:    "the messages are identified by the entries' ReceiptHandles",
	},
	{
		Name:   "(*github.com/aws/aws-sdk-go/service/sqs.SQS).ReceiveMessage",
		Roles:  []Role{Consume},
		Params: []string{"input"},
		Why:    "never acks: a message comes back after its visibility timeout unless DeleteMessage removes it, so it has no Mode",
	},
	{
		Name:   "(*github.com/aws/aws-sdk-go/service/sqs.SQS).ReceiveMessageWithContext",
		Roles:  []Role{Consume},
		Params: []string{"ctx", "input", "opts"},
		Why:    "never acks: a message comes back after its visibility timeout unless DeleteMessage removes it, so it has no Mode",
	},
	{
		Name:   "(*github.com/aws/aws-sdk-go/service/sqs.SQS).SendMessage",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"input"},
		Why:    "only FIFO queues deduplicate, on SendMessageInput.MessageDeduplicationId (or a content hash)",
	},
	{
		Name:   "(*github.com/aws/aws-sdk-go/service/sqs.SQS).SendMessageWithContext",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"ctx", "input", "opts"},
		Why:    "only FIFO queues deduplicate, on SendMessageInput.MessageDeduplicationId (or a content hash)",
	},
	{
		Name:   "(*github.com/aws/aws-sdk-go/service/sqs.SQS).SendMessageBatch",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"input"},
		Why:    "only FIFO queues deduplicate, on each entry's MessageDeduplicationId",
	},
	{
		Name:   "(*github.com/aws/aws-sdk-go/service/sqs.SQS).SendMessageBatchWithContext",
		Roles:  []Role{Effect},
		Effect: KindPublish,
		Params: []string{"ctx", "input", "opts"},
		Why:    "only FIFO queues deduplicate, on each entry's MessageDeduplicationId",
	},
}

var sqsFields = []*Field{
	{
		Name:  "github.com/aws/aws-sdk-go/service/sns.PublishInput.MessageDeduplicationId",
		Roles: []Role{KeySink},
		Why:   "a FIFO topic drops a message whose deduplication ID it saw in the last five minutes (v1)",
	},
	{
		Name:  "github.com/aws/aws-sdk-go/service/sns.PublishBatchRequestEntry.MessageDeduplicationId",
		Roles: []Role{KeySink},
		Why:   "a FIFO topic drops a message whose deduplication ID it saw in the last five minutes (v1)",
	},
	{
		Name:  "github.com/aws/aws-sdk-go/service/sqs.SendMessageInput.MessageDeduplicationId",
		Roles: []Role{KeySink},
		Why:   "a FIFO queue drops a message whose deduplication ID it saw in the last five minutes (v1)",
	},
	{
		Name:  "github.com/aws/aws-sdk-go/service/sqs.SendMessageBatchRequestEntry.MessageDeduplicationId",
		Roles: []Role{KeySink},
		Why:   "a FIFO queue drops a message whose deduplication ID it saw in the last five minutes (v1)",
	},
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
