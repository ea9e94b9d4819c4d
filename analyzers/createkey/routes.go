package createkey

import (
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/analyzer"
	"github.com/idemlint/idemlint/internal/entrypoint"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

// A handler is a function shaped as one router's handler; request says
// which of its parameters hold what the client sent.
type handler struct {
	request func(*ssa.Parameter) bool
}

// handlerKind returns the shape of fn as an HTTP handler, or nil:
// func(http.ResponseWriter, *http.Request) (ServeHTTP included),
// func(*gin.Context), func(echo.Context) error.
func handlerKind(fn *ssa.Function) *handler {
	params := fn.Signature.Params()
	byType := func(pkg, name string) *handler {
		return &handler{request: func(p *ssa.Parameter) bool {
			return p.Parent() == fn && ir.IsNamed(p.Type(), pkg, name)
		}}
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

// A route is one registration of a handler.
type route struct {
	method string // "POST"…; "" when the registration names none
	path   string
	pos    token.Pos // the registering call
}

func (r route) String() string {
	if r.method == "" {
		return "any method " + r.path
	}
	return strings.TrimSpace(r.method + " " + r.path)
}

// findRoutes maps the package's handlers to the routes the package
// registers them for, by the knowledge's Route entries.
func findRoutes(p *analyzer.Pass) map[*ssa.Function][]route {
	out := make(map[*ssa.Function][]route)
	for _, fn := range p.Sum.Funcs {
		for _, call := range ir.Calls(fn) {
			c := call.Common()
			e := p.Sum.Entry(c)
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
				ie := p.Sum.Entry(&inner.Call)
				if !ie.Has(knowledge.Route) || ie.Callback == "" {
					continue
				}
				path := pathOf(&inner.Call, ie)
				for _, h := range entrypoint.AnyFuncs(p.Sum, fn, ir.EntryArg(&inner.Call, ie, ie.Callback), "ServeHTTP") {
					for _, m := range constStrings(p.Sum, fn, ir.EntryArg(c, e, e.Method)) {
						out[h] = append(out[h], route{strings.ToUpper(m), path, call.Pos()})
					}
				}
				continue
			}
			r := route{method: e.Verb, path: pathOf(c, e), pos: call.Pos()}
			if e.Method != "" {
				if m, ok := keytext.ConstString(ir.EntryArg(c, e, e.Method)); ok {
					r.method = strings.ToUpper(m)
				}
			}
			if e.Pattern != "" {
				if pat, ok := keytext.ConstString(ir.EntryArg(c, e, e.Pattern)); ok {
					if m, rest, ok := strings.Cut(strings.TrimSpace(pat), " "); ok && m == strings.ToUpper(m) {
						r.method, r.path = m, strings.TrimSpace(rest)
					}
				}
			}
			for _, h := range entrypoint.AnyFuncs(p.Sum, fn, ir.EntryArg(c, e, e.Callback), "ServeHTTP") {
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

// grpcMethod returns, for a method of a type that implements an interface
// named …Server declared in an imported package (the code
// protoc-gen-go-grpc generates) with that method, the interface's name;
// "" otherwise.
func grpcMethod(p *analyzer.Pass, fn *ssa.Function) string {
	recv := fn.Signature.Recv()
	if recv == nil || fn.Signature.Params().Len() != 2 {
		return ""
	}
	for _, imp := range p.Pkg.Imports() {
		scope := imp.Scope()
		for _, name := range scope.Names() {
			tn, ok := scope.Lookup(name).(*types.TypeName)
			if !ok || !strings.HasSuffix(name, "Server") {
				continue
			}
			it, ok := tn.Type().Underlying().(*types.Interface)
			if !ok {
				continue
			}
			has := false
			for i := 0; i < it.NumMethods(); i++ {
				has = has || it.Method(i).Name() == fn.Name()
			}
			if has && types.Implements(recv.Type(), it) {
				return imp.Name() + "." + name
			}
		}
	}
	return ""
}
