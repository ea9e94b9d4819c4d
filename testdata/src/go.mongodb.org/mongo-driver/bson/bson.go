// Package bson simulates go.mongodb.org/mongo-driver/bson for idemlint's tests: only the declarations the knowledge names, with the real signatures.
package bson

import "go.mongodb.org/mongo-driver/bson/primitive"

// D is an ordered representation of a BSON document.
type D = primitive.D

// E represents a BSON element for a D.
type E = primitive.E

// M is an unordered representation of a BSON document.
type M = primitive.M

// A is an ordered representation of a BSON array.
type A = primitive.A
