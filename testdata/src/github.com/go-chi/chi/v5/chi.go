// Package chi simulates github.com/go-chi/chi/v5 for idemlint's tests: only the declarations the knowledge names and the tests use, with the real signatures.
package chi

import (
	"context"
	"net/http"
)

// Router is chi's router interface (a subset of its methods).
type Router interface {
	http.Handler
	Handle(pattern string, h http.Handler)
	HandleFunc(pattern string, h http.HandlerFunc)
	Method(method, pattern string, h http.Handler)
	MethodFunc(method, pattern string, h http.HandlerFunc)
	Delete(pattern string, h http.HandlerFunc)
	Get(pattern string, h http.HandlerFunc)
	Patch(pattern string, h http.HandlerFunc)
	Post(pattern string, h http.HandlerFunc)
	Put(pattern string, h http.HandlerFunc)
}

// Mux is chi's router.
type Mux struct{}

// NewRouter returns a new Mux.
func NewRouter() *Mux { return &Mux{} }

func (mx *Mux) ServeHTTP(w http.ResponseWriter, r *http.Request)              {}
func (mx *Mux) Handle(pattern string, handler http.Handler)                   {}
func (mx *Mux) HandleFunc(pattern string, handlerFn http.HandlerFunc)         {}
func (mx *Mux) Method(method, pattern string, handler http.Handler)           {}
func (mx *Mux) MethodFunc(method, pattern string, handlerFn http.HandlerFunc) {}
func (mx *Mux) Delete(pattern string, handlerFn http.HandlerFunc)             {}
func (mx *Mux) Get(pattern string, handlerFn http.HandlerFunc)                {}
func (mx *Mux) Patch(pattern string, handlerFn http.HandlerFunc)              {}
func (mx *Mux) Post(pattern string, handlerFn http.HandlerFunc)               {}
func (mx *Mux) Put(pattern string, handlerFn http.HandlerFunc)                {}

// URLParam returns the URL parameter key of the request.
func URLParam(r *http.Request, key string) string { return "" }

// Context is the routing context of a request.
type Context struct{}

// RouteContext returns chi's routing Context object from a
// http.Request Context.
func RouteContext(ctx context.Context) *Context { return nil }

// URLParam returns the corresponding URL parameter value from the request
// routing context.
func (x *Context) URLParam(key string) string { return "" }
