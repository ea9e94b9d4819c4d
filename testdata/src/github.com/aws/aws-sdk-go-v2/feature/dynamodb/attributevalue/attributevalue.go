// Package attributevalue simulates github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package attributevalue

import "github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

// MarshalMap is an alias for Marshal func which marshals Go value type to a
// map of AttributeValues.
func MarshalMap(in interface{}) (map[string]types.AttributeValue, error) { return nil, nil }
