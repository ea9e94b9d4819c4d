package retrykeyless

import (
	"go/types"
	"sort"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/summary"
)

// RetriedMethod is an object fact on an interface method of this package
// that a retry of this package calls, directly or through functions of the
// package (notify.RetryStage.exec → Integration.Notify → Notifier.Notify).
// Facts flow from a package to its importers, and the implementations of
// such an interface live in the importers (notify/webhook): the fact tells
// them that their method runs inside that retry.
type RetriedMethod struct {
	Scope string // "a retry loop in notify.RetryStage.exec"
}

// AFact marks RetriedMethod as an analysis fact.
func (*RetriedMethod) AFact() {}

func (f *RetriedMethod) String() string { return "retried by " + f.Scope }

// maxRetriedDepth bounds how many calls deep into the package a retry's
// interface calls are followed.
const maxRetriedDepth = 3

// exportRetried exports RetriedMethod on the package's interface methods
// that a retry scope of the package calls.
func (c *checker) exportRetried() {
	marked := make(map[*types.Func]string)
	seen := make(map[*ssa.Function]bool)
	var walk func(calls []ssa.CallInstruction, scope string, depth int)
	walk = func(calls []ssa.CallInstruction, scope string, depth int) {
		for _, call := range calls {
			cc := call.Common()
			if cc.IsInvoke() {
				if m := cc.Method; m != nil && m.Pkg() == c.p.Pkg && marked[m] == "" {
					marked[m] = scope
				}
				continue
			}
			fn := cc.StaticCallee()
			if fn == nil || fn.Pkg != c.p.Sum.Pkg || fn.Parent() != nil || depth >= maxRetriedDepth || seen[fn] {
				continue
			}
			seen[fn] = true
			for _, g := range c.tree[fn] {
				walk(ir.Calls(g), scope, depth+1)
			}
		}
	}
	for _, fn := range c.p.Sum.Funcs {
		for _, call := range ir.Calls(fn) {
			if s, ok := c.retriedBy(call); ok {
				walk([]ssa.CallInstruction{call}, scopeName(s), 0)
			}
		}
	}
	var ms []*types.Func
	for m := range marked {
		ms = append(ms, m)
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].Pos() < ms[j].Pos() })
	for _, m := range ms {
		c.p.ExportObjectFact(m, &RetriedMethod{Scope: marked[m]})
	}
}

// scopeName describes a retry scope for a message in another package.
func scopeName(s *summary.RetryScope) string {
	if s.Kind == summary.RetryLoop {
		if obj := ir.FuncObject(s.Fn); obj != nil {
			return "a retry loop in " + summary.Describe(obj)
		}
	}
	return s.Name
}

// retriedIface is an interface method of another package that a retry
// there calls.
type retriedIface struct {
	method *types.Func
	iface  *types.Interface
	scope  string
}

// checkRetriedImpls reports the keyless mutations of this package's
// methods that implement an interface method a retry of another package
// calls: each is run again by that retry.
func (c *checker) checkRetriedImpls() {
	var ifaces []retriedIface
	for _, of := range c.p.AllObjectFacts() {
		f, ok := of.Fact.(*RetriedMethod)
		if !ok {
			continue
		}
		m, ok := of.Object.(*types.Func)
		if !ok || m.Pkg() == c.p.Pkg {
			continue
		}
		sig, ok := m.Type().(*types.Signature)
		if !ok || sig.Recv() == nil {
			continue
		}
		iface, ok := sig.Recv().Type().Underlying().(*types.Interface)
		if !ok {
			continue
		}
		ifaces = append(ifaces, retriedIface{method: m, iface: iface, scope: f.Scope})
	}
	if len(ifaces) == 0 {
		return
	}
	sort.Slice(ifaces, func(i, j int) bool { return ifaces[i].method.FullName() < ifaces[j].method.FullName() })
	var fns []*ssa.Function
	for _, fn := range c.p.Sum.Funcs {
		if fn.Parent() == nil && fn.Signature.Recv() != nil {
			fns = append(fns, fn)
		}
	}
	sort.Slice(fns, func(i, j int) bool { return fns[i].Pos() < fns[j].Pos() })
	for _, fn := range fns {
		obj := ir.FuncObject(fn)
		if obj == nil || obj.Pkg() != c.p.Pkg {
			continue
		}
		recv := fn.Signature.Recv().Type()
		if p, ok := recv.(*types.Pointer); ok {
			recv = p.Elem()
		}
		ptr := types.NewPointer(recv)
		for _, r := range ifaces {
			if r.method.Name() != obj.Name() || !types.Implements(ptr, r.iface) {
				continue
			}
			scope := &summary.RetryScope{Kind: summary.RetryCallback, Fn: fn, Pos: fn.Pos(),
				Name: r.scope + " through " + summary.Describe(r.method)}
			c.checkImpl(fn, scope)
			break
		}
	}
}

// checkImpl reports the keyless mutations of fn, which scope runs again.
func (c *checker) checkImpl(fn *ssa.Function, scope *summary.RetryScope) {
	for _, g := range c.tree[fn] {
		for _, call := range ir.Calls(g) {
			if _, in := c.retriedBy(call); in {
				continue // a retry of its own: reported there
			}
			m := c.mutationAt(call)
			if m == nil || m.self || m.Obj >= 0 || c.claimedBefore(call, nil) {
				continue
			}
			c.report(m, scope)
		}
	}
}
