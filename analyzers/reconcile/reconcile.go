package reconcile

import (
	_ "embed"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/analyzer"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
)

//go:embed doc.go
var doc string

// Name is the analyzer's name, a contract.
const Name = "reconcile"

// CategoryUnwatched is the category of a job that counts and is not
// watched for staleness.
const CategoryUnwatched = "unwatched"

// Config configures the analyzer: it has no options.
type Config struct{ analyzer.Base }

var def = analyzer.Def[Config, *Config]{Name: Name, Doc: doc, Policy: Policy, Facts: []analysis.Fact{new(Reads)}, Run: run}

// DefaultConfig returns the default configuration.
func DefaultConfig() Config { return def.Default() }

// New returns a fresh analyzer for cfg.
func New(cfg Config) *analysis.Analyzer { return def.New(cfg) }

// Analyzer is the analyzer with the default configuration.
var Analyzer = New(DefaultConfig())

// state is one run over one package.
type state struct {
	p *analyzer.Pass
	// fns are the package's hand-written functions, literals included.
	fns map[*ssa.Function]bool
	// callees are the functions of fns each calls statically or takes as a
	// value (a literal it defers, a callback it registers); callers is the
	// reverse.
	callees, callers map[*ssa.Function][]*ssa.Function
	// payPkgs are the packages where the knowledge knows a payment effect:
	// a provider's SDK, whose other calls read the provider.
	payPkgs map[string]bool
	reads   map[*ssa.Function]side // the reads each function's closure makes
	own     map[*ssa.Function]side // the reads each function makes itself
}

func run(p *analyzer.Pass, _ *Config) error {
	s := &state{p: p, fns: map[*ssa.Function]bool{}, payPkgs: map[string]bool{}, reads: map[*ssa.Function]side{}, own: map[*ssa.Function]side{}}
	for _, fn := range p.Sum.Funcs {
		if !p.InTest(fn.Pos()) && !p.Rep.Generated(fn.Pos()) {
			s.fns[fn] = true
		}
	}
	for _, e := range p.Sum.Base.Funcs() {
		if e.Has(knowledge.Effect) && e.Effect == knowledge.KindPayment {
			s.payPkgs[knowledge.PkgOf(e.Name)] = true
		}
	}
	s.callGraph()
	s.exportReads()
	if emitsMetrics(p.Sum.Funcs) {
		s.checkJobs()
	}
	return nil
}

// emitsMetrics reports whether a function calls a metric library the
// knowledge names: the fast exit.
func emitsMetrics(fns []*ssa.Function) bool {
	for _, fn := range fns {
		for _, c := range ir.Calls(fn) {
			if knowledge.MetricOf(ir.Callee(c.Common())) != nil {
				return true
			}
		}
	}
	return false
}

// callGraph fills callees and callers over the package's functions.
func (s *state) callGraph() {
	s.callees, s.callers = map[*ssa.Function][]*ssa.Function{}, map[*ssa.Function][]*ssa.Function{}
	for _, fn := range s.p.Sum.Funcs {
		if !s.fns[fn] {
			continue
		}
		seen := map[*ssa.Function]bool{}
		add := func(g *ssa.Function) {
			if g != nil && g != fn && s.fns[g] && !seen[g] {
				seen[g] = true
				s.callees[fn] = append(s.callees[fn], g)
				s.callers[g] = append(s.callers[g], fn)
			}
		}
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if c, ok := instr.(ssa.CallInstruction); ok {
					add(c.Common().StaticCallee())
				}
				var ops [8]*ssa.Value
				for _, op := range instr.Operands(ops[:0]) {
					if *op != nil {
						add(s.target(ir.ClosureOf(*op)))
					}
				}
			}
		}
	}
}

// closure returns fn and every function it reaches through callees.
func (s *state) closure(fn *ssa.Function) []*ssa.Function {
	seen := map[*ssa.Function]bool{fn: true}
	out := []*ssa.Function{fn}
	for i := 0; i < len(out); i++ {
		for _, g := range s.callees[out[i]] {
			if !seen[g] {
				seen[g] = true
				out = append(out, g)
			}
		}
	}
	return out
}

// ancestors returns fn and every function that reaches it through callees.
func (s *state) ancestors(fn *ssa.Function) []*ssa.Function {
	seen := map[*ssa.Function]bool{fn: true}
	out := []*ssa.Function{fn}
	for i := 0; i < len(out); i++ {
		for _, g := range s.callers[out[i]] {
			if !seen[g] {
				seen[g] = true
				out = append(out, g)
			}
		}
	}
	return out
}
