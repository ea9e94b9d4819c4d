// Package types simulates github.com/aws/aws-sdk-go-v2/service/sqs/types for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package types

type QueueAttributeName string

type MessageSystemAttributeName string

type MessageAttributeValue struct {
	DataType         *string
	BinaryListValues [][]byte
	BinaryValue      []byte
	StringListValues []string
	StringValue      *string
}

type MessageSystemAttributeValue struct {
	DataType         *string
	BinaryListValues [][]byte
	BinaryValue      []byte
	StringListValues []string
	StringValue      *string
}

type Message struct {
	Attributes             map[string]string
	Body                   *string
	MD5OfBody              *string
	MD5OfMessageAttributes *string
	MessageAttributes      map[string]MessageAttributeValue
	MessageId              *string
	ReceiptHandle          *string
}

type SendMessageBatchRequestEntry struct {
	Id                      *string
	MessageBody             *string
	DelaySeconds            int32
	MessageAttributes       map[string]MessageAttributeValue
	MessageDeduplicationId  *string
	MessageGroupId          *string
	MessageSystemAttributes map[string]MessageSystemAttributeValue
}

type SendMessageBatchResultEntry struct {
	Id               *string
	MD5OfMessageBody *string
	MessageId        *string
	SequenceNumber   *string
}

type DeleteMessageBatchRequestEntry struct {
	Id            *string
	ReceiptHandle *string
}

type DeleteMessageBatchResultEntry struct {
	Id *string
}

type BatchResultErrorEntry struct {
	Code        *string
	Id          *string
	SenderFault bool
	Message     *string
}
