package keyderivation

import (
	"fmt"
	"go/token"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/inject"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// checkConstant reports sink s of fn when its key is one constant on every
// call while the operation it keys takes an input that changes with fn's
// parameters: every intent then shares the first one's key, and the
// service answers the second with the first's result (Stripe, a workflow
// engine, a FIFO queue's dedup) or refuses it. Only keys handed to a
// service are judged: a claim's constant key is a lock, a row's constant
// unique value a singleton row; an activity's ID is scoped to its
// workflow run. The input is what the operation carries besides the key:
// the other fields of the struct that holds the key, the other arguments
// of the calls that take that struct, the other arguments of a key-taking
// call. An input taken from the receiver (configuration) or a context is
// the same on every call: a singleton by design.
func (c *checker) checkConstant(fn *ssa.Function, s sink) {
	key, ok := keytext.ConstString(s.val)
	if !ok || key == "" || s.claim || s.field != "" || s.bucket || s.scoped || c.p.InTest(s.pos) {
		return
	}
	var payload []ssa.Value
	switch instr := s.instr.(type) {
	case *ssa.Store:
		fa, ok := instr.Addr.(*ssa.FieldAddr)
		if !ok {
			return
		}
		payload = structInput(fa.X)
	case ssa.CallInstruction:
		cc := instr.Common()
		if len(c.p.Sum.Call(cc).All(knowledge.KeySink)) == 0 {
			// A call sink the summary knows only as a claim is a lock.
			return
		}
		for i := 0; i < ir.NumArgs(cc); i++ {
			if a := ir.Arg(cc, i); a != nil && a != s.val {
				payload = append(payload, a)
			}
		}
	default:
		return
	}
	var from *ssa.Parameter
	for _, v := range payload {
		ir.DependsOn(v, func(x ssa.Value) bool {
			if p, ok := x.(*ssa.Parameter); ok && intentParam(fn, p) {
				from = p
				return true
			}
			return false
		})
		if from != nil {
			break
		}
	}
	if from == nil {
		return
	}
	name := inject.FuncName(fn)
	c.report(s, CatConstant, fmt.Sprintf("%s is the constant %q on every call of %s, whose input changes with %s: every intent shares the first one's key, so the service answers the next with the first one's result, or refuses it, and its effect never happens; derive the key from what identifies the intent (the message's or the request's business ID)",
		s.subject(), key, name, from.Name()), nil)
}

// structInput returns what the struct at base carries besides its key:
// the values stored into its fields, and the other arguments of each call
// that takes the struct or a copy of it.
func structInput(base ssa.Value) []ssa.Value {
	var out []ssa.Value
	refs := base.Referrers()
	if refs == nil {
		return nil
	}
	for _, r := range *refs {
		switch r := r.(type) {
		case *ssa.FieldAddr:
			if rr := r.Referrers(); rr != nil {
				for _, u := range *rr {
					if st, ok := u.(*ssa.Store); ok && st.Addr == r {
						out = append(out, st.Val)
					}
				}
			}
		case *ssa.UnOp:
			if r.Op == token.MUL {
				out = append(out, callsTaking(r)...)
			}
		case ssa.CallInstruction:
			out = append(out, otherArgs(r.Common(), base)...)
		}
	}
	return out
}

// callsTaking returns the other arguments of the calls that take v.
func callsTaking(v ssa.Value) []ssa.Value {
	var out []ssa.Value
	if refs := v.Referrers(); refs != nil {
		for _, r := range *refs {
			if call, ok := r.(ssa.CallInstruction); ok {
				out = append(out, otherArgs(call.Common(), v)...)
			}
		}
	}
	return out
}

// otherArgs returns the arguments of cc other than v (the receiver of an
// interface call is the service, not the input).
func otherArgs(cc *ssa.CallCommon, v ssa.Value) []ssa.Value {
	var out []ssa.Value
	for _, a := range cc.Args {
		if a != v {
			out = append(out, a)
		}
	}
	return out
}

// intentParam reports whether p, a parameter of fn or of a function fn is
// nested in, is an input of the intent: not the receiver (configuration,
// the same on every call) and not a context.
func intentParam(fn *ssa.Function, p *ssa.Parameter) bool {
	owner := p.Parent()
	if ir.IsContext(p.Type()) {
		return false
	}
	if owner.Signature.Recv() != nil && len(owner.Params) > 0 && owner.Params[0] == p {
		return false
	}
	for f := fn; f != nil; f = f.Parent() {
		if f == owner {
			return true
		}
	}
	return false
}
