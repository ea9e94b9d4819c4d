package knowledge

// HTTP routers: the functions that register a handler for a route, and the
// HTTP method each registration implies. createkey reads them to know which
// handlers serve a POST (a create: a client's retry creates a second
// object unless the request carries a key).
//
// A Route entry registers its Callback argument as a route's handler. The
// method is the entry's Verb when the function implies one (chi's Post,
// gin's POST, echo's POST); otherwise the Method argument (chi's
// MethodFunc, gin's Handle, echo's Add), or the method prefix of the
// Pattern argument (net/http's Go 1.22 patterns: "POST /orders"). A Route
// with no Callback sets the methods of the route another Route call
// returned (gorilla/mux: r.HandleFunc("/orders", h).Methods("POST")).

var routerFuncs = []*Func{
	// net/http: Go 1.22 patterns carry the method ("POST /orders").
	{Name: "(*net/http.ServeMux).Handle", Roles: []Role{Route}, Params: []string{"pattern", "handler"}, Callback: "handler", Pattern: "pattern"},
	{Name: "(*net/http.ServeMux).HandleFunc", Roles: []Role{Route}, Params: []string{"pattern", "handler"}, Callback: "handler", Pattern: "pattern"},
	{Name: "net/http.Handle", Roles: []Role{Route}, Params: []string{"pattern", "handler"}, Callback: "handler", Pattern: "pattern"},
	{Name: "net/http.HandleFunc", Roles: []Role{Route}, Params: []string{"pattern", "handler"}, Callback: "handler", Pattern: "pattern"},

	// go-chi/chi v5: the Mux and the Router interface users hold it by;
	// Handle and HandleFunc take "POST /orders" patterns too.
	{Name: "(*github.com/go-chi/chi/v5.Mux).Handle", Roles: []Role{Route}, Params: []string{"pattern", "handler"}, Callback: "handler", Pattern: "pattern"},
	{Name: "(*github.com/go-chi/chi/v5.Mux).HandleFunc", Roles: []Role{Route}, Params: []string{"pattern", "handlerFn"}, Callback: "handlerFn", Pattern: "pattern"},
	{Name: "(*github.com/go-chi/chi/v5.Mux).Delete", Roles: []Role{Route}, Verb: "DELETE", Params: []string{"pattern", "handlerFn"}, Callback: "handlerFn"},
	{Name: "(*github.com/go-chi/chi/v5.Mux).Get", Roles: []Role{Route}, Verb: "GET", Params: []string{"pattern", "handlerFn"}, Callback: "handlerFn"},
	{Name: "(*github.com/go-chi/chi/v5.Mux).Method", Roles: []Role{Route}, Params: []string{"method", "pattern", "handler"}, Callback: "handler", Method: "method"},
	{Name: "(*github.com/go-chi/chi/v5.Mux).MethodFunc", Roles: []Role{Route}, Params: []string{"method", "pattern", "handlerFn"}, Callback: "handlerFn", Method: "method"},
	{Name: "(*github.com/go-chi/chi/v5.Mux).Patch", Roles: []Role{Route}, Verb: "PATCH", Params: []string{"pattern", "handlerFn"}, Callback: "handlerFn"},
	{Name: "(*github.com/go-chi/chi/v5.Mux).Post", Roles: []Role{Route}, Verb: "POST", Params: []string{"pattern", "handlerFn"}, Callback: "handlerFn"},
	{Name: "(*github.com/go-chi/chi/v5.Mux).Put", Roles: []Role{Route}, Verb: "PUT", Params: []string{"pattern", "handlerFn"}, Callback: "handlerFn"},
	{Name: "(github.com/go-chi/chi/v5.Router).Delete", Roles: []Role{Route}, Verb: "DELETE", Params: []string{"pattern", "h"}, Callback: "h"},
	{Name: "(github.com/go-chi/chi/v5.Router).Get", Roles: []Role{Route}, Verb: "GET", Params: []string{"pattern", "h"}, Callback: "h"},
	{Name: "(github.com/go-chi/chi/v5.Router).Method", Roles: []Role{Route}, Params: []string{"method", "pattern", "h"}, Callback: "h", Method: "method"},
	{Name: "(github.com/go-chi/chi/v5.Router).MethodFunc", Roles: []Role{Route}, Params: []string{"method", "pattern", "h"}, Callback: "h", Method: "method"},
	{Name: "(github.com/go-chi/chi/v5.Router).Patch", Roles: []Role{Route}, Verb: "PATCH", Params: []string{"pattern", "h"}, Callback: "h"},
	{Name: "(github.com/go-chi/chi/v5.Router).Post", Roles: []Role{Route}, Verb: "POST", Params: []string{"pattern", "h"}, Callback: "h"},
	{Name: "(github.com/go-chi/chi/v5.Router).Put", Roles: []Role{Route}, Verb: "PUT", Params: []string{"pattern", "h"}, Callback: "h"},

	// go-chi/chi before v5 (v1.5.x; v4 as +incompatible): the same Mux and
	// Router interface under the path without /v5.
	{Name: "(*github.com/go-chi/chi.Mux).Handle", Roles: []Role{Route}, Params: []string{"pattern", "handler"}, Callback: "handler", Pattern: "pattern"},
	{Name: "(*github.com/go-chi/chi.Mux).HandleFunc", Roles: []Role{Route}, Params: []string{"pattern", "handlerFn"}, Callback: "handlerFn", Pattern: "pattern"},
	{Name: "(*github.com/go-chi/chi.Mux).Delete", Roles: []Role{Route}, Verb: "DELETE", Params: []string{"pattern", "handlerFn"}, Callback: "handlerFn"},
	{Name: "(*github.com/go-chi/chi.Mux).Get", Roles: []Role{Route}, Verb: "GET", Params: []string{"pattern", "handlerFn"}, Callback: "handlerFn"},
	{Name: "(*github.com/go-chi/chi.Mux).Method", Roles: []Role{Route}, Params: []string{"method", "pattern", "handler"}, Callback: "handler", Method: "method"},
	{Name: "(*github.com/go-chi/chi.Mux).MethodFunc", Roles: []Role{Route}, Params: []string{"method", "pattern", "handlerFn"}, Callback: "handlerFn", Method: "method"},
	{Name: "(*github.com/go-chi/chi.Mux).Patch", Roles: []Role{Route}, Verb: "PATCH", Params: []string{"pattern", "handlerFn"}, Callback: "handlerFn"},
	{Name: "(*github.com/go-chi/chi.Mux).Post", Roles: []Role{Route}, Verb: "POST", Params: []string{"pattern", "handlerFn"}, Callback: "handlerFn"},
	{Name: "(*github.com/go-chi/chi.Mux).Put", Roles: []Role{Route}, Verb: "PUT", Params: []string{"pattern", "handlerFn"}, Callback: "handlerFn"},
	{Name: "(github.com/go-chi/chi.Router).Delete", Roles: []Role{Route}, Verb: "DELETE", Params: []string{"pattern", "h"}, Callback: "h"},
	{Name: "(github.com/go-chi/chi.Router).Get", Roles: []Role{Route}, Verb: "GET", Params: []string{"pattern", "h"}, Callback: "h"},
	{Name: "(github.com/go-chi/chi.Router).Method", Roles: []Role{Route}, Params: []string{"method", "pattern", "h"}, Callback: "h", Method: "method"},
	{Name: "(github.com/go-chi/chi.Router).MethodFunc", Roles: []Role{Route}, Params: []string{"method", "pattern", "h"}, Callback: "h", Method: "method"},
	{Name: "(github.com/go-chi/chi.Router).Patch", Roles: []Role{Route}, Verb: "PATCH", Params: []string{"pattern", "h"}, Callback: "h"},
	{Name: "(github.com/go-chi/chi.Router).Post", Roles: []Role{Route}, Verb: "POST", Params: []string{"pattern", "h"}, Callback: "h"},
	{Name: "(github.com/go-chi/chi.Router).Put", Roles: []Role{Route}, Verb: "PUT", Params: []string{"pattern", "h"}, Callback: "h"},

	// gorilla/mux: the method is set on the returned *Route.
	{Name: "(*github.com/gorilla/mux.Router).Handle", Roles: []Role{Route}, Params: []string{"path", "handler"}, Callback: "handler"},
	{Name: "(*github.com/gorilla/mux.Router).HandleFunc", Roles: []Role{Route}, Params: []string{"path", "f"}, Callback: "f"},
	{Name: "(*github.com/gorilla/mux.Route).Methods", Roles: []Role{Route}, Params: []string{"methods"}, Method: "methods",
		Why: "sets the methods of the route its receiver is (r.HandleFunc(path, h).Methods(\"POST\"))"},

	// gin: *Engine embeds RouterGroup, so engine.POST is RouterGroup.POST.
	{Name: "(*github.com/gin-gonic/gin.RouterGroup).DELETE", Roles: []Role{Route}, Verb: "DELETE", Params: []string{"relativePath", "handlers"}, Callback: "handlers"},
	{Name: "(*github.com/gin-gonic/gin.RouterGroup).GET", Roles: []Role{Route}, Verb: "GET", Params: []string{"relativePath", "handlers"}, Callback: "handlers"},
	{Name: "(*github.com/gin-gonic/gin.RouterGroup).Handle", Roles: []Role{Route}, Params: []string{"httpMethod", "relativePath", "handlers"}, Callback: "handlers", Method: "httpMethod"},
	{Name: "(*github.com/gin-gonic/gin.RouterGroup).PATCH", Roles: []Role{Route}, Verb: "PATCH", Params: []string{"relativePath", "handlers"}, Callback: "handlers"},
	{Name: "(*github.com/gin-gonic/gin.RouterGroup).POST", Roles: []Role{Route}, Verb: "POST", Params: []string{"relativePath", "handlers"}, Callback: "handlers"},
	{Name: "(*github.com/gin-gonic/gin.RouterGroup).PUT", Roles: []Role{Route}, Verb: "PUT", Params: []string{"relativePath", "handlers"}, Callback: "handlers"},
	// gin.IRoutes, which RouterGroup.Use returns: g.Group("/").Use(auth).POST(…).
	{Name: "(github.com/gin-gonic/gin.IRoutes).DELETE", Roles: []Role{Route}, Verb: "DELETE", Params: []string{"relativePath", "handlers"}, Callback: "handlers"},
	{Name: "(github.com/gin-gonic/gin.IRoutes).GET", Roles: []Role{Route}, Verb: "GET", Params: []string{"relativePath", "handlers"}, Callback: "handlers"},
	{Name: "(github.com/gin-gonic/gin.IRoutes).Handle", Roles: []Role{Route}, Params: []string{"httpMethod", "relativePath", "handlers"}, Callback: "handlers", Method: "httpMethod"},
	{Name: "(github.com/gin-gonic/gin.IRoutes).PATCH", Roles: []Role{Route}, Verb: "PATCH", Params: []string{"relativePath", "handlers"}, Callback: "handlers"},
	{Name: "(github.com/gin-gonic/gin.IRoutes).POST", Roles: []Role{Route}, Verb: "POST", Params: []string{"relativePath", "handlers"}, Callback: "handlers"},
	{Name: "(github.com/gin-gonic/gin.IRoutes).PUT", Roles: []Role{Route}, Verb: "PUT", Params: []string{"relativePath", "handlers"}, Callback: "handlers"},

	// echo v4: the Echo and its Groups.
	{Name: "(*github.com/labstack/echo/v4.Echo).Add", Roles: []Role{Route}, Params: []string{"method", "path", "handler", "middleware"}, Callback: "handler", Method: "method"},
	{Name: "(*github.com/labstack/echo/v4.Echo).DELETE", Roles: []Role{Route}, Verb: "DELETE", Params: []string{"path", "h", "m"}, Callback: "h"},
	{Name: "(*github.com/labstack/echo/v4.Echo).GET", Roles: []Role{Route}, Verb: "GET", Params: []string{"path", "h", "m"}, Callback: "h"},
	{Name: "(*github.com/labstack/echo/v4.Echo).PATCH", Roles: []Role{Route}, Verb: "PATCH", Params: []string{"path", "h", "m"}, Callback: "h"},
	{Name: "(*github.com/labstack/echo/v4.Echo).POST", Roles: []Role{Route}, Verb: "POST", Params: []string{"path", "h", "m"}, Callback: "h"},
	{Name: "(*github.com/labstack/echo/v4.Echo).PUT", Roles: []Role{Route}, Verb: "PUT", Params: []string{"path", "h", "m"}, Callback: "h"},
	{Name: "(*github.com/labstack/echo/v4.Group).Add", Roles: []Role{Route}, Params: []string{"method", "path", "handler", "middleware"}, Callback: "handler", Method: "method"},
	{Name: "(*github.com/labstack/echo/v4.Group).DELETE", Roles: []Role{Route}, Verb: "DELETE", Params: []string{"path", "h", "m"}, Callback: "h"},
	{Name: "(*github.com/labstack/echo/v4.Group).GET", Roles: []Role{Route}, Verb: "GET", Params: []string{"path", "h", "m"}, Callback: "h"},
	{Name: "(*github.com/labstack/echo/v4.Group).PATCH", Roles: []Role{Route}, Verb: "PATCH", Params: []string{"path", "h", "m"}, Callback: "h"},
	{Name: "(*github.com/labstack/echo/v4.Group).POST", Roles: []Role{Route}, Verb: "POST", Params: []string{"path", "h", "m"}, Callback: "h"},
	{Name: "(*github.com/labstack/echo/v4.Group).PUT", Roles: []Role{Route}, Verb: "PUT", Params: []string{"path", "h", "m"}, Callback: "h"},
}
