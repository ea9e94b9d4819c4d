package agenttool

import (
	_ "embed"
	"fmt"
	"go/token"
	"go/types"
	"slices"

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

var def = analyzer.Def[Config, *Config]{Name: Name, Doc: doc, Policy: Policy, Run: run,
	Facts: []analysis.Fact{new(handlerFact), new(wrapperFact), new(toolFact), new(bundleFact)}}

// DefaultConfig returns the default configuration.
func DefaultConfig() Config { return def.Default() }

// New returns a fresh analyzer for cfg.
func New(cfg Config) *analysis.Analyzer { return def.New(cfg) }

// Analyzer is the analyzer with the default configuration.
var Analyzer = New(DefaultConfig())

func run(p *analyzer.Pass, _ *Config) error {
	local := wrappers(p)
	bundled := bundlers(p)
	exportHandlers(p)
	exportTools(p)
	funcs := p.Sum.Funcs
	if init := p.Sum.Pkg.Func("init"); init != nil {
		funcs = append(slices.Clip(funcs), init) // package-level definitions (var T = bundle(…))
	}
	for _, fn := range funcs {
		if fn.Synthetic == "" && p.InTest(fn.Pos()) {
			continue
		}
		for _, call := range ir.Calls(fn) {
			if p.InTest(call.Pos()) {
				continue
			}
			tool, handler := registers(p, local, call.Common())
			if local[fn] != nil && paramOf(p, fn, tool) >= 0 && paramOf(p, fn, handler) >= 0 {
				continue // a wrapper registers what its callers pass: judged there
			}
			if tool == nil {
				f := calledBundle(p, bundled, call.Common())

				if f == nil {
					continue
				}
				tool, handler = ir.Arg(call.Common(), f.Tool), ir.Arg(call.Common(), f.Handler)
				if bundled[fn] != nil && paramOf(p, fn, tool) >= 0 {
					continue // a bundler bundles what its callers pass: judged there
				}
			}
			if tool == nil || handler == nil {
				continue
			}
			checkTool(p, fn, call, tool, handler)
		}
	}
	return nil
}

// judged is what a tool's handler does: the effect it performs ("" for
// none) and whether a key of its input reaches it.
type judged struct {
	effect   string    // eff.Describe()
	at       token.Pos // the effect's call, or the handler's declaration
	atMsg    string
	inputKey bool // an input reaches the effect's key or a claim
	keyUsed  bool // a key-named input reaches a key role
	keyField bool // the typed input has a key-named field
	// sure is the effect beyond a request's method (FindSure), "" when a
	// POST is the only sign of a mutation; sureAt is where it is reached.
	sure   string
	sureAt token.Pos
}

// judge judges a handler of this package by its body.
func judge(p *analyzer.Pass, h *ssa.Function) judged {
	eff := entrypoint.FindRepeating(p.Sum, h, entrypoint.Mutates)
	if eff == nil {
		return judged{} // reads, or PUTs and DELETEs that converge on a repeat
	}
	request := func(q *ssa.Parameter) bool { return q.Parent() == h && !ir.IsContext(q.Type()) }
	j := judged{
		effect: eff.Describe(), at: eff.Call.Pos(), atMsg: "effect reached here",
		inputKey: entrypoint.InputReaches(p.Sum, h, request),
		keyUsed:  entrypoint.KeyReaches(p.Sum, h, request),
		keyField: typedKey(h.Signature),
	}
	sure := eff
	if eff.Item.ByVerb {
		sure = entrypoint.FindSure(p.Sum, h, entrypoint.Mutates)
	}
	if sure != nil {
		j.sure, j.sureAt = sure.Describe(), sure.Call.Pos()
	}
	return j
}

// typedKey reports whether a handler's typed input has a key-named field:
// the input after the context, or after the context and the call (go-sdk's
// ToolHandlerFor, mcp-go's typed handlers, a bundler's func(ctx, In)).
func typedKey(sig *types.Signature) bool {
	ps := sig.Params()
	for i := 1; i < ps.Len() && i <= 2; i++ {
		if entrypoint.HasKeyField(ps.At(i).Type()) {
			return true
		}
	}
	return false
}

// imported judges a handler of another package by its handlerFact:
// returns says the handler is what a call of obj returns.
func imported(p *analyzer.Pass, obj *types.Func, returns bool) []judged {
	var f handlerFact
	if obj == nil || obj.Pkg() == nil || obj.Pkg() == p.Pkg || !p.ImportObjectFact(obj.Origin(), &f) || f.Returns != returns {
		return nil
	}
	j := judged{effect: f.Effect + " in " + f.Handler, at: obj.Pos(), atMsg: "handler declared here",
		inputKey: f.InputKey, keyUsed: f.KeyUsed, keyField: f.KeyField}
	if f.Sure != "" {
		j.sure, j.sureAt = f.Sure+" in "+f.Handler, obj.Pos()
	}
	return []judged{j}
}

// handlers judges the handlers that the value v (in fn) denotes: a
// function or method value of this package or another, a literal, the
// handler a constructor returns, or the handler an SDK's adapter wraps
// (mcp-go's NewTypedToolHandler, a Propagate entry).
func handlers(p *analyzer.Pass, fn *ssa.Function, v ssa.Value, depth int) []judged {
	var out []judged
	prog := p.Sum.Pkg.Prog
	for _, root := range p.Sum.RootsUpTo(fn, v) {
		switch root := root.(type) {
		case *ssa.Function:
			out = append(out, handlerFunc(p, root)...)
		case *ssa.MakeClosure:
			f, _ := root.Fn.(*ssa.Function)
			if f != nil && f.Synthetic != "" {
				if obj, ok := f.Object().(*types.Func); ok {
					f = prog.FuncValue(obj) // a bound method value
				}
			}
			out = append(out, handlerFunc(p, f)...)
		case *ssa.Call:
			if depth > 2 {
				continue
			}
			c := root.Common()
			if e := p.Sum.Entry(c); e != nil {
				if e.Has(knowledge.Propagate) {
					for _, a := range c.Args {
						if _, ok := a.Type().Underlying().(*types.Signature); ok {
							out = append(out, handlers(p, fn, a, depth+1)...)
						}
					}
				}
				continue
			}
			if callee := c.StaticCallee(); callee != nil && callee.Pkg == p.Sum.Pkg && len(callee.Blocks) > 0 {
				for _, h := range returned(p, callee) {
					out = append(out, judge(p, h))
				}
			} else if !c.IsInvoke() {
				out = append(out, imported(p, ir.Callee(c), true)...)
			}
		}
	}
	return out
}

// handlerFunc judges the function f as a handler: by its body when it is
// of this package, by its fact when it is of another.
func handlerFunc(p *analyzer.Pass, f *ssa.Function) []judged {
	if f == nil {
		return nil
	}
	if f.Pkg == p.Sum.Pkg && len(f.Blocks) > 0 {
		return []judged{judge(p, f)}
	}
	obj, _ := f.Object().(*types.Func)
	return imported(p, obj, false)
}

// checkTool judges one registration of a tool.
func checkTool(p *analyzer.Pass, fn *ssa.Function, call ssa.CallInstruction, tool, handler ssa.Value) {
	if ld, ok := tool.(*ssa.UnOp); ok && ld.Op == token.MUL {
		if a, ok := ld.X.(*ssa.Alloc); ok {
			tool = a // a tool literal passed by value: read as &mcp.Tool{…}
		}
	}
	name := toolName(p, fn, tool)
	readOnly := declaresReadOnly(p, fn, call.Common(), handler)
	for _, j := range handlers(p, fn, handler, 0) {
		if j.effect == "" {
			continue // a read-only tool
		}
		if readOnly {
			if j.sure == "" {
				continue // declared read-only, and only a POST says otherwise
			}
			j.effect, j.at = j.sure, j.sureAt
		}
		report := func(category, msg string) {
			d := analysis.Diagnostic{Pos: call.Pos(), Category: category, Message: msg}
			if j.at.IsValid() {
				d.Related = []analysis.RelatedInformation{{Pos: j.at, Message: j.atMsg}}
			}
			p.Report(d)
		}
		// An input that reaches the effect's key or an atomic claim is the
		// tool's key, whatever it is named (refund_id); a key-named input
		// that reaches neither is declared and dropped.
		switch {
		case j.inputKey:
		case !j.keyField && !declaresKey(p, fn, tool):
			report(CategoryNoKey, fmt.Sprintf("tool %s performs %s and its input has no idempotency key: an agent that retries the call after a timeout or an unreadable answer repeats it; "+
				"add an idempotency_key parameter the agent sets once per action and pass it to the effect's key or a dedup claim", name, j.effect))
		case !j.keyUsed:
			report(CategoryKeyUnused, fmt.Sprintf("tool %s declares an idempotency key but its handler never passes it to %s or to a dedup claim: a retried call repeats the effect; "+
				"pass the key to the effect (stripe's SetIdempotencyKey, a message ID) or claim it before the effect", name, j.effect))
		}
	}
}

// declaresKey reports whether the tool's definition has a parameter named
// like a key: among the names of its parameter options
// (mcp.WithString("idempotency_key")) or the properties of its raw schema,
// read at the registration or, for a package-level definition, where it is
// initialised.
func declaresKey(p *analyzer.Pass, fn *ssa.Function, tool ssa.Value) bool {
	if f, ok := globalTool(p, fn, tool); ok {
		return f.HasKey
	}
	roots := p.Sum.RootsUpTo(fn, tool)
	if slices.ContainsFunc(roots, func(r ssa.Value) bool { _, ok := r.(*ssa.Alloc); return ok }) {
		return propertyKey(roots)
	}
	found := false
	constsUnder(p.Sum, fn, tool, 3, func(s string) { found = found || entrypoint.IsKeyName(s) })
	return found
}

// propertyKey reports whether a tool built as a struct literal (go-sdk's
// &mcp.Tool{InputSchema: &jsonschema.Schema{Properties: …}}) has a
// property named like a key: a constant key of a map literal it is built
// from. Its other strings (a Description, a Required list) name no
// parameter.
func propertyKey(roots []ssa.Value) bool {
	for _, r := range roots {
		mm, ok := r.(*ssa.MakeMap)
		if !ok {
			continue
		}
		for _, ref := range *mm.Referrers() {
			if mu, ok := ref.(*ssa.MapUpdate); ok && mu.Map == mm {
				if s, ok := keytext.ConstString(mu.Key); ok && entrypoint.IsKeyName(s) {
					return true
				}
			}
		}
	}
	return false
}

// globalTool returns the toolFact of the package-level variable the tool
// value is loaded from: imported for another package's, computed from
// the package's init for its own.
func globalTool(p *analyzer.Pass, fn *ssa.Function, tool ssa.Value) (toolFact, bool) {
	for _, root := range p.Sum.RootsUpTo(fn, tool) {
		if ld, ok := root.(*ssa.UnOp); ok {
			root = ld.X
		}
		g, ok := root.(*ssa.Global)
		if !ok {
			continue
		}
		obj, ok := g.Object().(*types.Var)
		if !ok {
			continue
		}
		if obj.Pkg() != p.Pkg {
			var f toolFact
			if p.ImportObjectFact(obj, &f) {
				return f, true
			}
			continue
		}
		if init := p.Sum.Pkg.Func("init"); init != nil {
			for _, b := range init.Blocks {
				for _, instr := range b.Instrs {
					if st, ok := instr.(*ssa.Store); ok && st.Addr == g {
						if name, hasKey := toolOf(p, init, st.Val); name != "" {
							return toolFact{Name: name, HasKey: hasKey}, true
						}
					}
				}
			}
		}
	}
	return toolFact{}, false
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
// argument of mcp.NewTool, the Name of an &mcp.Tool{} literal, or of a
// package-level definition), quoted, or "registered here".
func toolName(p *analyzer.Pass, fn *ssa.Function, tool ssa.Value) string {
	if f, ok := globalTool(p, fn, tool); ok {
		return fmt.Sprintf("%q", f.Name)
	}
	for _, root := range p.Sum.RootsUpTo(fn, tool) {
		switch root := root.(type) {
		case *ssa.Const:
			if s, ok := keytext.ConstString(root); ok {
				return fmt.Sprintf("%q", s) // a bundler's name parameter
			}
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
