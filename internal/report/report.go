// Package report is how every idemlint analyzer reports: it fills in the
// documentation URL, drops findings in generated files, honours
// //idemlint:ignore directives (inside every driver, golangci-lint
// included), and reports the ignore directives that suppressed nothing.
package report

import (
	"go/ast"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/directive"
)

// DocsBase is where the analyzers' pages live.
const DocsBase = "https://github.com/idemlint/idemlint/blob/main/docs/"

// URL returns the documentation page of an analyzer.
func URL(analyzer string) string { return DocsBase + analyzer + ".md" }

// SuppressedCategory prefixes the Category of a finding that an ignore
// directive suppressed, when the driver asked to keep suppressed findings
// (the CLI does, for SARIF); the reason follows the colon.
const SuppressedCategory = "idemlint-suppressed:"

// Reporter reports one analyzer's findings for one pass.
type Reporter struct {
	pass           *analysis.Pass
	name           string
	keepSuppressed bool
	ignores        []*ignore
	generated      map[*token.File]bool
}

type ignore struct {
	d    directive.Directive
	file *token.File
	line int
	used bool
}

// New returns a reporter for the analyzer named name. With keepSuppressed,
// suppressed findings are still reported, with SuppressedCategory.
func New(pass *analysis.Pass, name string, keepSuppressed bool) *Reporter {
	r := &Reporter{pass: pass, name: name, keepSuppressed: keepSuppressed, generated: make(map[*token.File]bool)}
	for _, f := range pass.Files {
		tf := pass.Fset.File(f.Pos())
		if tf == nil {
			continue
		}
		if ast.IsGenerated(f) {
			r.generated[tf] = true
			continue
		}
		ds, _ := directive.InFile(f) // malformed ones fail the summary pass
		for _, d := range ds {
			if d.Verb != "ignore" || !names(d, name) {
				continue
			}
			r.ignores = append(r.ignores, &ignore{d: d, file: tf, line: tf.Line(d.Pos)})
		}
	}
	return r
}

func names(d directive.Directive, analyzer string) bool {
	for _, a := range d.Analyzers {
		if a == analyzer {
			return true
		}
	}
	return false
}

// Generated reports whether pos lies in a generated file.
func (r *Reporter) Generated(pos token.Pos) bool {
	return r.generated[r.pass.Fset.File(pos)]
}

// Report reports d unless it lies in a generated file or an ignore
// directive on its line or the line above suppresses it. It sets URL.
func (r *Reporter) Report(d analysis.Diagnostic) {
	tf := r.pass.Fset.File(d.Pos)
	if tf == nil || r.generated[tf] {
		return
	}
	if d.URL == "" {
		d.URL = URL(r.name)
	}
	line := tf.Line(d.Pos)
	for _, ig := range r.ignores {
		if ig.file == tf && (ig.line == line || ig.line == line-1) {
			ig.used = true
			if r.keepSuppressed {
				d.Category = SuppressedCategory + ig.d.Reason
				d.SuggestedFixes = nil
				r.pass.Report(d)
			}
			return
		}
	}
	r.pass.Report(d)
}

// Finish reports every ignore directive for this analyzer that suppressed
// nothing. Call it once, at the end of the analyzer's run.
func (r *Reporter) Finish() {
	for _, ig := range r.ignores {
		if ig.used {
			continue
		}
		r.pass.Report(analysis.Diagnostic{
			Pos:      ig.d.Pos,
			End:      ig.d.Pos + token.Pos(len(directive.Prefix)+len("ignore")),
			Category: "unused-ignore",
			URL:      URL(r.name),
			Message:  "this idemlint:ignore " + r.name + " directive suppresses nothing; remove it (" + strings.TrimSpace(ig.d.Reason) + ")",
		})
	}
}
