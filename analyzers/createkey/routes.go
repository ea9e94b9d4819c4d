package createkey

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/analyzer"
)

// grpcMethod returns, for a method of a type that implements an interface
// named …Server declared in an imported package (the code
// protoc-gen-go-grpc generates) with that method, the interface's name;
// "" otherwise.
func grpcMethod(servers []server, fn *ssa.Function) string {
	recv := fn.Signature.Recv()
	if recv == nil || fn.Signature.Params().Len() != 2 {
		return ""
	}
	for _, srv := range servers {
		has := false
		for i := 0; i < srv.iface.NumMethods(); i++ {
			has = has || srv.iface.Method(i).Name() == fn.Name()
		}
		if has && types.Implements(recv.Type(), srv.iface) {
			return srv.name
		}
	}
	return ""
}

// A server is an interface named …Server of an imported package.
type server struct {
	name  string // "orderspb.OrdersServer"
	iface *types.Interface
}

// grpcServers returns the …Server interfaces of the package's imports,
// once per package: a method of the package is checked against them only.
func grpcServers(p *analyzer.Pass) []server {
	var out []server
	for _, imp := range p.Pkg.Imports() {
		scope := imp.Scope()
		for _, name := range scope.Names() {
			tn, ok := scope.Lookup(name).(*types.TypeName)
			if !ok || !strings.HasSuffix(name, "Server") {
				continue
			}
			if it, ok := tn.Type().Underlying().(*types.Interface); ok && it.NumMethods() > 0 {
				out = append(out, server{imp.Name() + "." + name, it})
			}
		}
	}
	return out
}
