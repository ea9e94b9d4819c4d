// Package gin simulates github.com/gin-gonic/gin for idemlint's tests: only the declarations the knowledge names and the tests use, with the real signatures.
package gin

import "net/http"

// HandlerFunc is a gin handler.
type HandlerFunc func(*Context)

// OptionFunc configures an Engine.
type OptionFunc func(*Engine)

// IRoutes is what a registration and Use return (some of its methods).
type IRoutes interface {
	Use(...HandlerFunc) IRoutes

	Handle(string, string, ...HandlerFunc) IRoutes
	GET(string, ...HandlerFunc) IRoutes
	POST(string, ...HandlerFunc) IRoutes
	DELETE(string, ...HandlerFunc) IRoutes
	PATCH(string, ...HandlerFunc) IRoutes
	PUT(string, ...HandlerFunc) IRoutes
}

// RouterGroup registers routes under a prefix.
type RouterGroup struct{}

// Engine is gin's router.
type Engine struct {
	RouterGroup
}

// Default returns an Engine with the logger and recovery middlewares.
func Default(opts ...OptionFunc) *Engine { return &Engine{} }

func (group *RouterGroup) Group(relativePath string, handlers ...HandlerFunc) *RouterGroup {
	return group
}
func (group *RouterGroup) Use(middleware ...HandlerFunc) IRoutes { return group }
func (group *RouterGroup) Handle(httpMethod, relativePath string, handlers ...HandlerFunc) IRoutes {
	return group
}
func (group *RouterGroup) POST(relativePath string, handlers ...HandlerFunc) IRoutes   { return group }
func (group *RouterGroup) GET(relativePath string, handlers ...HandlerFunc) IRoutes    { return group }
func (group *RouterGroup) DELETE(relativePath string, handlers ...HandlerFunc) IRoutes { return group }
func (group *RouterGroup) PATCH(relativePath string, handlers ...HandlerFunc) IRoutes  { return group }
func (group *RouterGroup) PUT(relativePath string, handlers ...HandlerFunc) IRoutes    { return group }

// Context is the request's context.
type Context struct {
	Request *http.Request
}

func (c *Context) Param(key string) string      { return "" }
func (c *Context) GetHeader(key string) string  { return "" }
func (c *Context) ShouldBindJSON(obj any) error { return nil }
func (c *Context) JSON(code int, obj any)       {}
func (c *Context) AbortWithStatus(code int)     {}
