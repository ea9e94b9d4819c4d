// Package request simulates github.com/aws/aws-sdk-go/aws/request for idemlint's tests: only the declarations the stubs need, with the real signatures.
package request

// Request holds none of the real fields.
type Request struct{}

type Option func(*Request)
