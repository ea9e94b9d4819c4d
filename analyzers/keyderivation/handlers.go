package keyderivation

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/analyzer"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

// A handler is a function re-entered on every delivery of a message or
// every request: whatever it mints, a redelivery or a client retry mints
// again.
type handler struct {
	desc  string // "an HTTP handler", "a message handler"
	again string // what runs it again
	fix   string
}

var (
	httpHandler = &handler{
		desc:  "an HTTP handler",
		again: "a client retry of the same request",
		fix:   "take the key from the request (its Idempotency-Key header) or derive it from a stable request field, or record it before use",
	}
	msgHandler = &handler{
		desc:  "a message handler",
		again: "a redelivered message",
		fix:   "derive the key from the message ID or a business identifier in the payload, or record it before use",
	}
)

// handlerIndex knows the package's handlers.
type handlerIndex struct {
	callbacks map[*ssa.Function]bool // passed to a Consume-role call
	msgTypes  map[*types.TypeName]bool
	sessions  map[*types.TypeName]bool // receivers of acks that take the message as an argument
	// published are message types that publishers take too (kafka.Message,
	// *nats.Msg, *pubsub.Message): a function taking one is a handler only
	// when it acks it.
	published map[*types.TypeName]bool
	sum       interface {
		Func(*ssa.Function) *summary.Fact
	}
}

func newHandlerIndex(p *analyzer.Pass) *handlerIndex {
	h := &handlerIndex{
		callbacks: make(map[*ssa.Function]bool),
		msgTypes:  make(map[*types.TypeName]bool),
		sessions:  make(map[*types.TypeName]bool),
		published: make(map[*types.TypeName]bool),
		sum:       p.Sum,
	}
	for _, fn := range p.Sum.Funcs {
		for _, call := range ir.Calls(fn) {
			cc := call.Common()
			for _, it := range p.Sum.Call(cc).All(knowledge.Consume) {
				if lit := ir.ClosureOf(ir.Arg(cc, it.Param)); lit != nil {
					h.callbacks[lit] = true
				}
			}
		}
	}
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
	walk(p.Pkg, 0)
	for _, e := range p.Sum.Base.Funcs() {
		if !e.Has(knowledge.Effect) || e.Effect != knowledge.KindPublish {
			continue
		}
		pkg := pkgs[knowledge.PkgOf(e.Name)]
		if pkg == nil {
			continue
		}
		if fn := resolve(pkg, e.Name); fn != nil {
			ps := fn.Type().(*types.Signature).Params()
			for i := 0; i < ps.Len(); i++ {
				t := ps.At(i).Type()
				if s, ok := t.Underlying().(*types.Slice); ok {
					t = s.Elem()
				}
				addNamed(h.published, t)
			}
		}
	}
	for _, e := range p.Sum.Base.Funcs() {
		if (!e.Has(knowledge.Ack) && !e.Has(knowledge.Nack)) || e.Msg == "" {
			continue
		}
		pkg := pkgs[knowledge.PkgOf(e.Name)]
		if pkg == nil {
			continue
		}
		fn := resolve(pkg, e.Name)
		if fn == nil {
			continue
		}
		sig := fn.Type().(*types.Signature)
		if e.Msg == "recv" {
			if sig.Recv() != nil {
				addNamed(h.msgTypes, sig.Recv().Type())
			}
			continue
		}
		i := e.Index(e.Msg)
		if i >= sig.Params().Len() {
			continue
		}
		t := sig.Params().At(i).Type()
		if s, ok := t.Underlying().(*types.Slice); ok {
			t = s.Elem()
		}
		addNamed(h.msgTypes, t)
		if sig.Recv() != nil {
			addNamed(h.sessions, sig.Recv().Type())
		}
	}
	return h
}

func typeName(t types.Type) *types.TypeName {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Origin().Obj()
	}
	return nil
}

func addNamed(set map[*types.TypeName]bool, t types.Type) {
	if tn := typeName(t); tn != nil {
		set[tn] = true
	}
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

// of returns the handler fn runs in (fn itself or a function it is nested
// in), or nil.
func (h *handlerIndex) of(fn *ssa.Function) *handler {
	for depth := 0; fn != nil && depth < 16; depth++ {
		if k := h.kind(fn); k != nil {
			return k
		}
		fn = fn.Parent()
	}
	return nil
}

func (h *handlerIndex) kind(fn *ssa.Function) *handler {
	if h.callbacks[fn] {
		return msgHandler
	}
	sig := fn.Signature
	params := sig.Params()
	hasW, hasR := false, false
	for i := 0; i < params.Len(); i++ {
		t := params.At(i).Type()
		if ir.IsNamed(t, "net/http", "ResponseWriter") {
			hasW = true
		}
		if ir.IsNamed(t, "net/http", "Request") {
			hasR = true
		}
	}
	if hasW && hasR {
		return httpHandler
	}
	for i := 0; i < params.Len(); i++ {
		tn := typeName(params.At(i).Type())
		if tn == nil || !h.msgTypes[tn] {
			continue
		}
		if !h.published[tn] {
			return msgHandler
		}
		f := h.sum.Func(fn)
		if pos := ir.ParamPos(sig, i); f.OnParam(knowledge.Ack, pos) != nil || f.OnParam(knowledge.Nack, pos) != nil {
			return msgHandler
		}
	}
	if fn.Name() == "ConsumeClaim" && sig.Recv() != nil {
		for i := 0; i < params.Len(); i++ {
			if tn := typeName(params.At(i).Type()); tn != nil && h.sessions[tn] {
				return msgHandler
			}
		}
	}
	return nil
}
