package entrypoint

import (
	"go/token"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

// Handler returns, for a function shaped as one router's handler, which of
// its parameters hold what the client sent; nil for any other function:
// func(http.ResponseWriter, *http.Request) (ServeHTTP included),
// func(*gin.Context), func(echo.Context) error.
func Handler(fn *ssa.Function) func(*ssa.Parameter) bool {
	params := fn.Signature.Params()
	byType := func(pkg, name string) func(*ssa.Parameter) bool {
		return func(p *ssa.Parameter) bool {
			return p.Parent() == fn && ir.IsNamed(p.Type(), pkg, name)
		}
	}
	switch {
	case params.Len() == 2 && ir.IsNamed(params.At(0).Type(), "net/http", "ResponseWriter") && ir.IsNamed(params.At(1).Type(), "net/http", "Request"):
		return byType("net/http", "Request")
	case params.Len() == 1 && fn.Signature.Results().Len() == 0 && ir.IsNamed(params.At(0).Type(), "github.com/gin-gonic/gin", "Context"):
		return byType("github.com/gin-gonic/gin", "Context")
	case params.Len() == 1 && fn.Signature.Results().Len() == 1 && ir.IsNamed(params.At(0).Type(), "github.com/labstack/echo/v4", "Context"):
		return byType("github.com/labstack/echo/v4", "Context")
	}
	return nil
}

// A Route is one registration of a handler.
type Route struct {
	Method string // "POST"…; "" when the registration names none
	Path   string
	Pos    token.Pos // the registering call
}

func (r Route) String() string {
	if r.Method == "" {
		return "any method " + r.Path
	}
	return strings.TrimSpace(r.Method + " " + r.Path)
}

// Routes maps the handlers the package registers (its own, and those of
// other packages whose method values it registers) to their routes, by
// the knowledge's Route entries.
func Routes(sum *summary.Result) map[*ssa.Function][]Route {
	out := make(map[*ssa.Function][]Route)
	for _, fn := range sum.Funcs {
		for _, call := range ir.Calls(fn) {
			c := call.Common()
			e := sum.Entry(c)
			if !e.Has(knowledge.Route) {
				continue
			}
			if e.Callback == "" {
				// gorilla/mux: r.HandleFunc(path, h).Methods("POST") sets
				// the methods of the route its receiver registered.
				inner, ok := ir.Arg(c, 0).(*ssa.Call)
				if !ok {
					continue
				}
				ie := sum.Entry(&inner.Call)
				if !ie.Has(knowledge.Route) || ie.Callback == "" {
					continue
				}
				path := pathOf(&inner.Call, ie)
				for _, h := range AnyFuncs(sum, fn, ir.EntryArg(&inner.Call, ie, ie.Callback), "ServeHTTP") {
					for _, m := range constStrings(sum, fn, ir.EntryArg(c, e, e.Method)) {
						out[h] = append(out[h], Route{strings.ToUpper(m), path, call.Pos()})
					}
				}
				continue
			}
			r := Route{Method: e.Verb, Path: pathOf(c, e), Pos: call.Pos()}
			if e.Method != "" {
				if m, ok := keytext.ConstString(ir.EntryArg(c, e, e.Method)); ok {
					r.Method = strings.ToUpper(m)
				}
			}
			if e.Pattern != "" {
				if pat, ok := keytext.ConstString(ir.EntryArg(c, e, e.Pattern)); ok {
					if m, rest, ok := strings.Cut(strings.TrimSpace(pat), " "); ok && m == strings.ToUpper(m) {
						r.Method, r.Path = m, strings.TrimSpace(rest)
					}
				}
			}
			for _, h := range AnyFuncs(sum, fn, ir.EntryArg(c, e, e.Callback), "ServeHTTP") {
				out[h] = append(out[h], r)
			}
		}
	}
	return out
}

// pathOf returns the constant path a registration names, or "".
func pathOf(c *ssa.CallCommon, e *knowledge.Func) string {
	for _, name := range []string{"pattern", "path", "relativePath"} {
		if e.HasParam(name) {
			s, _ := keytext.ConstString(ir.EntryArg(c, e, name))
			return s
		}
	}
	return ""
}

// constStrings returns the string constants v is built from (a variadic
// slice of methods included).
func constStrings(sum *summary.Result, fn *ssa.Function, v ssa.Value) []string {
	var out []string
	for _, root := range sum.RootsUpTo(fn, v) {
		if s, ok := keytext.ConstString(root); ok {
			out = append(out, s)
		}
	}
	return out
}
