// Package connect simulates connectrpc.com/connect for idemlint's tests: only the declarations the tests use, with the real signatures.
package connect

// A Code is one of the Connect protocol's error codes.
type Code uint32

const (
	CodeInvalidArgument    Code = 3
	CodeAlreadyExists      Code = 6
	CodeFailedPrecondition Code = 9
	CodeAborted            Code = 10
)

// An Error captures four key pieces of information: a Code, an underlying Go error, a map of metadata, and an optional collection of arbitrary Protobuf messages.
type Error struct {
	code Code
	err  error
}

// NewError annotates any Go error with a status code.
func NewError(c Code, underlying error) *Error { return &Error{code: c, err: underlying} }

func (e *Error) Error() string { return "" }
