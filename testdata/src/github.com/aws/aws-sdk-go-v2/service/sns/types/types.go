// Package types simulates github.com/aws/aws-sdk-go-v2/service/sns/types for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package types

type MessageAttributeValue struct {
	DataType    *string
	BinaryValue []byte
	StringValue *string
}

type PublishBatchRequestEntry struct {
	Id                     *string
	Message                *string
	MessageAttributes      map[string]MessageAttributeValue
	MessageDeduplicationId *string
	MessageGroupId         *string
	MessageStructure       *string
	Subject                *string
}

type PublishBatchResultEntry struct {
	Id             *string
	MessageId      *string
	SequenceNumber *string
}

type BatchResultErrorEntry struct {
	Code        *string
	Id          *string
	SenderFault bool
	Message     *string
}
