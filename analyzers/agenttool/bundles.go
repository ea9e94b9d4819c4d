package agenttool

import (
	"go/constant"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/analyzer"
	"github.com/idemlint/idemlint/internal/entrypoint"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// bundleFact is exported on a function that bundles a tool with its
// handler (github-mcp-server's NewTool over inventory.ServerTool,
// mcp-grafana's MustTool): it takes a tool definition (or the name it
// stores in one) and a handler, and returns a tool definition together
// with a handler. A call of it defines a tool, judged at the call: the
// struct a method registers later holds only what the call was given.
// Positions are receiver-first.
type bundleFact struct {
	Tool    int
	Handler int
}

// AFact marks bundleFact as an analysis fact.
func (*bundleFact) AFact() {}

func (f *bundleFact) String() string { return "toolBundle" }

// bundlers returns the functions of the package that bundle a tool with
// its handler, and exports a bundleFact on the exported ones. A function
// that hands its name parameter to another bundler is one too.
func bundlers(p *analyzer.Pass) map[*ssa.Function]*bundleFact {
	out := make(map[*ssa.Function]*bundleFact)
	tools := entrypoint.ToolTypes(p.Sum, p.Pkg)
	if len(tools) == 0 {
		return out
	}
	for changed := true; changed; {
		changed = false
		for _, fn := range p.Sum.Funcs {
			if out[fn] != nil || fn.Parent() != nil || p.InTest(fn.Pos()) {
				continue
			}
			if f := bundles(p, out, tools, fn); f != nil {
				out[fn] = f
				changed = true
			}
		}
	}
	for fn, f := range out {
		if obj, ok := fn.Object().(*types.Func); ok && obj.Pkg() == p.Pkg && obj.Exported() {
			p.ExportObjectFact(obj, f)
		}
	}
	return out
}

// bundles returns fn's bundleFact, or nil: fn returns a tool definition
// and a handler (or a maker of one), directly or as fields of a struct it
// returns; exactly one of its parameters is a handler, and fn uses it;
// exactly one is a tool definition, or is the string fn names a tool
// definition with.
func bundles(p *analyzer.Pass, local map[*ssa.Function]*bundleFact, tools map[*types.TypeName]bool, fn *ssa.Function) *bundleFact {
	if !returnsBundle(fn.Signature.Results(), tools) {
		return nil
	}
	hi, ti := -1, -1
	for i, q := range fn.Params {
		if s, ok := q.Type().Underlying().(*types.Signature); ok && takesCall(s) {
			if hi >= 0 {
				return nil
			}
			hi = i
		}
		if tn := entrypoint.TypeName(q.Type()); tn != nil && tools[tn] {
			if ti >= 0 {
				return nil
			}
			ti = i
		}
	}
	if hi < 0 || len(*fn.Params[hi].Referrers()) == 0 {
		return nil
	}
	if ti < 0 {
		ti = namesTool(p, local, tools, fn)
	}
	if ti < 0 || ti == hi {
		return nil
	}
	return &bundleFact{Tool: ti, Handler: hi}
}

// returnsBundle reports whether the results carry a tool definition and
// a handler, or a function that makes one (ServerTool.HandlerFunc).
func returnsBundle(rs *types.Tuple, tools map[*types.TypeName]bool) bool {
	tool, handler := false, false
	see := func(t types.Type) {
		if tn := entrypoint.TypeName(t); tn != nil && tools[tn] {
			tool = true
		}
		if s, ok := t.Underlying().(*types.Signature); ok && (takesCall(s) || returnsFunc(s)) {
			handler = true
		}
	}
	for i := 0; i < rs.Len(); i++ {
		t := rs.At(i).Type()
		see(t)
		if st, ok := t.Underlying().(*types.Struct); ok {
			for j := 0; j < st.NumFields(); j++ {
				see(st.Field(j).Type())
			}
		}
	}
	return tool && handler
}

// namesTool returns the position of the string parameter of fn that names
// a tool definition, or -1: stored in the Name field of a tool value fn
// builds (mcp.Tool{Name: name}), passed first to a call that returns one
// (mcp.NewTool(name, …)), or passed at the tool position of a bundler.
func namesTool(p *analyzer.Pass, local map[*ssa.Function]*bundleFact, tools map[*types.TypeName]bool, fn *ssa.Function) int {
	isTool := func(t types.Type) bool { tn := entrypoint.TypeName(t); return tn != nil && tools[tn] }
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			var v ssa.Value
			switch instr := instr.(type) {
			case *ssa.Store:
				if fa, ok := instr.Addr.(*ssa.FieldAddr); ok && ir.FieldName(fa) == "Name" && isTool(fa.X.Type()) {
					v = instr.Val
				}
			case *ssa.Call:
				c := instr.Common()
				if f := calledBundle(p, local, c); f != nil {
					v = ir.Arg(c, f.Tool)
				} else if !c.IsInvoke() && len(c.Args) > 0 && isTool(instr.Type()) {
					v = c.Args[0]
				}
			}
			if v == nil {
				continue
			}
			if i := paramOf(p, fn, v); i >= 0 {
				if b, ok := fn.Params[i].Type().Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
					return i
				}
			}
		}
	}
	return -1
}

