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
