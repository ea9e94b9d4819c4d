// Package mux simulates github.com/gorilla/mux for idemlint's tests: only the declarations the knowledge names and the tests use, with the real signatures.
package mux

import "net/http"

// Router registers routes.
type Router struct{}

// Route is one registered route.
type Route struct{}

// NewRouter returns a new router.
func NewRouter() *Router { return &Router{} }

func (r *Router) ServeHTTP(w http.ResponseWriter, req *http.Request) {}

// Handle registers a handler for path.
func (r *Router) Handle(path string, handler http.Handler) *Route { return &Route{} }

// HandleFunc registers a handler function for path.
func (r *Router) HandleFunc(path string, f func(http.ResponseWriter,
	*http.Request)) *Route {
	return &Route{}
}

// Methods restricts the route to the methods.
func (r *Route) Methods(methods ...string) *Route { return r }

// Vars returns the route variables of the request.
func Vars(r *http.Request) map[string]string { return nil }
