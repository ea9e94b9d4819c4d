package agenttool

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/analyzer"
	"github.com/idemlint/idemlint/internal/entrypoint"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// handlerFact is exported on a function of a package that another package
// may register as a tool's handler: a handler (a function that takes a
// context and the call) whose body performs an effect, or a constructor
// (Returns) whose returned handler does. The registering package judges
// it with the tool's schema, which only it sees.
type handlerFact struct {
	Handler  string // "handlers.Handlers.Charge"
	Effect   string // eff.Describe() seen from the handler
	Returns  bool   // the fact describes the handler the function returns
	InputKey bool   // an input of the call reaches the effect's key or a claim (entrypoint.InputReaches)
	KeyUsed  bool   // a key-named input reaches a key role (entrypoint.KeyReaches)
	KeyField bool   // the handler's typed input has a key-named field
	Sure     string // the effect beyond a request's method, "" when a POST is the only sign (judged.sure)
}

// AFact marks handlerFact as an analysis fact.
func (*handlerFact) AFact() {}

func (f *handlerFact) String() string { return "toolHandler(" + f.Handler + ": " + f.Effect + ")" }

// wrapperFact is exported on a function whose parameters reach the tool
// and the handler of a registration (a team's Filter.AddTool over
// mcp-go's s.AddTool): a call of it registers a tool. Positions are
// receiver-first.
type wrapperFact struct {
	Tool    int
	Handler int
}

// AFact marks wrapperFact as an analysis fact.
func (*wrapperFact) AFact() {}

func (f *wrapperFact) String() string { return "toolRegistration" }

// toolFact is exported on a package-level variable initialised with a
// tool definition (var CreateIssueTool = mcp.NewTool("create_issue", …)),
// for the package that registers it.
type toolFact struct {
	Name   string // the tool's constant name
	HasKey bool   // one of its parameter names is a key's
}

// AFact marks toolFact as an analysis fact.
func (*toolFact) AFact() {}

func (f *toolFact) String() string { return "tool(" + f.Name + ")" }

// wrappers returns the functions of the package (literals included) whose
// parameters reach a registration's tool and handler, and exports a
// wrapperFact on the named ones. A wrapper of a wrapper is one too.
func wrappers(p *analyzer.Pass) map[*ssa.Function]*wrapperFact {
	out := make(map[*ssa.Function]*wrapperFact)
	for changed := true; changed; {
		changed = false
		for _, fn := range p.Sum.Funcs {
			if out[fn] != nil || p.InTest(fn.Pos()) {
				continue
			}
			for _, call := range ir.Calls(fn) {
				tool, handler := registers(p, out, call.Common())
				if tool == nil || handler == nil {
					continue
				}
				ti, hi := paramOf(p, fn, tool), paramOf(p, fn, handler)
				if ti >= 0 && hi >= 0 {
					out[fn] = &wrapperFact{Tool: ti, Handler: hi}
					changed = true
					break
				}
			}
		}
	}
	for fn, f := range out {
		if obj, ok := fn.Object().(*types.Func); ok && fn.Parent() == nil && obj.Pkg() == p.Pkg && obj.Exported() {
			p.ExportObjectFact(obj, f)
		}
	}
	return out
}

// paramOf returns the position of the parameter of fn that v is, by its
// roots (only that parameter), or -1.
func paramOf(p *analyzer.Pass, fn *ssa.Function, v ssa.Value) int {
	roots := p.Sum.RootsUpTo(fn, v)
	if len(roots) != 1 {
		return -1
	}
	for i, q := range fn.Params {
		if q == roots[0] {
			return i
		}
	}
	return -1
}

// registers returns the tool and the handler that the call c registers:
// the arguments of an SDK's registration (knowledge role Tool), or of a
// wrapper of this package (local) or of another (its wrapperFact).
func registers(p *analyzer.Pass, local map[*ssa.Function]*wrapperFact, c *ssa.CallCommon) (tool, handler ssa.Value) {
	if e := p.Sum.Entry(c); e != nil {
		if e.Has(knowledge.Tool) {
			return ir.EntryArg(c, e, e.Schema), ir.EntryArg(c, e, e.Callback)
		}
		return nil, nil
	}
	if c.IsInvoke() {
		return nil, nil
	}
	var w *wrapperFact
	if callee := c.StaticCallee(); callee != nil && local[callee] != nil {
		w = local[callee]
	} else if obj := ir.Callee(c); obj != nil && obj.Pkg() != nil && obj.Pkg() != p.Pkg {
		var f wrapperFact
		if p.ImportObjectFact(obj.Origin(), &f) {
			w = &f
		}
	}
	if w == nil {
		return nil, nil
	}
	return ir.Arg(c, w.Tool), ir.Arg(c, w.Handler)
}

