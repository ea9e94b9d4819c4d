package keyretention

import (
	_ "embed"
	"go/ast"
	"go/token"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/analyzer"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
)

//go:embed doc.go
var doc string

// Name is the analyzer's name, a contract.
const Name = "keyretention"

// Option names, a contract with golangci-lint settings and the config file.
const (
	// OptMinTTL is the shortest TTL a dedup key may have.
	OptMinTTL = "min-ttl"
	// OptMoneyMinTTL is the shortest TTL of a dedup key that guards a payment.
	OptMoneyMinTTL = "money-min-ttl"
)

// Categories of findings.
const (
	CategoryRedisTTL       = "redis-ttl"       // a Redis claim, record or Expire of a dedup key with a short constant TTL
	CategorySQLCleanup     = "sql-cleanup"     // a DELETE of a dedup table's rows younger than the floor
	CategoryNATSDuplicates = "nats-duplicates" // a JetStream stream's Msg-Id dedup window under the floor
	CategoryDynamoTTL      = "dynamodb-ttl"    // a DynamoDB dedup item whose TTL attribute is now plus less than the floor
)

// Config configures the analyzer; its options are declared in def.
type Config struct {
	analyzer.Base
	// MinTTL is the floor of a dedup key's retention.
	MinTTL time.Duration
	// MoneyMinTTL is the floor of a dedup key whose claim guards a payment.
	MoneyMinTTL time.Duration
}

var def = analyzer.Def[Config, *Config]{
	Name: Name, Doc: doc, Policy: Policy, Run: run,
	Facts: []analysis.Fact{new(ttlFact), new(msgIDFact)},
	Options: []analyzer.Option[Config]{
		analyzer.Duration(OptMinTTL, 24*time.Hour, func(c *Config) *time.Duration { return &c.MinTTL }, "shortest retention of a dedup key or idempotency record"),
		analyzer.Duration(OptMoneyMinTTL, 7*24*time.Hour, func(c *Config) *time.Duration { return &c.MoneyMinTTL }, "shortest retention of a dedup key that guards a payment"),
	},
}

// DefaultConfig returns the default configuration.
func DefaultConfig() Config { return def.Default() }

// New returns a fresh analyzer for cfg.
func New(cfg Config) *analysis.Analyzer { return def.New(cfg) }

// Analyzer is the analyzer with the default configuration.
var Analyzer = New(DefaultConfig())

// state is one run over one package.
type state struct {
	p        *analyzer.Pass
	cfg      *Config
	calls    map[token.Pos]*ast.CallExpr // by Lparen, the position of an SSA call
	local    map[*ssa.Function]*ttlFact  // wrappers of this package
	defs     *defaults
	locks    bool // the package holds a compare-and-delete script or a Get-then-Del
	fns      []*ssa.Function
	claims   map[string]bool // tables the package claims keys in, lower case; computed on first use
	ttlAttrs map[string]bool // DynamoDB attributes an UpdateTimeToLive names; computed on first use
	msgID    int             // the package or an import publishes with a Msg-Id: 1 yes, -1 no, 0 not yet known
}

func run(p *analyzer.Pass, cfg *Config) error {
	s := &state{p: p, cfg: cfg, calls: map[token.Pos]*ast.CallExpr{}, local: map[*ssa.Function]*ttlFact{}}
	for _, f := range p.HandWrittenFiles() { // tests set short TTLs on purpose
		ast.Inspect(f, func(n ast.Node) bool {
			if c, ok := n.(*ast.CallExpr); ok {
				s.calls[c.Lparen] = c
			}
			return true
		})
	}
	funcs := s.funcs()
	s.fns = funcs
	s.defs = fieldDefaults(p.Sum.Pkg, funcs)
	s.locks = releasesByCompare(p.Sum, funcs)
	var sites []site
	for _, fn := range funcs {
		for _, c := range ir.Calls(fn) {
			sites = append(sites, s.sitesOf(fn, c)...)
		}
	}
	// Wrappers of wrappers: a site whose TTL is a parameter makes its
	// function a wrapper, whose callers are sites in turn.
	for round := 0; round < 4; round++ {
		grew := false
		for _, st := range sites {
			if pi := paramIndex(st.fn, st.ttl); pi >= 0 && s.export(st, pi) {
				grew = true
			}
		}
		if !grew {
			break
		}
		sites = sites[:0]
		for _, fn := range funcs {
			for _, c := range ir.Calls(fn) {
				sites = append(sites, s.sitesOf(fn, c)...)
			}
		}
	}
	for _, st := range sites {
		s.check(st)
	}
	if s.localMsgID() {
		p.ExportPackageFact(new(msgIDFact))
	}
	for fn, f := range s.local {
		if obj := ir.FuncObject(fn); obj != nil && f.sort() {
			p.ExportObjectFact(obj, f)
		}
	}
	return nil
}

// funcs are the package's functions in files that are neither tests nor
// generated, with the package initializer (package-level config literals).
func (s *state) funcs() []*ssa.Function {
	var out []*ssa.Function
	for _, fn := range s.p.Sum.Funcs {
		if s.inFiles(fn.Pos()) {
			out = append(out, fn)
		}
	}
	if init := s.p.Sum.Pkg.Func("init"); init != nil {
		out = append(out, init)
	}
	return out
}

func (s *state) inFiles(pos token.Pos) bool {
	return !s.p.InTest(pos)
}

// floor is the retention a key needs: the money floor when the function
// that claims it, or the one that sets its TTL, performs a payment.
func (s *state) floor(money bool, fns ...*ssa.Function) (time.Duration, bool) {
	for _, fn := range fns {
		money = money || s.pays(fn)
	}
	if money {
		return s.cfg.MoneyMinTTL, true
	}
	return s.cfg.MinTTL, false
}

// pays reports whether fn performs a payment effect, by its summary.
func (s *state) pays(fn *ssa.Function) bool {
	if fn == nil {
		return false
	}
	for _, it := range s.p.Sum.Func(fn).All(knowledge.Effect) {
		if it.Effect == knowledge.KindPayment {
			return true
		}
	}
	return false
}
