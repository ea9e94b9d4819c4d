package relativewrite

import (
	_ "embed"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/analyzer"
)

//go:embed doc.go
var doc string

// Name is the analyzer's name, a contract.
const Name = "relativewrite"

// Config configures the analyzer. Options are also flags on the analyzer
// (kebab-case), so golangci-lint and the config file can set them.
type Config struct {
	analyzer.Base
}

// DefaultConfig returns the default configuration.
func DefaultConfig() Config { return Config{Base: analyzer.DefaultBase()} }

// New returns a fresh analyzer for cfg.
func New(cfg Config) *analysis.Analyzer {
	c := cfg // flags bind to this copy, never to package state
	a := analyzer.New(analyzer.Spec{
		Name: Name,
		Doc:  doc,
		Run:  func(p *analyzer.Pass) error { return run(p, &c) },
	}, cfg.Base)
	return a
}

// Analyzer is the analyzer with the default configuration.
var Analyzer = New(DefaultConfig())

func run(p *analyzer.Pass, cfg *Config) error {
	return nil
}
