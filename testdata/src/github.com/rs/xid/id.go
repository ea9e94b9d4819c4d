// Package xid simulates github.com/rs/xid for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package xid

import "encoding/hex"

const rawLen = 12

// ID represents a unique request id.
type ID [rawLen]byte

// New generates a globally unique ID.
func New() ID { return ID{} }

// FromString reads an ID from its string representation.
func FromString(id string) (ID, error) { return ID{}, nil }

// String returns a base32 hex lowercased with no padding representation of the id (char set is 0-9, a-v).
func (id ID) String() string { return hex.EncodeToString(id[:]) }
