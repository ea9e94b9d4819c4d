// Package types simulates github.com/aws/aws-sdk-go-v2/service/dynamodb/types for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package types

// AttributeValue represents the data for an attribute.
type AttributeValue interface {
	isAttributeValue()
}

// AttributeValueMemberS is an attribute of type String.
type AttributeValueMemberS struct {
	Value string
}

func (*AttributeValueMemberS) isAttributeValue() {}

// AttributeValueMemberN is an attribute of type Number.
type AttributeValueMemberN struct {
	Value string
}

func (*AttributeValueMemberN) isAttributeValue() {}

// AttributeValueMemberBOOL is an attribute of type Boolean.
type AttributeValueMemberBOOL struct {
	Value bool
}

func (*AttributeValueMemberBOOL) isAttributeValue() {}

// AttributeValueMemberM is an attribute of type Map.
type AttributeValueMemberM struct {
	Value map[string]AttributeValue
}

func (*AttributeValueMemberM) isAttributeValue() {}

// ConditionCheck represents a request to perform a check that an item exists or
// to check the condition of specific attributes of the item.
type ConditionCheck struct {
	ConditionExpression       *string
	Key                       map[string]AttributeValue
	TableName                 *string
	ExpressionAttributeNames  map[string]string
	ExpressionAttributeValues map[string]AttributeValue
}

// Delete represents a request to perform a DeleteItem operation.
type Delete struct {
	Key                       map[string]AttributeValue
	TableName                 *string
	ConditionExpression       *string
	ExpressionAttributeNames  map[string]string
	ExpressionAttributeValues map[string]AttributeValue
}

// Put represents a request to perform a PutItem operation.
type Put struct {
	Item                      map[string]AttributeValue
	TableName                 *string
	ConditionExpression       *string
	ExpressionAttributeNames  map[string]string
	ExpressionAttributeValues map[string]AttributeValue
}

// Update represents a request to perform an UpdateItem operation.
type Update struct {
	Key                       map[string]AttributeValue
	TableName                 *string
	UpdateExpression          *string
	ConditionExpression       *string
	ExpressionAttributeNames  map[string]string
	ExpressionAttributeValues map[string]AttributeValue
}

// TransactWriteItem is a list of requests that can perform update, put, delete, or
// check operations on multiple items in one or more tables atomically.
type TransactWriteItem struct {
	ConditionCheck *ConditionCheck
	Delete         *Delete
	Put            *Put
	Update         *Update
}

// ConditionalCheckFailedException: a condition specified in the operation failed to be evaluated.
type ConditionalCheckFailedException struct {
	Message *string

	ErrorCodeOverride *string

	Item map[string]AttributeValue
}

func (e *ConditionalCheckFailedException) Error() string { return e.ErrorMessage() }

func (e *ConditionalCheckFailedException) ErrorMessage() string {
	if e.Message == nil {
		return ""
	}
	return *e.Message
}

func (e *ConditionalCheckFailedException) ErrorCode() string {
	return "ConditionalCheckFailedException"
}

// AttributeValueMemberSS is an attribute of type String Set.
type AttributeValueMemberSS struct {
	Value []string
}

func (*AttributeValueMemberSS) isAttributeValue() {}

// AttributeValueMemberNS is an attribute of type Number Set.
type AttributeValueMemberNS struct {
	Value []string
}

func (*AttributeValueMemberNS) isAttributeValue() {}

// TimeToLiveSpecification represents the settings used to enable or disable Time
// to Live for the specified table.
type TimeToLiveSpecification struct {
	AttributeName *string
	Enabled       *bool
}
