// Package sqlite3 simulates github.com/mattn/go-sqlite3 for idemlint's tests: only the declarations the tests use, with the real signatures.
package sqlite3

import "syscall"

// ErrNo inherit errno.
type ErrNo int

// ErrNoExtended is extended errno.
type ErrNoExtended int

// Error implement sqlite error code.
type Error struct {
	Code         ErrNo
	ExtendedCode ErrNoExtended
	SystemErrno  syscall.Errno
	err          string
}

// ErrConstraint: abort due to constraint violation.
var ErrConstraint = ErrNo(19)

// Extend return extended errno.
func (err ErrNo) Extend(by int) ErrNoExtended { return ErrNoExtended(int(err) | (by << 8)) }

// Extended error codes of a constraint violation.
var (
	ErrConstraintPrimaryKey = ErrConstraint.Extend(6)
	ErrConstraintUnique     = ErrConstraint.Extend(8)
)

func (err Error) Error() string { return err.err }
