package cli

import (
	"crypto/sha256"
	"encoding/hex"
	"go/ast"
	"go/token"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/packages"
)

// A finding is a Finding as the CLI prints it: with the directory its
// SARIF URIs, annotations and fingerprints are relative to, and whether
// the baseline absorbed it.
type finding struct {
	Finding
	root      string
	baselined bool
}

type result struct {
	findings []*finding      // sorted, deduplicated
	errors   []AnalyzerError // sorted, deduplicated
}

// reported returns the findings to show: not suppressed, not baselined.
func (res *result) reported() []*finding {
	var out []*finding
	for _, f := range res.findings {
		if !f.Suppressed && !f.baselined {
			out = append(out, f)
		}
	}
	return out
}

// enclosingFunc names the function declaration around pos: "F", "T.M" or
// "(*T).M"; function literals count as part of their declaration, and a
// package-level variable's initializer is named after the variable.
func enclosingFunc(pkg *packages.Package, pos token.Pos) string {
	for _, f := range pkg.Syntax {
		if pos < f.FileStart || pos > f.FileEnd {
			continue
		}
		for _, decl := range f.Decls {
			if pos < decl.Pos() || pos > decl.End() {
				continue
			}
			switch d := decl.(type) {
			case *ast.FuncDecl:
				if d.Recv != nil && len(d.Recv.List) == 1 {
					return recvName(d.Recv.List[0].Type) + "." + d.Name.Name
				}
				return d.Name.Name
			case *ast.GenDecl:
				for _, s := range d.Specs {
					if pos < s.Pos() || pos > s.End() {
						continue
					}
					switch s := s.(type) {
					case *ast.ValueSpec:
						var names []string
						for _, n := range s.Names {
							names = append(names, n.Name)
						}
						return strings.Join(names, ",")
					case *ast.TypeSpec:
						return s.Name.Name
					}
				}
			}
		}
	}
	return ""
}

func recvName(e ast.Expr) string {
	switch t := e.(type) {
	case *ast.StarExpr:
		return "(*" + recvName(t.X) + ")"
	case *ast.ParenExpr:
		return recvName(t.X)
	case *ast.IndexExpr:
		return recvName(t.X)
	case *ast.IndexListExpr:
		return recvName(t.X)
	case *ast.Ident:
		return t.Name
	}
	return "?"
}

// srcRoot is the directory that SARIF URIs, GitHub annotations and
// baseline fingerprints are relative to: the enclosing repository
// (a directory holding .git) of the package's module, else the module
// root, else the working directory.
func (r *run) srcRoot(pkg *packages.Package) string {
	start := r.dir
	if pkg.Module != nil && pkg.Module.Dir != "" {
		start = pkg.Module.Dir
	}
	if root, ok := r.roots[start]; ok {
		return root
	}
	root := start
	for d := start; ; {
		if exists(filepath.Join(d, ".git")) {
			root = d
			break
		}
		parent := filepath.Dir(d)
		if parent == d {
			break
		}
		d = parent
	}
	if r.roots == nil {
		r.roots = make(map[string]string)
	}
	r.roots[start] = root
	return root
}

// relTo returns path relative to root, slash-separated, or the path
// itself, slash-separated, when it lies outside.
func relTo(root, path string) string {
	if rel, err := filepath.Rel(root, path); err == nil && !strings.HasPrefix(rel, "..") {
		return filepath.ToSlash(rel)
	}
	return filepath.ToSlash(path)
}

// fingerprint identifies a finding across line shifts: analyzer, file
// relative to the repository, enclosing function and message.
func (f *finding) fingerprint() string {
	h := sha256.New()
	for _, s := range []string{f.Analyzer, relTo(f.root, f.Posn.Filename), f.Function, f.Message} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))
}
