package inprogress

import (
	_ "embed"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/analyzer"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

//go:embed doc.go
var doc string

// Name is the analyzer's name, a contract.
const Name = "inprogress"

// Categories of findings.
const (
	CategoryLostClaim = "lost-claim"         // a losing claim answered as a success
	CategoryDoneFirst = "done-before-effect" // a claim that is the only record, written before the effect
	CategorySchema    = "schema"             // an idempotency table with no state and no response column
)

// Config configures the analyzer: it has no options. The words that mark
// an idempotency table are the suite's (Base.Dedup).
type Config struct{ analyzer.Base }

var def = analyzer.Def[Config, *Config]{
	Name: Name, Doc: doc, Policy: Policy,
	Always: true, // migrations packages import nothing but embed
	Run:    run,
}

// DefaultConfig returns the default configuration.
func DefaultConfig() Config { return def.Default() }

// New returns a fresh analyzer for cfg.
func New(cfg Config) *analysis.Analyzer { return def.New(cfg) }

// Analyzer is the analyzer with the default configuration.
var Analyzer = New(DefaultConfig())

// state is one run over one package.
type state struct {
	p   *analyzer.Pass
	cfg *Config
}

func run(p *analyzer.Pass, cfg *Config) error {
	s := &state{p: p, cfg: cfg}
	if p.Sum.Pkg != nil {
		for _, fn := range p.Sum.Funcs {
			if !s.handWritten(fn) {
				continue
			}
			for _, cl := range s.p.Sum.Claims(fn) {
				s.checkClaim(fn, cl)
			}
			for _, cl := range s.p.Sum.UniqueClaims(fn) {
				s.uniqueDoneFirst(fn, cl)
			}
		}
	}
	st := s.findStores()
	cat := s.checkTables(st.tables)
	s.checkModels(cat, st.models)
	return nil
}

// handWritten reports whether fn lies in a file that is neither a test
// nor generated.
func (s *state) handWritten(fn *ssa.Function) bool {
	return !s.p.InTest(fn.Pos()) && !s.p.Rep.Generated(fn.Pos())
}

// isHandler reports whether fn is an HTTP handler: it takes an
// http.ResponseWriter.
func isHandler(fn *ssa.Function) bool { return responseWriter(fn) != nil }

// responseWriter returns fn's http.ResponseWriter parameter, or nil.
func responseWriter(fn *ssa.Function) *ssa.Parameter {
	for _, p := range fn.Params {
		if ir.IsNamed(p.Type(), "net/http", "ResponseWriter") {
			return p
		}
	}
	return nil
}

// name renders the callee of a call for a message.
func (s *state) name(c *ssa.CallCommon) string {
	if callee := ir.Callee(c); callee != nil {
		return s.p.Sum.CallName(c, callee)
	}
	return "a call"
}

// fact is what a call does, by the knowledge and the summaries.
func (s *state) fact(c *ssa.CallCommon) *summary.Fact { return s.p.Sum.Call(c) }

// externalEffect returns the first effect of a call that leaves the
// process and cannot be rolled back with the store: a payment, a publish,
// an HTTP mutation, a notification, a workflow start.
func (s *state) externalEffect(c *ssa.CallCommon) *summary.Item {
	for _, it := range s.fact(c).All(knowledge.Effect) {
		switch it.Effect {
		case knowledge.KindPayment, knowledge.KindPublish, knowledge.KindHTTP, knowledge.KindNotify, knowledge.KindWorkflow:
			it := it
			return &it
		}
	}
	return nil
}
