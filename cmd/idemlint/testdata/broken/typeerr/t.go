// Package typeerr does not type-check.
package typeerr

// F returns what does not exist.
func F() int { return nope }
