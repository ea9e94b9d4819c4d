package inventory

import (
	"slices"
	"testing"
)

// TestMethodsOnly: gorilla's HandleFunc(p, h).Methods("POST") is one
// route, POST p; a route of any method on another path stays.
func TestMethodsOnly(t *testing.T) {
	got := methodsOnly([]string{"any method /a", "POST /a", "any method /b"})
	if want := []string{"POST /a", "any method /b"}; !slices.Equal(got, want) {
		t.Errorf("methodsOnly = %q, want %q", got, want)
	}
}
