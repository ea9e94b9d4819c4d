package knowledge

// github.com/aws/aws-sdk-go-v2/service/dynamodb.
//
// Every operation takes (ctx, params *XxxInput, optFns ...); the key of the
// item lives in params (Key or Item). What makes a write a claim or a delta
// is an expression string inside params, so those are decided at the call
// site from the input literal, as the Why of each entry says.

var dynamodbFuncs = []*Func{
	// Existence check.
	{Name: "(*github.com/aws/aws-sdk-go-v2/service/dynamodb.Client).GetItem", Roles: []Role{Check}, Params: []string{"ctx", "params", "optFns"}, Key: "params", Result: "item",
		Why: "the item is absent when the output's Item is empty; the error is nil either way"},

	// Writes.
	{Name: "(*github.com/aws/aws-sdk-go-v2/service/dynamodb.Client).BatchWriteItem", Roles: []Role{Effect}, Kind: KindStore, Params: []string{"ctx", "params", "optFns"},
		Why: "unconditional puts and deletes; unprocessed items come back for the caller to resend"},
	{Name: "(*github.com/aws/aws-sdk-go-v2/service/dynamodb.Client).DeleteItem", Roles: []Role{Effect}, Kind: KindStore, Params: []string{"ctx", "params", "optFns"}},
	{Name: "(*github.com/aws/aws-sdk-go-v2/service/dynamodb.Client).PutItem", Roles: []Role{Record, Effect}, Kind: KindStore, Params: []string{"ctx", "params", "optFns"}, Key: "params",
		Why: "a claim when ConditionExpression holds attribute_not_exists(pk) (ConditionalCheckFailedException when taken): decided at the call site from the input literal"},
	{Name: "(*github.com/aws/aws-sdk-go-v2/service/dynamodb.Client).TransactWriteItems", Roles: []Role{Effect}, Kind: KindStore, Params: []string{"ctx", "params", "optFns"},
		Why: "all-or-nothing; ClientRequestToken makes a retried call idempotent for ten minutes"},
	{Name: "(*github.com/aws/aws-sdk-go-v2/service/dynamodb.Client).UpdateItem", Roles: []Role{Effect}, Kind: KindStore, Params: []string{"ctx", "params", "optFns"}, Key: "params",
		Why: "a delta when UpdateExpression holds ADD or SET x = x + :v, a claim when ConditionExpression holds attribute_not_exists: decided at the call site from the input literal"},
}

var dynamodbFields = []*Field{
	{Name: "github.com/aws/aws-sdk-go-v2/service/dynamodb.TransactWriteItemsInput.ClientRequestToken", Roles: []Role{KeySink},
		Why: "DynamoDB treats calls with the same token within ten minutes as one"},
}
