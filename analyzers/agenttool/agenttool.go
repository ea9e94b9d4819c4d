package agenttool

import (
	_ "embed"
	"fmt"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/analyzer"
	"github.com/idemlint/idemlint/internal/entrypoint"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

//go:embed doc.go
var doc string

// Name is the analyzer's name, a contract.
const Name = "agenttool"

// Categories of findings.
const (
	CategoryNoKey     = "no-key"     // the tool's input declares no key
	CategoryKeyUnused = "key-unused" // it declares one that never reaches the effect
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
	for _, fn := range p.Sum.Funcs {
		if p.InTest(fn.Pos()) {
			continue
		}
		for _, call := range ir.Calls(fn) {
			c := call.Common()
			if e := p.Sum.Entry(c); e.Has(knowledge.Tool) {
				checkTool(p, fn, call, e)
			}
		}
	}
	return nil
}

// checkTool judges one registration of a tool.
func checkTool(p *analyzer.Pass, fn *ssa.Function, call ssa.CallInstruction, e *knowledge.Func) {
	c := call.Common()
	name := toolName(p.Sum, fn, c, e)
	for _, h := range entrypoint.Funcs(p.Sum, fn, ir.EntryArg(c, e, e.Callback), "") {
		eff := entrypoint.Find(p.Sum, h, entrypoint.Mutates, false)
		if eff == nil {
			continue // a read-only tool
		}
		request := func(q *ssa.Parameter) bool { return q.Parent() == h && !ir.IsContext(q.Type()) }
		report := func(category, msg string) {
			p.Report(analysis.Diagnostic{Pos: call.Pos(), Category: category, Message: msg,
				Related: []analysis.RelatedInformation{{Pos: eff.Call.Pos(), Message: "effect reached here"}}})
		}
		// An input that reaches the effect's key or an atomic claim is the
		// tool's key, whatever it is named (refund_id); a key-named input
		// that reaches neither is declared and dropped.
		switch {
		case entrypoint.InputReaches(p.Sum, h, request):
		case !declaresKey(p.Sum, fn, c, e, h):
			report(CategoryNoKey, fmt.Sprintf("tool %s performs %s and its input has no idempotency key: an agent that retries the call after a timeout or an unreadable answer repeats it; "+
				"add an idempotency_key parameter the agent sets once per action and pass it to the effect's key or a dedup claim", name, eff.Describe()))
		case !entrypoint.KeyReaches(p.Sum, h, request):
			report(CategoryKeyUnused, fmt.Sprintf("tool %s declares an idempotency key but its handler never passes it to %s or to a dedup claim: a retried call repeats the effect; "+
				"pass the key to the effect (stripe's SetIdempotencyKey, a message ID) or claim it before the effect", name, eff.Describe()))
		}
	}
}

// declaresKey reports whether the tool's input has a parameter named like
// a key: among the names of its schema's parameter options (mcp-go's
// mcp.WithString("idempotency_key")), or a field of the handler's typed
// input (go-sdk's AddTool).
func declaresKey(sum *summary.Result, fn *ssa.Function, c *ssa.CallCommon, e *knowledge.Func, h *ssa.Function) bool {
	if params := h.Signature.Params(); params.Len() >= 3 && entrypoint.HasKeyField(params.At(2).Type()) {
		return true
	}
	found := false
	if e.Schema != "" {
		constsUnder(sum, fn, ir.EntryArg(c, e, e.Schema), 3, func(s string) { found = found || entrypoint.IsKeyName(s) })
	}
	return found
}

// constsUnder calls do with every string constant v is built from, and
// those of the arguments of the calls it is built from, depth calls deep
// (mcp.NewTool(name, mcp.WithString("idempotency_key", mcp.Required()))).
func constsUnder(sum *summary.Result, fn *ssa.Function, v ssa.Value, depth int, do func(string)) {
	for _, root := range sum.RootsUpTo(fn, v) {
		if s, ok := keytext.ConstString(root); ok {
			do(s)
		}
		if call, ok := root.(*ssa.Call); ok && depth > 0 {
			for _, a := range call.Call.Args {
				constsUnder(sum, fn, a, depth-1, do)
			}
		}
	}
}

// toolName names the tool for a message: its constant name (the first
// argument of mcp.NewTool, or the Name of an &mcp.Tool{} literal), quoted,
// or "registered here".
func toolName(sum *summary.Result, fn *ssa.Function, c *ssa.CallCommon, e *knowledge.Func) string {
	if e.Schema == "" {
		return "registered here"
	}
	for _, root := range sum.RootsUpTo(fn, ir.EntryArg(c, e, e.Schema)) {
		switch root := root.(type) {
		case *ssa.Call:
			if len(root.Call.Args) > 0 {
				if s, ok := keytext.ConstString(root.Call.Args[0]); ok {
					return fmt.Sprintf("%q", s)
				}
			}
		case *ssa.Alloc:
			if s, ok := storedField(root, "Name"); ok {
				return fmt.Sprintf("%q", s)
			}
		}
	}
	return "registered here"
}

// storedField returns the string constant stored in field name of the
// local struct alloc.
func storedField(alloc *ssa.Alloc, name string) (string, bool) {
	for _, ref := range *alloc.Referrers() {
		fa, ok := ref.(*ssa.FieldAddr)
		if !ok || ir.FieldName(fa) != name {
			continue
		}
		for _, fr := range *fa.Referrers() {
			if st, ok := fr.(*ssa.Store); ok && st.Addr == fa {
				if s, ok := keytext.ConstString(st.Val); ok {
					return s, true
				}
			}
		}
	}
	return "", false
}
