package knowledge

// github.com/aws/aws-sdk-go-v2/service/sqs and .../service/sns.

var sqsFuncs = []*Func{}

var sqsFields = []*Field{}
