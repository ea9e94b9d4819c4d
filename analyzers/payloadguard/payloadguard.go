package payloadguard

import (
	_ "embed"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/analyzer"
)

//go:embed doc.go
var doc string

// Name is the analyzer's name, a contract.
const Name = "payloadguard"

// Categories of findings.
const (
	CategoryReplay = "replay" // a stored response replayed with no comparison of the request
	CategorySchema = "schema" // an idempotency table or model with a response and no fingerprint
)

// Config configures the analyzer: it has no options. The words that mark
// an idempotency store are the suite's (Base.Dedup).
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
	for _, fn := range p.Sum.Funcs {
		if !p.InTest(fn.Pos()) && !p.Rep.Generated(fn.Pos()) {
			s.checkReplays(fn)
		}
	}
	s.checkSchema()
	return nil
}
