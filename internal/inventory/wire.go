package inventory

import (
	"cmp"
	"fmt"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/inject"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

// An injected call (through a field its constructor's callers fill, or a
// func parameter of a function other packages call) is a Hole in the
// package that makes it: the package that wires the service hands the
// value over, and only its summary knows what the value does. The wiring
// package records each value it hands over as a Wire; Assemble, which has
// every named package's result, replaces the hole by the effects of the
// values wired into it.

// Hole is what an injected or unresolved call needs to be followed.
type Hole struct {
	// Slots name where the value comes from, as Wire.Slot does: the
	// parameter of a function of another package ("arg:FullName#2",
	// receiver-first), or an exported field ("field:path.Type.f").
	Slots []string
	// Method is the method called on the value, "" for a func value.
	Method string
	// Protection is what guards the call itself, in its package: the ack
	// around it, the retry, a key or a claim before it.
	Protection *Protection
	// Args answer, for each argument of the call, where its value comes
	// from as a key would (the implementation may key its effect by one).
	Args []Answer
}

// Wire is a value a package hands to a function or a field of another
// package, with what calling it (its method Method) does.
type Wire struct {
	Slot, Method string
	// Wiring names the function that hands the value over, At the call or
	// the store.
	Wiring string
	At     token.Position
	// Impl names the functions the value's method reaches; Objects are
	// their FullNames (for Assemble: no entry points of their own).
	Impl    []string
	Objects []string
	// Resolved is false when not every value that can reach the slot is
	// known: the hole stays listed.
	Resolved bool
	// Effects are the implementation's effects, their chain from Impl.
	Effects []Effect
	// Claim and Key are what the implementation itself does about them;
	// KeyArg is the argument of the call its key sink reads (-1: none, or
	// set inside from no argument).
	Claim, Key *Answer
	KeyArg     int
	// Forward, when the value is a parameter of a function other
	// packages call, is that parameter's slot: the wires into it fill
	// this one.
	Forward string
}

// paramSlot returns the slot of v when it is a parameter of an exported
// top-level function (through interface conversions), or "".
func paramSlot(v ssa.Value) string {
	p, ok := ir.Strip(v).(*ssa.Parameter)
	if !ok || p.Parent() == nil || p.Parent().Parent() != nil {
		return ""
	}
	obj := ir.FuncObject(p.Parent())
	if obj == nil || !obj.Exported() {
		return ""
	}
	return fmt.Sprintf("arg:%s#%d", obj.FullName(), slices.Index(p.Parent().Params, p))
}

// hole returns the hole of an injected or unresolved call cc made on the
// path steps, or nil when no other package can fill it.
func (w *walker) hole(cc *ssa.CallCommon, res summary.Resolution, steps []step) *Hole {
	var slots []string
	if res.Field != nil {
		for _, fp := range w.c.sum.InjectedParams(res.Field) {
			if obj := ir.FuncObject(fp.Func); obj != nil {
				slots = append(slots, fmt.Sprintf("arg:%s#%d", obj.FullName(), fp.Param))
			}
		}
		if res.Field.Exported() {
			slots = append(slots, "field:"+fieldKey(res.Field))
		}
	} else if s := paramSlot(cc.Value); s != "" {
		slots = append(slots, s) // a parameter of a function other packages call
	}
	if len(slots) == 0 {
		return nil
	}
	h := &Hole{Slots: slots, Protection: w.protect(steps)}
	if cc.IsInvoke() {
		h.Method = cc.Method.Name()
	}
	last := steps[len(steps)-1]
	for _, a := range cc.Args {
		h.Args = append(h.Args, w.keySource(last.fn, a, last.call))
	}
	return h
}

// fieldKey names a field by its package's path: "example.com/x/consumer.Relay.Send".
func fieldKey(fld *types.Var) string {
	name := strings.TrimPrefix(inject.FieldName(fld), fld.Pkg().Name()+".")
	return fld.Pkg().Path() + "." + name
}

// wires returns the values the package hands to functions of other
// packages, or stores in their exported fields, whose summary the
// package's type flow resolved (summary.Result.InjectedTargets).
func (c *collector) wires() []Wire {
	var out []Wire
	for _, fn := range c.sum.Funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				switch x := instr.(type) {
				case ssa.CallInstruction:
					cc := x.Common()
					g := cc.StaticCallee()
					if g == nil || g.Pkg == c.sum.Pkg {
						continue
					}
					obj := ir.FuncObject(g)
					if obj == nil {
						continue
					}
					for i, a := range cc.Args {
						out = c.wire(out, fn, x.Pos(), fmt.Sprintf("arg:%s#%d", obj.FullName(), i), a)
					}
				case *ssa.Store:
					fa, ok := x.Addr.(*ssa.FieldAddr)
					if !ok {
						continue
					}
					if fld := ir.StructField(fa.X.Type(), fa.Field); fld != nil && fld.Pkg() != nil && fld.Pkg() != c.pass.Pkg && fld.Exported() {
						out = c.wire(out, fn, x.Pos(), "field:"+fieldKey(fld), x.Val)
					}
				}
			}
		}
	}
	return out
}

