// Package ulid simulates github.com/oklog/ulid/v2 for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package ulid

import (
	"encoding/hex"
	"io"
	"time"
)

// An ULID is a 16 byte Universally Unique Lexicographically Sortable Identifier.
type ULID [16]byte

// New returns an ULID with the given Unix milliseconds timestamp and an
// optional entropy source.
func New(ms uint64, entropy io.Reader) (id ULID, err error) { return id, nil }

// MustNew is a convenience function equivalent to New that panics on failure.
func MustNew(ms uint64, entropy io.Reader) ULID { return ULID{} }

// Make returns a ULID with the current time in Unix milliseconds and
// monotonically increasing entropy for the same millisecond.
func Make() (id ULID) { return id }

// DefaultEntropy returns a thread-safe per process monotonically increasing
// entropy source.
func DefaultEntropy() io.Reader { return nil }

// Parse parses an encoded ULID, returning an error in case of failure.
func Parse(ulid string) (id ULID, err error) { return id, nil }

// Now is a convenience function that returns the current
// UTC time in Unix milliseconds.
func Now() uint64 { return Timestamp(time.Now().UTC()) }

// Timestamp converts a time.Time to Unix milliseconds.
func Timestamp(t time.Time) uint64 { return uint64(t.UnixMilli()) }

// String returns a lexicographically sortable string encoded ULID.
func (id ULID) String() string { return hex.EncodeToString(id[:]) }
