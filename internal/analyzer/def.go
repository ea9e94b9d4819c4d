package analyzer

import (
	"flag"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/report"
	"github.com/idemlint/idemlint/internal/summary"
)

// Option is one setting of an analyzer, declared as data: its name, its
// usage line, its default and the field of the analyzer's Config it sets.
// The name is a contract: it is the flag on the analysis.Analyzer, hence
// -<analyzer>.<name> on the command line and under go vet, the key under
// options.<analyzer> in .idemlint.yml and in the golangci-lint plugin's
// settings, and the line -explain prints. Def binds every option as a
// flag; the drivers read the flags and nothing else.
type Option[C any] struct {
	Name, Usage string
	setDefault  func(*C)
	bind        func(*flag.FlagSet, *C)
}

// Bool declares a boolean option: field returns the Config field it sets.
func Bool[C any](name string, def bool, field func(*C) *bool, usage string) Option[C] {
	return option(name, def, field, usage, (*flag.FlagSet).BoolVar)
}

// String declares a string option.
func String[C any](name string, def string, field func(*C) *string, usage string) Option[C] {
	return option(name, def, field, usage, (*flag.FlagSet).StringVar)
}

// Duration declares a duration option (time.ParseDuration syntax).
func Duration[C any](name string, def time.Duration, field func(*C) *time.Duration, usage string) Option[C] {
	return option(name, def, field, usage, (*flag.FlagSet).DurationVar)
}

func option[C, T any](name string, def T, field func(*C) *T, usage string,
	define func(fs *flag.FlagSet, p *T, name string, value T, usage string)) Option[C] {
	return Option[C]{
		Name:       name,
		Usage:      usage,
		setDefault: func(c *C) { *field(c) = def },
		// The flag's default is the value the analyzer was built with.
		bind: func(fs *flag.FlagSet, c *C) { p := field(c); define(fs, p, name, *p, usage) },
	}
}

// Configurable is an analyzer's Config: a struct that embeds Base.
type Configurable interface {
	SetBase(Base)
	base() Base
}

func (b *Base) base() Base { return *b }

// ConfigPtr is *C for a C that embeds Base: Def's second type parameter,
// so that a Config without Base does not compile.
type ConfigPtr[C any] interface {
	*C
	Configurable
}

// Def declares an analyzer whose configuration is C (a struct embedding
// Base; P is *C): Spec, with the run and the forwarding test given the
// configuration, its own fact types, and its options as data. An
// analyzer's DefaultConfig and New are Default and New.
type Def[C any, P ConfigPtr[C]] struct {
	Name      string
	Doc       string
	Requires  []*analysis.Analyzer
	Always    bool
	Options   []Option[C]
	Facts     []analysis.Fact // the analyzer's own fact types, beside Generated
	Generated report.GeneratedFact
	Run       func(*Pass, *C) error
	Forwarded func(p *Pass, cfg *C, call ssa.CallInstruction, category string) bool
	// Policy declares what the analyzer does with a call the summary
	// cannot resolve (policy.go); it is appended to Doc.
	Policy Policy
}

// Default returns the default configuration: the shared Base over the
// built-in knowledge, every option at its default.
func (d *Def[C, P]) Default() C {
	var c C
	P(&c).SetBase(DefaultBase())
	for _, o := range d.Options {
		o.setDefault(&c)
	}
	return c
}

// New returns a fresh analyzer for cfg, its options bound as flags to a
// copy of cfg, never to package state.
func (d *Def[C, P]) New(cfg C) *analysis.Analyzer {
	c := &cfg
	spec := Spec{
		Name:      d.Name,
		Doc:       d.Doc,
		Requires:  d.Requires,
		Always:    d.Always,
		Generated: d.Generated,
		Run:       func(p *Pass) error { return d.Run(p, c) },
	}
	if d.Forwarded != nil {
		spec.Forwarded = func(p *Pass, call ssa.CallInstruction, category string) bool {
			return d.Forwarded(p, c, call, category)
		}
	}
	a := New(spec, P(c).base())
	a.Doc += policyDoc(d.Policy)
	a.FactTypes = append(a.FactTypes, d.Facts...)
	summary.RegisterFacts(d.Facts...)
	for _, o := range d.Options {
		o.bind(&a.Flags, c)
	}
	return a
}
