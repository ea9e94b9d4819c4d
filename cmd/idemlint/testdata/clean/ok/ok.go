// Package ok does nothing idemlint cares about.
package ok

// Add adds.
func Add(a, b int) int { return a + b }
