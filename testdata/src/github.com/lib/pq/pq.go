// Package pq simulates github.com/lib/pq for idemlint's tests: only the declarations the tests use, with the real signatures.
package pq

// ErrorCode is a five-character error code.
type ErrorCode string

// Error represents an error communicating with the server.
type Error struct {
	Severity string
	Code     ErrorCode
	Message  string
}

func (err *Error) Error() string { return "pq: " + err.Message }
