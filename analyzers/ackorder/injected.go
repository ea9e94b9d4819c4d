package ackorder

import (
	"encoding/gob"
	"fmt"
	"go/types"
	"path/filepath"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/summary"
)

// Injected handlers, across packages.
//
// A consumer package that acks and then calls a handler held in a field
// (c.h.Handle(ctx, m) after c.r.CommitMessages) cannot know what the
// handler does: the handler is handed to its exported constructor by a
// package that imports it, analysed later. So the consumer's package says
// what it saw, as a fact: "the value stored in Consumer.h is called after
// the offset is committed, in Consumer.run". The fact is on the
// constructor that stores its parameter in the field (with the parameter's
// position), and on the field itself when it is exported (a struct literal
// in another package sets it). The wiring package, which hands the
// constructor a concrete value, completes the finding at that call: when
// the summaries of the value's method (or of the function, for a func-typed
// field) perform an effect, the commit comes before the effect.

// Injection is one call of an injected value after an ack.
type Injection struct {
	// Param is the receiver-first position of the constructor's parameter
	// stored in the field; -1 in a fact on the field itself.
	Param int
	// Field names the field: "consumer.Consumer.h".
	Field string
	// Method is the method called on the value, "" for a func-typed field.
	Method string
	// Func is the function that acks and then calls: "consumer.Consumer.run".
	Func string
	// Ack is the ack's chain, and Lib the library call at its end.
	Ack, Lib string
	// At is where the ack is, as file:line (the file's base name).
	At string
}

// maxInjections bounds the items of a fact, so that it stays small.
const maxInjections = 32

// injectedFact is exported on a constructor or an exported field; Items
// are sorted, so that the gob encoding is deterministic.
type injectedFact struct{ Items []Injection }

// AFact marks injectedFact as an analysis fact.
func (*injectedFact) AFact() {}

func init() { gob.Register(new(injectedFact)) }

// String renders the fact stably, for `// want f:"…"`.
func (f *injectedFact) String() string {
	var parts []string
	for _, it := range f.Items {
		call := it.Field
		if it.Method != "" {
			call += "." + it.Method
		}
		parts = append(parts, fmt.Sprintf("%d:%s after %s", it.Param, call, it.Lib))
	}
	return "injected(" + strings.Join(parts, ", ") + ")"
}

func (f *injectedFact) sort() {
	sort.Slice(f.Items, func(i, j int) bool {
		a, b := f.Items[i], f.Items[j]
		if a.Param != b.Param {
			return a.Param < b.Param
		}
		if a.Field != b.Field {
			return a.Field < b.Field
		}
		if a.Method != b.Method {
			return a.Method < b.Method
		}
		return a.At < b.At
	})
}

// injectedCall is a call through a field of the package that the package's
// type flow leaves unresolved.
type injectedCall struct {
	instr  *ssa.Call
	field  *types.Var
	method string
}

// hazard is an injected call made after an ack, in this package.
type hazard struct {
	field *types.Var
	it    Injection
}

// injectedAfterAck records, for each ack of fn, the injected calls it
// reaches on the same message without their running before it.
func (c *checker) injectedAfterAck(fn *ssa.Function, s *funcSites) {
	for _, a := range s.acks {
		kill := c.sameMessage(fn, a)
		for _, e := range s.injected {
			if e.instr == a.instr || ir.Dominates(e.instr, a.instr) || !ir.ReachesWithout(a.instr, e.instr, kill) || c.dedupGuarded(a.instr, e.instr) {
				continue
			}
			posn := c.p.Fset.Position(a.instr.Pos())
			c.hazards = append(c.hazards, hazard{field: e.field, it: Injection{
				Param:  -1,
				Field:  fieldName(e.field),
				Method: e.method,
				Func:   funcName(fn),
				Ack:    a.chain,
				Lib:    a.lib,
				At:     fmt.Sprintf("%s:%d", filepath.Base(posn.Filename), posn.Line),
			}})
		}
	}
}