// wire appends the wires of v handed over at pos in fn to slot: one per
// method of v's interface type (one for a func value) the summary resolved.
func (c *collector) wire(out []Wire, fn *ssa.Function, pos token.Pos, slot string, v ssa.Value) []Wire {
	var methods []string
	switch u := v.Type().Underlying().(type) {
	case *types.Signature:
		methods = []string{""}
	case *types.Interface:
		for i := 0; i < u.NumMethods(); i++ {
			methods = append(methods, u.Method(i).Name())
		}
	default:
		return out
	}
	at := c.posn(pos)
	if !at.IsValid() {
		at = c.posn(fn.Pos())
	}
	for _, m := range methods {
		ts := c.sum.InjectedTargets(v, m)
		if ts == nil {
			// The value is a parameter of a function other packages call:
			// the slot is filled by what they hand it (a router handing its
			// use case on to the controller's constructor).
			if fwd := paramSlot(v); fwd != "" {
				out = append(out, Wire{Slot: slot, Method: m, Wiring: funcName(ir.Enclosing(fn)), At: at, Resolved: true, KeyArg: -1, Forward: fwd})
			}
			continue
		}
		wr := Wire{Slot: slot, Method: m, Wiring: funcName(ir.Enclosing(fn)), At: at, Resolved: true, KeyArg: -1}
		for _, t := range ts {
			wr.Impl = append(wr.Impl, funcName(t))
			if obj := ir.FuncObject(t); obj != nil {
				wr.Objects = append(wr.Objects, obj.FullName())
			}
		}
		f := c.sum.InjectedFact(v, m)
		if f == nil {
			wr.Resolved = false
			out = append(out, wr)
			continue
		}
		impl := strings.Join(wr.Impl, " / ")
		for _, it := range f.All(knowledge.Effect) {
			wr.Effects = append(wr.Effects, Effect{
				Kind:   it.Effect.String(),
				Target: cmpOr(it.Table, it.Verb),
				Callee: libraryCall(impl, it),
				Chain:  appendVia([]string{impl}, it.Via),
			})
		}
		if f.Has(knowledge.Claim) {
			wr.Claim = &Answer{Answer: Yes, Detail: "atomic claim in " + impl}
		}
		if k := f.First(knowledge.KeySink); k != nil {
			wr.Key = &Answer{Answer: Unknown, Detail: "set inside " + impl}
			if k.Param >= 0 {
				wr.KeyArg = k.Param
				if m != "" {
					wr.KeyArg-- // receiver-first; the call's arguments are not
				}
			}
		}
		out = append(out, wr)
	}
	return out
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// follow replaces each hole of the entry points by the effects of the
// values wired into it: the chain goes on through "wired in F: Impl", the
// protection is the hole's where the implementation adds nothing (the ack,
// the retry, a claim before the call), and the call's position stays the
// hole's. A hole no wire fills, or one of whose wires is not resolved, stays
// listed. It returns the FullNames of the implementations followed: they
// are no entry points of their own.
func follow(eps []EntryPoint, wires []Wire) map[string]bool {
	bySlot := make(map[string][]Wire)
	for _, wr := range wires {
		bySlot[wr.Slot+"."+wr.Method] = append(bySlot[wr.Slot+"."+wr.Method], wr)
	}
	for _, ws := range bySlot {
		// The packages' results arrive in any order: the wires of a slot
		// are listed by where they are.
		slices.SortStableFunc(ws, func(a, b Wire) int {
			return cmp.Or(comparePos(a.At, b.At), cmp.Compare(a.Method, b.Method))
		})
	}
	followed := make(map[string]bool)
	for i := range eps {
		var out []Effect
		for _, e := range eps[i].Effects {
			h := e.Hole
			if h == nil {
				out = append(out, e)
				continue
			}
			var ws []Wire
			for _, s := range h.Slots {
				ws = append(ws, resolveWires(bySlot, s, h.Method, 0)...)
			}
			keep := len(ws) == 0
			for _, wr := range ws {
				keep = keep || !wr.Resolved
				for _, o := range wr.Objects {
					followed[o] = true
				}
				for _, we := range wr.Effects {
					out = append(out, wired(e, wr, we))
				}
			}
			if keep {
				out = append(out, e)
			}
		}
		eps[i].Effects = dedupEffects(out)
	}
	return followed
}

// maxForward bounds the parameters a value is handed on through.
const maxForward = 4

// resolveWires returns the wires into slot, those that forward a
// parameter replaced by the wires into that parameter's slot (named by
// their last hop, "wired in app.Run via grpc.NewRouter"); a forward that
// nothing fills is an unresolved wire.
func resolveWires(bySlot map[string][]Wire, slot, method string, depth int) []Wire {
	var out []Wire
	for _, wr := range bySlot[slot+"."+method] {
		if wr.Forward == "" {
			out = append(out, wr)
			continue
		}
		var next []Wire
		if depth < maxForward {
			next = resolveWires(bySlot, wr.Forward, method, depth+1)
		}
		if len(next) == 0 {
			out = append(out, Wire{Slot: slot, Method: method, Wiring: wr.Wiring, At: wr.At})
			continue
		}
		for _, n := range next {
			n.Wiring += " via " + wr.Wiring
			out = append(out, n)
		}
	}
	return out
}

// wired is the implementation's effect we reached through the hole e.
func wired(e Effect, wr Wire, we Effect) Effect {
	h := e.Hole
	out := we
	out.Hole = nil
	out.At = e.At
	out.Through = ""
	out.Wired = wr.Objects
	out.Chain = append(slices.Clone(e.Chain[:len(e.Chain)-1]), e.Callee+" (wired in "+wr.Wiring+")")
	out.Chain = append(out.Chain, we.Chain...)
	out.Sites = append(slices.Clone(e.Sites), wr.At)
	p := *h.Protection
	if p.Key.Answer != Yes && wr.Key != nil {
		p.Key = *wr.Key
		if k := wr.KeyArg; k >= 0 && k < len(h.Args) {
			p.Key = h.Args[k]
			p.Key.Detail += ", keyed inside " + strings.Join(wr.Impl, " / ")
		}
	}
	if p.Claim.Answer != Yes && wr.Claim != nil {
		p.Claim = *wr.Claim
		p.Claim.At = e.At
	}
	out.Protection = &p
	return out
}

// dedupEffects drops an effect listed twice at the same call with the same
// chain (a hole two wirings fill with the same implementation).
func dedupEffects(es []Effect) []Effect {
	var out []Effect
	for _, e := range es {
		if !slices.ContainsFunc(out, func(x Effect) bool {
			return x.Kind == e.Kind && x.Callee == e.Callee && x.At == e.At && slices.Equal(x.Chain, e.Chain)
		}) {
			out = append(out, e)
		}
	}
	return out
}
