// Package analyzer is the frame every idemlint analyzer is built in: the
// shared summary analyzer as a requirement, the documentation from doc.go,
// the fast exit on packages that import nothing idemlint knows, panics
// turned into errors that name the package and the analyzer, and the
// reporter that honours ignore directives.
package analyzer

import (
	"fmt"
	"runtime/debug"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/dedupstore"
	"github.com/idemlint/idemlint/internal/report"
	"github.com/idemlint/idemlint/internal/summary"
)

// Base is the configuration every analyzer shares.
type Base struct {
	// Summary is the suite's one summary analyzer (facts are keyed by
	// analyzer: every analyzer of a run must require the same one).
	Summary *analysis.Analyzer
	// KeepSuppressed reports suppressed findings too, marked with
	// report.SuppressedCategory (for SARIF).
	KeepSuppressed bool
	// Dedup is the suite's dedup-words: the names that mark a dedup
	// store (the zero value is the default list).
	Dedup dedupstore.Words
}

// SetBase replaces the shared part of an analyzer's Config (which embeds
// Base): the suite's registry builds every analyzer over one Base with it.
func (b *Base) SetBase(x Base) { *b = x }

// DefaultBase is the shared configuration over the built-in knowledge.
func DefaultBase() Base { return Base{Summary: summary.Analyzer} }

// Pass is what an analyzer's run gets.
type Pass struct {
	*analysis.Pass
	Sum *summary.Result
	Rep *report.Reporter
}

// Report reports through the reporter (directives, URL, generated files).
func (p *Pass) Report(d analysis.Diagnostic) { p.Rep.Report(d) }

// Spec describes an analyzer.
type Spec struct {
	Name string
	// Doc is the text of doc.go, embedded; its "# Analyzer <name>"
	// section becomes the analyzer's Doc.
	Doc string
	// Requires lists further requirements (inspect…).
	Requires []*analysis.Analyzer
	// Always runs the analyzer on packages that import nothing idemlint
	// knows (dedupschema reads SQL in any package); Sum.Pkg is nil there.
	Always bool
	// Run does the work.
	Run func(*Pass) error
	// Forwarded, when set, says whether a finding of generated code that
	// a hand-written call reaches is reported at that call: the
	// analyzer's own exemptions at the caller (a claim that runs first).
	Forwarded func(p *Pass, call ssa.CallInstruction, category string) bool
	// Generated is the analyzer's own fact type (embedding
	// report.Generated) that carries its findings in generated code to
	// the first hand-written caller (docs/generated.md). Without one,
	// they stay silent. A fact type makes the driver run the analyzer on
	// every dependency, so only analyzers whose findings calls reach
	// declare it.
	Generated report.GeneratedFact
}

// New builds the analysis.Analyzer for spec.
func New(spec Spec, base Base) *analysis.Analyzer {
	if base.Summary == nil {
		base.Summary = summary.Analyzer
	}
	doc, docErr := Doc(spec.Doc, spec.Name)
	a := &analysis.Analyzer{
		Name:     spec.Name,
		Doc:      doc,
		URL:      report.URL(spec.Name),
		Requires: append([]*analysis.Analyzer{base.Summary}, spec.Requires...),
	}
	if spec.Generated != nil {
		a.FactTypes = []analysis.Fact{spec.Generated}
		summary.RegisterFacts(spec.Generated)
	}
	a.Run = func(pass *analysis.Pass) (_ any, err error) {
		if docErr != nil {
			return nil, docErr
		}
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("idemlint: internal error in %s on package %s: %v\n%s", spec.Name, pass.Pkg.Path(), r, debug.Stack())
			}
		}()
		p := &Pass{
			Pass: pass,
			Sum:  pass.ResultOf[base.Summary].(*summary.Result),
			Rep:  report.New(pass, spec.Name, base.KeepSuppressed),
		}
		if p.Sum.Relevant || spec.Always {
			if err := spec.Run(p); err != nil {
				return nil, err
			}
		}
		var keep func(ssa.CallInstruction, string) bool
		if spec.Forwarded != nil {
			keep = func(call ssa.CallInstruction, category string) bool { return spec.Forwarded(p, call, category) }
		}
		p.Rep.Forward(p.Sum, spec.Generated, keep)
		p.Rep.Finish()
		return nil, nil
	}
	return a
}

// Doc extracts the "# Analyzer <name>" section of a doc.go package comment:
// its first line is the title ("name: lowercase title"), the rest the text.
// When the section is missing or malformed, the error says why, the
// analyzer built on it fails every run with that error, and its Doc is the
// error's text; the analyzers' TestDoc and TestAnalyzerDocs catch it first.
func Doc(src, name string) (string, error) {
	start := strings.Index(src, "/*")
	end := strings.LastIndex(src, "*/")
	if start < 0 || end < start {
		return docError(name, "doc.go has no /* package comment */")
	}
	body := src[start+2 : end]
	head := "# Analyzer " + name
	i := strings.Index(body, head)
	if i < 0 {
		return docError(name, "doc.go has no section "+head)
	}
	body = body[i+len(head):]
	if j := strings.Index(body, "\n# "); j >= 0 {
		body = body[:j]
	}
	body = strings.TrimSpace(body)
	if !strings.HasPrefix(body, name+": ") {
		return docError(name, "doc section must start with \""+name+": <title>\"")
	}
	return body, nil
}

func docError(name, why string) (string, error) {
	err := fmt.Errorf("analyzer %s: %s", name, why)
	return err.Error(), err
}
