// Package pgerrcode simulates github.com/jackc/pgerrcode for idemlint's tests: only the declarations the tests use, with the real values.
package pgerrcode

// Class 23 - Integrity Constraint Violation
const (
	UniqueViolation     = "23505"
	ForeignKeyViolation = "23503"
)