// exportInjected exports the hazards on the constructors that store their
// parameter in the field, and on the field when other packages can set it.
func (c *checker) exportInjected() {
	facts := make(map[types.Object]*injectedFact)
	var order []types.Object
	add := func(obj types.Object, it Injection) {
		f := facts[obj]
		if f == nil {
			f = new(injectedFact)
			facts[obj] = f
			order = append(order, obj)
		}
		for _, x := range f.Items {
			if x == it {
				return
			}
		}
		if len(f.Items) < maxInjections {
			f.Items = append(f.Items, it)
		}
	}
	for _, h := range c.hazards {
		if h.field.Exported() {
			add(h.field, h.it)
		}
		for _, fp := range c.p.Sum.InjectedParams(h.field) {
			it := h.it
			it.Param = fp.Param
			add(ir.FuncObject(fp.Func), it)
		}
	}
	for _, obj := range order {
		facts[obj].sort()
		c.p.ExportObjectFact(obj, facts[obj])
	}
}

// wired reports, in the package that wires a consumer, a value handed to a
// constructor (or stored in an exported field) whose calls the consumer
// makes after an ack, when what the value does is an effect.
func (c *checker) wired(fn *ssa.Function) {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch instr := instr.(type) {
			case ssa.CallInstruction:
				cc := instr.Common()
				g := cc.StaticCallee()
				if g == nil || cc.IsInvoke() {
					continue
				}
				obj := ir.FuncObject(g)
				if obj == nil || obj.Pkg() == c.p.Pkg {
					continue
				}
				var f injectedFact
				if !c.p.ImportObjectFact(obj, &f) {
					continue
				}
				for _, it := range f.Items {
					if it.Param >= 0 && it.Param < len(cc.Args) {
						c.wiredValue(instr, cc.Args[it.Param], it, summary.Describe(obj)+" is handed")
					}
				}
			case *ssa.Store:
				fa, ok := instr.Addr.(*ssa.FieldAddr)
				if !ok {
					continue
				}
				fld := ir.StructField(fa.X.Type(), fa.Field)
				if fld == nil || fld.Pkg() == c.p.Pkg {
					continue
				}
				var f injectedFact
				if !c.p.ImportObjectFact(fld, &f) {
					continue
				}
				for _, it := range f.Items {
					c.wiredValue(instr, instr.Val, it, it.Field+" is set to")
				}
			}
		}
	}
}

func (c *checker) wiredValue(at ssa.Instruction, v ssa.Value, it Injection, how string) {
	f := c.p.Sum.InjectedFact(v, it.Method)
	items := effectItems(f)
	if len(items) == 0 {
		return
	}
	e := effect{item: items[0], chain: items[0].Chain()}
	called := it.Field
	if it.Method != "" {
		called += "." + it.Method
	}
	noun, fix := ackWords(it.Lib)
	c.p.Report(analysis.Diagnostic{
		Pos:      at.Pos(),
		Category: CatAckBeforeEffect,
		Message: how + " a value whose " + effectPhrase(e) + ", and " + it.Func + " calls " + called +
			" after the " + noun + " with " + named(it.Ack) + " at " + it.At +
			"; a crash in between loses the message; " + fix + " after the effect succeeds",
	})
}

// fieldName renders a field as code reads it: "consumer.Consumer.h".
func fieldName(fld *types.Var) string {
	owner := ""
	if fld.Pkg() != nil {
		owner = fld.Pkg().Name() + "."
	}
	// The struct type that declares the field: the scope's named types.
	if fld.Pkg() != nil {
		scope := fld.Pkg().Scope()
		for _, name := range scope.Names() {
			tn, ok := scope.Lookup(name).(*types.TypeName)
			if !ok {
				continue
			}
			st, ok := tn.Type().Underlying().(*types.Struct)
			if !ok {
				continue
			}
			for i := 0; i < st.NumFields(); i++ {
				if st.Field(i) == fld {
					return owner + tn.Name() + "." + fld.Name()
				}
			}
		}
	}
	return owner + fld.Name()
}

// funcName renders a function as code reads it, its receiver named even
// when unexported: "consumer.Consumer.run".
func funcName(fn *ssa.Function) string {
	obj := ir.FuncObject(ir.Enclosing(fn))
	if obj == nil {
		return fn.Name()
	}
	if sig, ok := obj.Type().(*types.Signature); ok && sig.Recv() != nil && obj.Pkg() != nil {
		t := sig.Recv().Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := types.Unalias(t).(*types.Named); ok {
			return obj.Pkg().Name() + "." + n.Obj().Name() + "." + obj.Name()
		}
	}
	return summary.Describe(obj)
}
