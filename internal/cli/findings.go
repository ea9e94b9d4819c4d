package cli

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"go/ast"
	"go/token"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/idemlint/idemlint/internal/report"
)

// A finding is one diagnostic, resolved to file positions.
type finding struct {
	analyzer   string
	pkgID      string
	posn, end  token.Position // absolute file names
	message    string
	category   string
	url        string
	related    []related
	fixes      []analysis.SuggestedFix
	fset       *token.FileSet
	suppressed bool   // an ignore directive suppressed it (kept for SARIF)
	reason     string // the directive's reason
	function   string // the enclosing function, for fingerprints
	root       string // the directory fingerprints and SARIF URIs are relative to
	baselined  bool   // absorbed by the baseline
}

type related struct {
	posn, end token.Position
	message   string
}

type anError struct {
	pkgID, analyzer, msg string
}

type result struct {
	findings []*finding // sorted, deduplicated
	errors   []anError  // sorted, deduplicated
}

// reported returns the findings to show: not suppressed, not baselined.
func (res *result) reported() []*finding {
	var out []*finding
	for _, f := range res.findings {
		if !f.suppressed && !f.baselined {
			out = append(out, f)
		}
	}
	return out
}

func compareFindings(a, b *finding) int {
	return cmp.Or(
		cmp.Compare(a.posn.Filename, b.posn.Filename),
		cmp.Compare(a.posn.Line, b.posn.Line),
		cmp.Compare(a.posn.Column, b.posn.Column),
		cmp.Compare(a.analyzer, b.analyzer),
		cmp.Compare(a.message, b.message),
		cmp.Compare(a.end.Offset, b.end.Offset),
		cmp.Compare(a.category, b.category),
		cmp.Compare(a.pkgID, b.pkgID),
	)
}

// collect gathers the diagnostics of the root actions of the enabled
// analyzers and the errors of every action whose dependencies succeeded.
func (r *run) collect(g *checker.Graph, analyzers []*analysis.Analyzer) *result {
	want := make(map[*analysis.Analyzer]bool)
	for _, a := range analyzers {
		want[a] = true
	}
	res := &result{}
	for act := range g.All() {
		if act.Err != nil {
			cause := true
			for _, d := range act.Deps {
				if d.Err != nil {
					cause = false // reported where it arose
				}
			}
			if cause {
				res.errors = append(res.errors, anError{pkgID: act.Package.ID, analyzer: act.Analyzer.Name, msg: act.Err.Error()})
			}
			continue
		}
		if !act.IsRoot || !want[act.Analyzer] {
			continue
		}
		root := r.root
		fset := act.Package.Fset
		for _, d := range act.Diagnostics {
			f := &finding{
				analyzer: act.Analyzer.Name,
				pkgID:    act.Package.ID,
				posn:     fset.Position(d.Pos),
				end:      fset.Position(cmp.Or(d.End, d.Pos)),
				message:  d.Message,
				category: d.Category,
				url:      cmp.Or(d.URL, act.Analyzer.URL),
				fixes:    d.SuggestedFixes,
				fset:     fset,
				root:     root,
			}
			if reason, ok := strings.CutPrefix(d.Category, report.SuppressedCategory); ok {
				f.suppressed, f.reason, f.category = true, reason, ""
			}
			for _, rel := range d.Related {
				f.related = append(f.related, related{
					posn:    fset.Position(rel.Pos),
					end:     fset.Position(cmp.Or(rel.End, rel.Pos)),
					message: rel.Message,
				})
			}
			f.function = enclosingFunc(act.Package, d.Pos)
			res.findings = append(res.findings, f)
		}
	}
	slices.SortFunc(res.findings, compareFindings)
	// A file in both a package and its test variant is analysed twice:
	// keep the finding of the first package.
	type key struct {
		analyzer, message, category string
		posn, end                   token.Position
	}
	seen := make(map[key]bool)
	out := res.findings[:0]
	for _, f := range res.findings {
		k := key{f.analyzer, f.message, f.category, f.posn, f.end}
		if !seen[k] {
			seen[k] = true
			out = append(out, f)
		}
	}
	res.findings = out
	sort.Slice(res.errors, func(i, j int) bool {
		a, b := res.errors[i], res.errors[j]
		return cmp.Or(cmp.Compare(a.msg, b.msg), cmp.Compare(a.analyzer, b.analyzer), cmp.Compare(a.pkgID, b.pkgID)) < 0
	})
	var errs []anError
	seenErr := make(map[string]bool)
	for _, e := range res.errors {
		if !seenErr[e.msg] {
			seenErr[e.msg] = true
			errs = append(errs, e)
		}
	}
	sort.SliceStable(errs, func(i, j int) bool { return errs[i].pkgID < errs[j].pkgID })
	res.errors = errs
	return res
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
	for _, s := range []string{f.analyzer, relTo(f.root, f.posn.Filename), f.function, f.message} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))
}