// calledBundle returns the bundleFact of the function c calls: of this
// package (local) or another, or nil.
func calledBundle(p *analyzer.Pass, local map[*ssa.Function]*bundleFact, c *ssa.CallCommon) *bundleFact {
	if c.IsInvoke() {
		return nil
	}
	if callee := c.StaticCallee(); callee != nil {
		if f := local[callee]; f != nil {
			return f
		}
		if o := callee.Origin(); o != nil && local[o] != nil {
			return local[o]
		}
	}
	if obj := ir.Callee(c); obj != nil && obj.Pkg() != nil && obj.Pkg() != p.Pkg {
		var f bundleFact
		if p.ImportObjectFact(obj.Origin(), &f) {
			return &f
		}
	}
	return nil
}

// declaresReadOnly reports whether the registration or bundle call c (in
// fn) declares its tool read-only (MCP's readOnlyHint): an argument other
// than the handler built with an option of the knowledge's ReadOnly role
// given true (mcp.WithReadOnlyHintAnnotation(true)), or from a struct
// whose ReadOnly field is set to true (&mcp.ToolAnnotations{ReadOnlyHint:
// true}), three calls deep.
func declaresReadOnly(p *analyzer.Pass, fn *ssa.Function, c *ssa.CallCommon, handler ssa.Value) bool {
	var walk func(v ssa.Value, depth int) bool
	walk = func(v ssa.Value, depth int) bool {
		for _, root := range p.Sum.RootsUpTo(fn, v) {
			switch r := root.(type) {
			case *ssa.Call:
				if e := p.Sum.Entry(r.Common()); e != nil {
					if e.Has(knowledge.ReadOnly) && len(e.Params) > 0 && isTrue(ir.EntryArg(r.Common(), e, e.Params[0])) {
						return true
					}
					if !e.Has(knowledge.Tool) {
						continue
					}
				}
				if depth > 0 {
					for _, a := range r.Call.Args {
						if walk(a, depth-1) {
							return true
						}
					}
				}
			case *ssa.Alloc:
				if readOnlyField(p, r) {
					return true
				}
			}
		}
		return false
	}
	for _, a := range c.Args {
		if a != handler && walk(a, 3) {
			return true
		}
	}
	return false
}

// readOnlyField reports whether a field of the struct alloc that the
// knowledge gives the ReadOnly role is set to true.
func readOnlyField(p *analyzer.Pass, alloc *ssa.Alloc) bool {
	for _, ref := range *alloc.Referrers() {
		fa, ok := ref.(*ssa.FieldAddr)
		if !ok {
			continue
		}
		tn := entrypoint.TypeName(fa.X.Type())
		if tn == nil {
			continue
		}
		named, ok := tn.Type().(*types.Named)
		if !ok {
			continue
		}
		st, ok := named.Underlying().(*types.Struct)
		if !ok || fa.Field >= st.NumFields() {
			continue
		}
		f := p.Sum.Base.LookupField(named, st.Field(fa.Field))
		if f == nil || !slices.Contains(f.Roles, knowledge.ReadOnly) {
			continue
		}
		for _, fr := range *fa.Referrers() {
			if st, ok := fr.(*ssa.Store); ok && st.Addr == fa && isTrue(st.Val) {
				return true
			}
		}
	}
	return false
}

// isTrue reports whether v is the constant true.
func isTrue(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.Value != nil && c.Value.Kind() == constant.Bool && constant.BoolVal(c.Value)
}
