package nethttp

import (
	"net/http"
	"testing"
)

// A test wires a stub POST handler that charges and reads no key, as
// create in nethttp.go does: a fixture, silent in a _test.go file.
func TestCreateFixture(t *testing.T) {
	a := &API{}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /fixture", func(w http.ResponseWriter, r *http.Request) {
		if err := a.Orders.Place(r.Context(), "customer", 100); err != nil {
			w.WriteHeader(http.StatusInternalServerError)
		}
	})
}
