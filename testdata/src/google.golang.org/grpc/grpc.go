// Package grpc simulates google.golang.org/grpc for idemlint's tests: only the declarations the tests use, with the real signatures.
package grpc

// CallOption configures a call before it starts or extracts information
// from it after it completes (the real interface's methods are unexported).
type CallOption interface{}
