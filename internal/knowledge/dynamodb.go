package knowledge

// github.com/aws/aws-sdk-go-v2/service/dynamodb, and aws-sdk-go v1's
// github.com/aws/aws-sdk-go/service/dynamodb.
//
// Every v2 operation takes (ctx, params *XxxInput, optFns ...); v1 has
// Op(input *XxxInput) and OpWithContext(ctx, input, opts ...), with the same
// input types and fields. The key of the item lives in params (v1: input),
// Key or Item. What makes a write a claim or a delta
// is an expression string inside params, so those are decided at the call
// site from the input literal, as the Why of each entry says.

var dynamodbFuncs = []*Func{
	// Existence check.
	{Name: "(*github.com/aws/aws-sdk-go-v2/service/dynamodb.Client).GetItem", Roles: []Role{Check}, Params: []string{"ctx", "params", "optFns"}, Key: "params", Result: ResultItem,
		Why: "the item is absent when the output's Item is empty; the error is nil either way"},

	// Writes.
	{Name: "(*github.com/aws/aws-sdk-go-v2/service/dynamodb.Client).BatchWriteItem", Roles: []Role{Effect}, Effect: KindStore, Params: []string{"ctx", "params", "optFns"},
		Why: "unconditional puts and deletes; unprocessed items come back for the caller to resend"},
	{Name: "(*github.com/aws/aws-sdk-go-v2/service/dynamodb.Client).DeleteItem", Roles: []Role{Effect, Release}, Effect: KindStore, Params: []string{"ctx", "params", "optFns"}, Key: "params"},
	{Name: "(*github.com/aws/aws-sdk-go-v2/service/dynamodb.Client).PutItem", Roles: []Role{Record, Effect}, Effect: KindStore, Params: []string{"ctx", "params", "optFns"}, Key: "params",
		Why: "a claim when ConditionExpression holds attribute_not_exists(pk) (ConditionalCheckFailedException when taken): decided at the call site from the input literal"},
	{Name: "(*github.com/aws/aws-sdk-go-v2/service/dynamodb.Client).TransactWriteItems", Roles: []Role{Effect}, Effect: KindStore, Params: []string{"ctx", "params", "optFns"},
		Why: "all-or-nothing; ClientRequestToken makes a retried call idempotent for ten minutes"},
	{Name: "(*github.com/aws/aws-sdk-go-v2/service/dynamodb.Client).UpdateItem", Roles: []Role{Effect}, Effect: KindStore, Params: []string{"ctx", "params", "optFns"}, Key: "params",
		Why: "a delta when UpdateExpression holds ADD or SET x = x + :v, a claim when ConditionExpression holds attribute_not_exists: decided at the call site from the input literal"},

	// Configuration and encoding: no effect.
	{Name: "(*github.com/aws/aws-sdk-go-v2/service/dynamodb.Client).UpdateTimeToLive", Roles: []Role{None}, Params: []string{"ctx", "params", "optFns"},
		Why: "turns TTL on for one attribute of a table: configuration, no item written; keyretention reads the attribute's name"},
	{Name: "github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue.MarshalMap", Roles: []Role{None}, Params: []string{"in"},
		Why: "encodes a struct as an item in memory; keyretention reads the struct's TTL field"},

	// aws-sdk-go v1: the same operations, each with its WithContext variant.
	{Name: "(*github.com/aws/aws-sdk-go/service/dynamodb.DynamoDB).GetItem", Roles: []Role{Check}, Params: []string{"input"}, Key: "input", Result: ResultItem,
		Why: "as v2: the item is absent when the output's Item is empty"},
	{Name: "(*github.com/aws/aws-sdk-go/service/dynamodb.DynamoDB).GetItemWithContext", Roles: []Role{Check}, Params: []string{"ctx", "input", "opts"}, Key: "input", Result: ResultItem,
		Why: "as v2: the item is absent when the output's Item is empty"},
	{Name: "(*github.com/aws/aws-sdk-go/service/dynamodb.DynamoDB).BatchWriteItem", Roles: []Role{Effect}, Effect: KindStore, Params: []string{"input"},
		Why: "as v2: unconditional puts and deletes"},
	{Name: "(*github.com/aws/aws-sdk-go/service/dynamodb.DynamoDB).BatchWriteItemWithContext", Roles: []Role{Effect}, Effect: KindStore, Params: []string{"ctx", "input", "opts"},
		Why: "as v2: unconditional puts and deletes"},
	{Name: "(*github.com/aws/aws-sdk-go/service/dynamodb.DynamoDB).DeleteItem", Roles: []Role{Effect}, Effect: KindStore, Params: []string{"input"}},
	{Name: "(*github.com/aws/aws-sdk-go/service/dynamodb.DynamoDB).DeleteItemWithContext", Roles: []Role{Effect}, Effect: KindStore, Params: []string{"ctx", "input", "opts"}},
	{Name: "(*github.com/aws/aws-sdk-go/service/dynamodb.DynamoDB).PutItem", Roles: []Role{Record, Effect}, Effect: KindStore, Params: []string{"input"}, Key: "input",
		Why: "as v2: a claim when ConditionExpression holds attribute_not_exists(pk)"},
	{Name: "(*github.com/aws/aws-sdk-go/service/dynamodb.DynamoDB).PutItemWithContext", Roles: []Role{Record, Effect}, Effect: KindStore, Params: []string{"ctx", "input", "opts"}, Key: "input",
		Why: "as v2: a claim when ConditionExpression holds attribute_not_exists(pk)"},
	{Name: "(*github.com/aws/aws-sdk-go/service/dynamodb.DynamoDB).TransactWriteItems", Roles: []Role{Effect}, Effect: KindStore, Params: []string{"input"},
		Why: "as v2: ClientRequestToken makes a retried call idempotent for ten minutes"},
	{Name: "(*github.com/aws/aws-sdk-go/service/dynamodb.DynamoDB).TransactWriteItemsWithContext", Roles: []Role{Effect}, Effect: KindStore, Params: []string{"ctx", "input", "opts"},
		Why: "as v2: ClientRequestToken makes a retried call idempotent for ten minutes"},
	{Name: "(*github.com/aws/aws-sdk-go/service/dynamodb.DynamoDB).UpdateItem", Roles: []Role{Effect}, Effect: KindStore, Params: []string{"input"}, Key: "input",
		Why: "as v2: a delta or a claim, decided at the call site from the input literal"},
	{Name: "(*github.com/aws/aws-sdk-go/service/dynamodb.DynamoDB).UpdateItemWithContext", Roles: []Role{Effect}, Effect: KindStore, Params: []string{"ctx", "input", "opts"}, Key: "input",
		Why: "as v2: a delta or a claim, decided at the call site from the input literal"},
}

var dynamodbFields = []*Field{
	{Name: "github.com/aws/aws-sdk-go-v2/service/dynamodb.TransactWriteItemsInput.ClientRequestToken", Roles: []Role{KeySink},
		Why: "DynamoDB treats calls with the same token within ten minutes as one"},
	{Name: "github.com/aws/aws-sdk-go/service/dynamodb.TransactWriteItemsInput.ClientRequestToken", Roles: []Role{KeySink},
		Why: "v1: DynamoDB treats calls with the same token within ten minutes as one"},
}
