package dedupschema

import (
	_ "embed"
	"go/ast"
	"go/token"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/analyzer"
	"github.com/idemlint/idemlint/internal/dedupstore"
)

//go:embed doc.go
var doc string

// Name is the analyzer's name, a contract.
const Name = "dedupschema"

// Flag names, a contract with golangci-lint settings and the config file.
const (
	// FlagKeyColumns sets the column names that hold a dedup key.
	FlagKeyColumns = "key-columns"
)

// Categories of findings.
const (
	CategoryTable  = "table"       // a dedup table declared in SQL without a unique key
	CategoryClaim  = "claim-store" // the table of an INSERT … ON CONFLICT DO NOTHING claim has no unique key
	CategoryGorm   = "gorm-model"  // a dedup gorm model passed to AutoMigrate without a unique tag
	CategoryEnt    = "ent-schema"  // a dedup ent schema whose key field is not Unique()
	CategoryOutbox = "outbox"      // an outbox table whose message ID has no unique key
)

// DefaultKeyColumns are the column names that hold a dedup key.
const DefaultKeyColumns = "key,idempotency_key,idempotence_key,idem_key,dedup_key,dedupe_key,dedup_id," +
	"deduplication_key,deduplication_id,message_id,msg_id,event_id,request_id,delivery_id"

// Config configures the analyzer; its options are declared in def. The
// words that mark a dedup table or model are the suite's (Base.Dedup).
type Config struct {
	analyzer.Base
	// KeyColumns is a comma-separated list of column names (compared
	// case-insensitively) that hold the key of a dedup store. A dedup
	// table without such a column is left alone.
	KeyColumns string
}

var def = analyzer.Def[Config, *Config]{
	Name: Name, Doc: doc, Policy: Policy,
	Always: true, // migrations packages import nothing but embed
	Run:    run,
	Options: []analyzer.Option[Config]{
		analyzer.String(FlagKeyColumns, DefaultKeyColumns, func(c *Config) *string { return &c.KeyColumns }, "comma-separated column names that hold the key of a dedup table"),
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
	words    dedupstore.Words
	keyCols  map[string]bool
	keyOrder []string
	files    []*ast.File // non-test, non-generated files
}

func run(p *analyzer.Pass, cfg *Config) error {
	s := &state{p: p, words: cfg.Dedup, keyCols: map[string]bool{}}
	for _, w := range strings.Split(cfg.KeyColumns, ",") {
		if w = strings.ToLower(strings.TrimSpace(w)); w != "" && !s.keyCols[w] {
			s.keyCols[w] = true
			s.keyOrder = append(s.keyOrder, w)
		}
	}
	s.files = p.HandWrittenFiles() // test fixtures create throwaway schemas
	scan := s.scan()
	if !scan.any() {
		return nil // no DDL, no embedded migrations, no models: nothing to read
	}
	s.checkSQL(scan)
	s.checkGorm(scan)
	s.checkEnt(scan)
	return nil
}

// dedupName reports whether a table or model name says dedup.
func (s *state) dedupName(names ...string) bool {
	for _, n := range names {
		if s.words.Match(n) {
			return true
		}
	}
	return false
}

// isKeyColumn reports whether a column name is one of the key columns.
func (s *state) isKeyColumn(name string) bool { return s.keyCols[strings.ToLower(name)] }

// noun says what a key column holds, for messages.
func noun(col, table string) string {
	c, t := strings.ToLower(col), strings.ToLower(table)
	switch {
	case strings.Contains(c, "idem"), c == "key" && strings.Contains(t, "idempot"):
		return "idempotency keys"
	case strings.Contains(c, "message"), strings.Contains(c, "msg"):
		return "message ids"
	case strings.Contains(c, "event"):
		return "event ids"
	case strings.Contains(c, "request"):
		return "request ids"
	case strings.Contains(c, "delivery"):
		return "delivery ids"
	}
	return "dedup keys"
}

// report reports d, with the related positions sorted and deduplicated.
func (s *state) report(d analysis.Diagnostic) {
	sort.SliceStable(d.Related, func(i, j int) bool { return d.Related[i].Pos < d.Related[j].Pos })
	out := d.Related[:0]
	var last token.Pos = token.NoPos
	for _, r := range d.Related {
		if r.Pos != last {
			out = append(out, r)
		}
		last = r.Pos
	}
	d.Related = out
	s.p.Report(d)
}
