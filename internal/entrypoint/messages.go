package entrypoint

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

// Messages knows what a package's message handlers take: the types the
// knowledge acks or nacks, as the package's imports declare them, and the
// functions it hands to a consume call.
type Messages struct {
	Callbacks map[*ssa.Function]bool // passed to a Consume-role call
	MsgTypes  map[*types.TypeName]bool
	Sessions  map[*types.TypeName]bool // receivers of acks that take the message as an argument
	// Published are message types that publishers take too (kafka.Message,
	// *nats.Msg, *pubsub.Message): a function taking one is a handler only
	// when it acks it.
	Published map[*types.TypeName]bool
}

// NewMessages indexes the message types of pkg's imports (four levels
// deep) and the consume callbacks of its functions.
func NewMessages(sum *summary.Result, pkg *types.Package) *Messages {
	h := &Messages{
		Callbacks: make(map[*ssa.Function]bool),
		MsgTypes:  make(map[*types.TypeName]bool),
		Sessions:  make(map[*types.TypeName]bool),
		Published: make(map[*types.TypeName]bool),
	}
	for _, fn := range sum.Funcs {
		for _, call := range ir.Calls(fn) {
			cc := call.Common()
			for _, it := range sum.Call(cc).All(knowledge.Consume) {
				if lit := ir.ClosureOf(ir.Arg(cc, it.Param)); lit != nil {
					h.Callbacks[lit] = true
				}
			}
		}
	}
	pkgs := importsOf(pkg)
	resolveEntries(sum, pkgs, func(e *knowledge.Func) bool {
		return e.Has(knowledge.Effect) && e.Effect == knowledge.KindPublish
	}, func(_ *knowledge.Func, fn *types.Func) {
		ps := fn.Type().(*types.Signature).Params()
		for i := 0; i < ps.Len(); i++ {
			t := ps.At(i).Type()
			if s, ok := t.Underlying().(*types.Slice); ok {
				t = s.Elem()
			}
			addNamed(h.Published, t)
		}
	})
	resolveEntries(sum, pkgs, func(e *knowledge.Func) bool {
		return (e.Has(knowledge.Ack) || e.Has(knowledge.Nack)) && e.Msg != ""
	}, func(e *knowledge.Func, fn *types.Func) {
		sig := fn.Type().(*types.Signature)
		if e.Msg == "recv" {
			if sig.Recv() != nil {
				addNamed(h.MsgTypes, sig.Recv().Type())
			}
			return
		}
		i := e.Index(e.Msg)
		if i >= sig.Params().Len() {
			return
		}
		t := sig.Params().At(i).Type()
		if s, ok := t.Underlying().(*types.Slice); ok {
			t = s.Elem()
		}
		addNamed(h.MsgTypes, t)
		if sig.Recv() != nil {
			addNamed(h.Sessions, sig.Recv().Type())
		}
	})
	return h
}

// resolveEntries calls do with each knowledge entry keep accepts and the
// function it names, found among pkgs (importsOf): the entries whose
// package the analysed package does not import are skipped.
func resolveEntries(sum *summary.Result, pkgs map[string]*types.Package, keep func(*knowledge.Func) bool, do func(*knowledge.Func, *types.Func)) {
	for _, e := range sum.Base.Funcs() {
		if !keep(e) {
			continue
		}
		pkg := pkgs[knowledge.PkgOf(e.Name)]
		if pkg == nil {
			continue
		}
		if fn := resolve(pkg, e.Name); fn != nil {
			do(e, fn)
		}
	}
}

// TypeName returns the origin type name of t or of what it points to.
func TypeName(t types.Type) *types.TypeName {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Origin().Obj()
	}
	return nil
}

// TakesMessage reports whether fn takes a message the knowledge acks (a
// watermill *message.Message, an amqp091 Delivery, a *sarama.ConsumerMessage)
// or is handed to a consume call: a function the broker redelivers to when
// it fails.
func (h *Messages) TakesMessage(fn *ssa.Function) bool {
	if h.Callbacks[fn] {
		return true
	}
	ps := fn.Signature.Params()
	for i := 0; i < ps.Len(); i++ {
		if tn := TypeName(ps.At(i).Type()); tn != nil && h.MsgTypes[tn] {
			return true
		}
	}
	return false
}

func addNamed(set map[*types.TypeName]bool, t types.Type) {
	if tn := TypeName(t); tn != nil {
		set[tn] = true
	}
}

// importsOf returns pkg and the packages it imports, four levels deep, by
// path: where a knowledge entry's function is looked up.
func importsOf(pkg *types.Package) map[string]*types.Package {
	pkgs := make(map[string]*types.Package)
	var walk func(pkg *types.Package, depth int)
	walk = func(pkg *types.Package, depth int) {
		if _, seen := pkgs[pkg.Path()]; seen || depth > 4 {
			return
		}
		pkgs[pkg.Path()] = pkg
		for _, imp := range pkg.Imports() {
			walk(imp, depth+1)
		}
	}
	walk(pkg, 0)
	return pkgs
}

// resolve finds the function or method a knowledge name denotes in pkg.
func resolve(pkg *types.Package, name string) *types.Func {
	if !strings.HasPrefix(name, "(") {
		i := strings.LastIndex(name, ".")
		fn, _ := pkg.Scope().Lookup(name[i+1:]).(*types.Func)
		return fn
	}
	close := strings.Index(name, ").")
	if close < 0 {
		return nil
	}
	recv := strings.TrimPrefix(name[1:close], "*")
	method := name[close+2:]
	tn, ok := pkg.Scope().Lookup(recv[strings.LastIndex(recv, ".")+1:]).(*types.TypeName)
	if !ok {
		return nil
	}
	obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(tn.Type()), false, pkg, method)
	if _, isIface := tn.Type().Underlying().(*types.Interface); isIface {
		obj, _, _ = types.LookupFieldOrMethod(tn.Type(), false, pkg, method)
	}
	fn, _ := obj.(*types.Func)
	return fn
}