// exportHandlers exports a handlerFact on every exported function of the
// package that takes a context and a call and performs an effect, and on
// every constructor that returns such a handler.
func exportHandlers(p *analyzer.Pass) {
	for _, fn := range p.Sum.Funcs {
		obj, ok := fn.Object().(*types.Func)
		if !ok || fn.Parent() != nil || obj.Pkg() != p.Pkg || !obj.Exported() || p.InTest(fn.Pos()) {
			continue // another package can name only an exported function
		}
		var hs []judged
		returns := false
		if takesCall(fn.Signature) {
			hs = []judged{judge(p, fn)}
		} else if returnsFunc(fn.Signature) {
			returns = true
			for _, h := range returned(p, fn) {
				hs = append(hs, judge(p, h))
			}
		}
		for _, j := range hs {
			if j.effect == "" {
				continue
			}
			p.ExportObjectFact(obj, &handlerFact{Handler: obj.Pkg().Name() + "." + ir.FuncName(fn), Effect: j.effect,
				Returns: returns, InputKey: j.inputKey, KeyUsed: j.keyUsed, KeyField: j.keyField, Sure: j.sure})
			break
		}
	}
}

// takesCall reports whether sig takes a context and something after it:
// a tool handler's shape (ctx, request) or (ctx, request, args).
func takesCall(sig *types.Signature) bool {
	ps := sig.Params()
	return ps.Len() >= 2 && ir.IsContext(ps.At(0).Type())
}

// returnsFunc reports whether sig returns a function that takes a call.
func returnsFunc(sig *types.Signature) bool {
	rs := sig.Results()
	for i := 0; i < rs.Len(); i++ {
		if s, ok := rs.At(i).Type().Underlying().(*types.Signature); ok && takesCall(s) {
			return true
		}
	}
	return false
}

// returned returns the functions of the package that fn returns.
func returned(p *analyzer.Pass, fn *ssa.Function) []*ssa.Function {
	var out []*ssa.Function
	for _, b := range fn.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		for _, r := range ret.Results {
			if s, ok := r.Type().Underlying().(*types.Signature); !ok || !takesCall(s) {
				continue
			}
			out = append(out, entrypoint.Funcs(p.Sum, fn, r, "")...)
		}
	}
	return out
}

// exportTools exports a toolFact on every package-level variable that the
// package's init sets to a value built by a call with a constant name (a
// tool definition, var T = mcp.NewTool("name", …)). Only a registration
// reads it, at its tool argument.
func exportTools(p *analyzer.Pass) {
	init := p.Sum.Pkg.Func("init")
	if init == nil {
		return
	}
	for _, b := range init.Blocks {
		for _, instr := range b.Instrs {
			st, ok := instr.(*ssa.Store)
			if !ok {
				continue
			}
			g, ok := st.Addr.(*ssa.Global)
			if !ok || g.Pkg != p.Sum.Pkg {
				continue
			}
			obj, ok := g.Object().(*types.Var)
			if !ok || obj.Pkg() != p.Pkg || !obj.Exported() {
				continue
			}
			if _, isStruct := obj.Type().Underlying().(*types.Struct); !isStruct {
				continue
			}
			name, hasKey := toolOf(p, init, st.Val)
			if name != "" {
				p.ExportObjectFact(obj, &toolFact{Name: name, HasKey: hasKey})
			}
		}
	}
}

// toolOf returns the constant name of the tool definition v (in fn) and
// whether one of its parameter names is a key's.
func toolOf(p *analyzer.Pass, fn *ssa.Function, v ssa.Value) (string, bool) {
	name := ""
	for _, root := range p.Sum.RootsUpTo(fn, v) {
		if call, ok := root.(*ssa.Call); ok && len(call.Call.Args) > 0 {
			if s, ok := keytext.ConstString(call.Call.Args[0]); ok {
				name = s
				break
			}
		}
	}
	if name == "" {
		return "", false
	}
	found := false
	constsUnder(p.Sum, fn, v, 3, func(s string) { found = found || entrypoint.IsKeyName(s) })
	return name, found
}
