// Package echo simulates github.com/labstack/echo/v4 for idemlint's tests: only the declarations the knowledge names and the tests use, with the real signatures.
package echo

import "net/http"

// Context is the request's context (a subset of its methods).
type Context interface {
	Request() *http.Request
	Param(name string) string
	Bind(i any) error
	JSON(code int, i any) error
}

// HandlerFunc is an echo handler.
type HandlerFunc func(c Context) error

// MiddlewareFunc wraps a handler.
type MiddlewareFunc func(next HandlerFunc) HandlerFunc

// Echo is echo's router.
type Echo struct{}

// Group registers routes under a prefix.
type Group struct{}

// Route is one registered route.
type Route struct{}

// New returns a new Echo.
func New() (e *Echo) { return &Echo{} }

func (e *Echo) Group(prefix string, m ...MiddlewareFunc) (g *Group) { return &Group{} }
func (e *Echo) Add(method, path string, handler HandlerFunc, middleware ...MiddlewareFunc) *Route {
	return nil
}
func (e *Echo) DELETE(path string, h HandlerFunc, m ...MiddlewareFunc) *Route { return nil }
func (e *Echo) GET(path string, h HandlerFunc, m ...MiddlewareFunc) *Route    { return nil }
func (e *Echo) PATCH(path string, h HandlerFunc, m ...MiddlewareFunc) *Route  { return nil }
func (e *Echo) POST(path string, h HandlerFunc, m ...MiddlewareFunc) *Route   { return nil }
func (e *Echo) PUT(path string, h HandlerFunc, m ...MiddlewareFunc) *Route    { return nil }
func (g *Group) Add(method, path string, handler HandlerFunc, middleware ...MiddlewareFunc) *Route {
	return nil
}
func (g *Group) DELETE(path string, h HandlerFunc, m ...MiddlewareFunc) *Route { return nil }
func (g *Group) GET(path string, h HandlerFunc, m ...MiddlewareFunc) *Route    { return nil }
func (g *Group) PATCH(path string, h HandlerFunc, m ...MiddlewareFunc) *Route  { return nil }
func (g *Group) POST(path string, h HandlerFunc, m ...MiddlewareFunc) *Route   { return nil }
func (g *Group) PUT(path string, h HandlerFunc, m ...MiddlewareFunc) *Route    { return nil }
