package analyzer

import (
	"go/ast"
	"go/token"
	"strings"
)

// InTest reports whether pos lies in a test file (_test.go), or in no file
// of the pass: the analyzers leave tests alone (fixtures mint keys, set
// short TTLs and create throwaway schemas on purpose).
func (p *Pass) InTest(pos token.Pos) bool {
	tf := p.Fset.File(pos)
	return tf == nil || strings.HasSuffix(tf.Name(), "_test.go")
}

// HandWrittenFiles returns the package's files that are neither tests nor
// generated (ast.IsGenerated), in the order of the pass.
func (p *Pass) HandWrittenFiles() []*ast.File {
	var out []*ast.File
	for _, f := range p.Files {
		if !p.InTest(f.Pos()) && !ast.IsGenerated(f) {
			out = append(out, f)
		}
	}
	return out
}
