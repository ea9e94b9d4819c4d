package analyzer

import (
	"go/types"
	"strings"
)

// InModule reports whether pkg belongs to the module under analysis: an
// interface a library declares (a logger's, a client's) is not the team's
// own handler or service. Without module information (GOPATH mode, tests)
// every package does.
func (p *Pass) InModule(pkg *types.Package) bool {
	m := p.Module
	if m == nil || m.Path == "" || pkg == nil {
		return true
	}
	return pkg.Path() == m.Path || strings.HasPrefix(pkg.Path(), m.Path+"/")
}
