// Package status simulates google.golang.org/grpc/status for idemlint's tests: only the declarations the tests use, with the real signatures.
package status

import "google.golang.org/grpc/codes"

// Error returns an error representing c and msg.  If c is OK, returns nil.
func Error(c codes.Code, msg string) error { return nil }

// Errorf returns Error(c, fmt.Sprintf(format, a...)).
func Errorf(c codes.Code, format string, a ...any) error { return nil }
