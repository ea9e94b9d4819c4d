package duperror

import (
	_ "embed"
	"fmt"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/analyzer"
	"github.com/idemlint/idemlint/internal/entrypoint"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

//go:embed doc.go
var doc string

// Name is the analyzer's name, a contract.
const Name = "duperror"

// Categories of findings.
const (
	CategoryHTTP    = "http"    // an HTTP handler answers a duplicate 409, 422 or 5xx
	CategoryRPC     = "rpc"     // a gRPC or connect method answers AlreadyExists or Aborted
	CategoryMessage = "message" // a message handler returns the duplicate as an error
)

// Config configures the analyzer: it has no options.
type Config struct{ analyzer.Base }

var def = analyzer.Def[Config, *Config]{Name: Name, Doc: doc, Policy: Policy, Run: run}

// DefaultConfig returns the default configuration.
func DefaultConfig() Config { return def.Default() }

// New returns a fresh analyzer for cfg.
func New(cfg Config) *analysis.Analyzer { return def.New(cfg) }

// Analyzer is the analyzer with the default configuration.
var Analyzer = New(DefaultConfig())

func run(p *analyzer.Pass, _ *Config) error {
	var msgs *entrypoint.Messages
	for _, fn := range p.Sum.Funcs {
		if p.InTest(fn.Pos()) || p.Rep.Generated(fn.Pos()) {
			continue
		}
		brs := p.Sum.Duplicates(fn)
		if len(brs) == 0 {
			continue
		}
		if msgs == nil {
			msgs = entrypoint.NewMessages(p.Sum, p.Pkg)
		}
		for _, br := range brs {
			if check(p, fn, br, msgs) {
				break // one finding a function
			}
		}
	}
	return nil
}

// check reports br when its duplicate's side answers with an error and
// reads no stored record.
func check(p *analyzer.Pass, fn *ssa.Function, br summary.DupBranch, msgs *entrypoint.Messages) bool {
	region := br.Region()
	if len(region) == 0 || ReadsRecord(p.Sum, region) {
		return false
	}
	w := entrypoint.Responder(fn)
	answers := entrypoint.Answers(w, region)
	var cat, answer, why, fix string
	var at token.Pos
	for _, a := range answers {
		switch {
		case a.Kind == entrypoint.AnswerStatus && w != nil && (a.Status == 409 || a.Status == 422 || a.Status >= 500):
			cat, answer, at = CategoryHTTP, fmt.Sprintf("answers %d", a.Status), a.At
		case a.Kind == entrypoint.AnswerCode && (a.Status == 6 || a.Status == 10): // AlreadyExists, Aborted in gRPC's and connect's numbering
			cat, answer, at = CategoryRPC, "answers "+a.Code, a.At
		}
		if cat != "" {
			break
		}
	}
	if cat == "" && ir.IsError(lastResult(fn)) {
		for _, a := range answers {
			if a.Kind != entrypoint.AnswerError {
				continue
			}
			switch {
			case w != nil && ir.IsNamed(w.Type(), "github.com/labstack/echo/v4", "Context") && !statusIn(answers):
				cat, answer, at = CategoryHTTP, "answers 500 (the error it returns to echo)", a.At
			case w == nil && msgs.TakesMessage(fn) && failure(a.Value, br):
				cat, answer, at = CategoryMessage, "returns an error", a.At
			}
			if cat != "" {
				break
			}
		}
	}
	if cat == CategoryHTTP && !keyed(p, fn) {
		return false
	}
	switch cat {
	case "":
		return false
	case CategoryHTTP:
		why = "a client that retries a request that succeeded is told it failed, though the first attempt's effect happened"
		fix = "read the stored record here and replay its response when it is done (409 only while it is in progress)"
	case CategoryRPC:
		why = "a client that retries a call that succeeded is told it failed, though the first attempt's effect happened"
		fix = "read the stored record here and return its stored response when it is done (Aborted only while it is in progress)"
	case CategoryMessage:
		answer += ", so the broker redelivers the duplicate"
		why = "it fails again on every redelivery until it lands in the dead-letter queue, where a replay sends it again"
		fix = "acknowledge the duplicate: return nil on this branch (and log it)"
	}
	write := "the write"
	if br.Write != nil {
		write = name(p, &br.Write.Call)
	}
	how := br.How
	if br.Claim != nil {
		how = "the claim was lost"
	}
	rel := []analysis.RelatedInformation{{Pos: br.Pos(), Message: "the duplicate's branch"}}
	if br.Write != nil {
		rel = append(rel, analysis.RelatedInformation{Pos: br.Write.Pos(), Message: "the write that found the key taken"})
	}
	msg := fmt.Sprintf("the duplicate's branch of %s (%s) %s without reading the stored record: %s; %s", write, how, answer, why, fix)
	if cat == CategoryMessage {
		msg = fmt.Sprintf("the duplicate's branch of %s (%s) %s: %s; %s", write, how, answer, why, fix)
	}
	// At the answer: the line to change, and where a directive goes.
	p.Report(analysis.Diagnostic{Pos: at, Category: cat, Message: msg, Related: rel})
	return true
}

// keyed reports whether fn, answering over HTTP, can tell a retry: it is
// no router's handler (a helper handed the key), or it reads an
// idempotency key from the request (entrypoint.ReadsKey). A handler that
// reads none collides on a value of the resource (a sign-up's unique
// email, an ID the client chose for it), which the server cannot tell
// from another client's: 409 is the honest answer there, and a replayed
// success would be wrong.
func keyed(p *analyzer.Pass, fn *ssa.Function) bool {
	h := entrypoint.Handler(fn)
	return h == nil || entrypoint.ReadsKey(p.Sum, fn, h) != nil
}

// failure reports whether v, an error a message handler returns, is a
// failure of its own: a sentinel, an error it builds (errors.New,
// fmt.Errorf, a struct), or the write's own error (a unique violation);
// not a lost claim's own error, nil on its losing side, nor the result of
// another call (an Ack's, the work's).
func failure(v ssa.Value, br summary.DupBranch) bool {
	v = ir.Strip(v)
	for _, e := range br.ClaimErrs {
		if v == e {
			return false
		}
	}
	if write := br.Write; write != nil && br.Claim == nil && ir.DependsOn(v, func(x ssa.Value) bool {
		if e, ok := x.(*ssa.Extract); ok {
			return e.Tuple == write
		}
		return x == write
	}) {
		return true
	}
	return entrypoint.OwnError(v)
}

func statusIn(answers []entrypoint.Answer) bool {
	for _, a := range answers {
		if a.Kind == entrypoint.AnswerStatus {
			return true
		}
	}
	return false
}

func lastResult(fn *ssa.Function) types.Type {
	res := fn.Signature.Results()
	if res.Len() == 0 {
		return nil
	}
	return res.At(res.Len() - 1).Type()
}

func name(p *analyzer.Pass, c *ssa.CallCommon) string {
	if callee := ir.Callee(c); callee != nil {
		return p.Sum.CallName(c, callee)
	}
	return "a call"
}

// ReadsRecord reports whether the blocks may read what the first attempt
// stored: a check or a lookup (Get, SELECT … WHERE k = $1, gorm's First, a
// function whose summary checks), or a call the summary cannot resolve
// whose result they use.
func ReadsRecord(sum *summary.Result, blocks []*ssa.BasicBlock) bool {
	for _, b := range blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok {
				continue
			}
			f := sum.Call(&call.Call)
			if f.Durable(knowledge.Check) || f.Durable(summary.Lookup) {
				return true
			}
			if e := sum.Entry(&call.Call); e != nil && e.Has(knowledge.SQL) && e.SQL == knowledge.KindSQLQuery {
				return true
			}
			if sum.Resolve(&call.Call).Open() && ir.UsesResult(call) {
				return true
			}
		}
	}
	return false
}
