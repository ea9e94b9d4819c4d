// Package uuid simulates github.com/gofrs/uuid/v5 for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package uuid

import "encoding/hex"

// Size of a UUID in bytes.
const Size = 16

// UUID is an array type to represent the value of a UUID, as defined in RFC-9562.
type UUID [Size]byte

// Predefined namespace UUIDs.
var (
	NamespaceDNS = Must(FromString("6ba7b810-9dad-11d1-80b4-00c04fd430c8"))
	NamespaceURL = Must(FromString("6ba7b811-9dad-11d1-80b4-00c04fd430c8"))
)

// Nil is the nil UUID.
var Nil = UUID{}

// FromString returns a UUID parsed from the input string.
func FromString(text string) (UUID, error) { return UUID{}, nil }

// Must is a helper that wraps a call to a function returning (UUID, error)
// and panics if the error is non-nil.
func Must(u UUID, err error) UUID {
	if err != nil {
		panic(err)
	}
	return u
}

// NewV4 returns a randomly generated UUID.
func NewV4() (UUID, error) { return UUID{}, nil }

// NewV5 returns a UUID based on SHA-1 hash of the namespace UUID and name.
func NewV5(ns UUID, name string) UUID { return UUID{} }

// NewV7 returns a k-sortable UUID based on the current millisecond-precision
// UNIX epoch and 74 bits of pseudorandom data.
func NewV7() (UUID, error) { return UUID{}, nil }

// String returns a canonical RFC-9562 string representation of the UUID.
func (u UUID) String() string { return hex.EncodeToString(u[:]) }
