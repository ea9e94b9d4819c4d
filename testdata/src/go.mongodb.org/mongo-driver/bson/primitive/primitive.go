// Package primitive simulates go.mongodb.org/mongo-driver/bson/primitive for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package primitive

import "encoding/hex"

// ObjectID is the BSON ObjectID type.
type ObjectID [12]byte

// NilObjectID is the zero value for ObjectID.
var NilObjectID ObjectID

// NewObjectID generates a new ObjectID.
func NewObjectID() ObjectID { return ObjectID{} }

// ObjectIDFromHex creates a new ObjectID from a hex string.
func ObjectIDFromHex(s string) (ObjectID, error) { return ObjectID{}, nil }

// Hex returns the hex encoding of the ObjectID as a string.
func (id ObjectID) Hex() string { return hex.EncodeToString(id[:]) }

func (id ObjectID) String() string { return `ObjectID("` + id.Hex() + `")` }

// IsZero returns true if id is the empty ObjectID.
func (id ObjectID) IsZero() bool { return id == NilObjectID }

// E represents a BSON element for a D.
type E struct {
	Key   string
	Value interface{}
}

// D is an ordered representation of a BSON document.
type D []E

// M is an unordered representation of a BSON document.
type M map[string]interface{}

// A is an ordered representation of a BSON array.
type A []interface{}
