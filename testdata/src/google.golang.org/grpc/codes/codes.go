// Package codes simulates google.golang.org/grpc/codes for idemlint's tests: only the declarations the tests use, with the real values.
package codes

// A Code is a status code defined according to the gRPC documentation.
type Code uint32

const (
	OK                 Code = 0
	InvalidArgument    Code = 3
	NotFound           Code = 5
	AlreadyExists      Code = 6
	FailedPrecondition Code = 9
	Aborted            Code = 10
	Internal           Code = 13
)
