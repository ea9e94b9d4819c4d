// Package ksuid simulates github.com/segmentio/ksuid for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package ksuid

import "encoding/hex"

const byteLength = 20

// KSUIDs are 20 bytes: a 32-bit timestamp followed by 128 random bits.
type KSUID [byteLength]byte

// New generates a new KSUID. In the strange case that random bytes
// can't be read, it will panic.
func New() KSUID { return KSUID{} }

// NewRandom generates a new KSUID.
func NewRandom() (ksuid KSUID, err error) { return ksuid, nil }

// Parse decodes a string-encoded representation of a KSUID object.
func Parse(s string) (KSUID, error) { return KSUID{}, nil }

// String returns the string-encoded representation of the KSUID.
func (i KSUID) String() string { return hex.EncodeToString(i[:]) }
