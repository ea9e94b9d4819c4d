// Package entrypoint answers, for a function that a client calls from
// outside (an HTTP handler, a gRPC method, an agent's tool), the two
// questions createkey and agenttool both ask: does it perform an effect
// that a retry would repeat, by its summary (the facts of the functions
// it calls, across packages)? and does a key the caller supplies reach
// that effect, or at least get read from the request?
package entrypoint

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

// Effects are the kinds of effect an analyzer asks about, in the order its
// message prefers them (the first found is named).
type Effects []string

// Creates are the effects that create something a retry creates again: a
// payment, a message, a notification, a row (a plain INSERT, an ORM
// Create: an effect of kind sql that records a new key).
var Creates = Effects{knowledge.KindPayment, knowledge.KindPublish, knowledge.KindNotify, knowledge.KindSQL}

// Mutates are the effects of any writing call: Creates, HTTP mutations
// and SQL writes of any kind.
var Mutates = Effects{knowledge.KindPayment, knowledge.KindPublish, knowledge.KindNotify, knowledge.KindSQL, knowledge.KindHTTP}

// Effect is the effect an entry point performs.
type Effect struct {
	Item summary.Item
	Call ssa.CallInstruction // the call in the entry point that reaches it
}

// Describe renders the effect for a message: "a payment (stripe.PaymentIntent.New)"
// or "a payment (svc.Create, which calls stripe.PaymentIntent.New)".
func (e *Effect) Describe() string {
	what := map[string]string{
		knowledge.KindPayment: "a payment", knowledge.KindPublish: "a publish",
		knowledge.KindNotify: "a notification", knowledge.KindSQL: "a row insert",
		knowledge.KindHTTP: "an HTTP mutation",
	}[e.Item.Kind]
	if what == "" {
		what = "an effect"
	}
	if ch := e.Item.Chain(); ch != "" {
		return what + " (" + ch + ")"
	}
	return what
}

// Find returns the first effect of the kinds want that fn performs, by
// its summary and the calls in it (literals included), or nil. For
// Creates, an effect of kind sql counts only when the same call records
// a key (an INSERT without ON CONFLICT, an ORM Create): an UPDATE, an
// upsert or a claim creates nothing new on a retry.
func Find(sum *summary.Result, fn *ssa.Function, want Effects, creates bool) *Effect {
	calls := callsIn(fn)
	for _, kind := range want {
		for _, c := range calls {
			cf := sum.Call(c.Common())
			for _, it := range cf.All(knowledge.Effect) {
				if it.Kind != kind {
					continue
				}
				if creates && kind == knowledge.KindSQL && !cf.Has(knowledge.Record) {
					continue
				}
				if callee := ir.Callee(c.Common()); callee == nil {
				} else if name := sum.CallName(c.Common(), callee); len(it.Via) == 0 || it.Via[0] != name {
					it.Via = append([]string{name}, it.Via...)
				}
				return &Effect{Item: it, Call: c}
			}
		}
	}
	return nil
}

// callsIn returns the calls of fn and of the literals nested in it.
func callsIn(fn *ssa.Function) []ssa.CallInstruction {
	out := ir.Calls(fn)
	for _, anon := range fn.AnonFuncs {
		out = append(out, callsIn(anon)...)
	}
	return out
}

// KeyRoles are the roles through which a key guards an effect: the
// effect's own key (stripe's IdempotencyKey, a header), or a dedup check,
// claim or record.
var KeyRoles = []knowledge.Role{knowledge.KeySink, knowledge.Claim, knowledge.Check, knowledge.Record}

// Reaches reports whether a value for which isKey holds flows, in fn or a
// literal nested in it, into the key argument of a call whose summary
// gives it a key role: the caller's key is the effect's key or a dedup
// claim's.
func Reaches(sum *summary.Result, fn *ssa.Function, isKey func(ssa.Value) bool) bool {
	for _, c := range callsIn(fn) {
		cc := c.Common()
		cf := sum.Call(cc)
		for _, role := range KeyRoles {
			for _, it := range cf.All(role) {
				if it.Param < 0 {
					continue
				}
				for _, root := range sum.RootsUpTo(ir.Enclosing(c.Parent()), ir.Arg(cc, it.Param)) {
					if isKey(root) {
						return true
					}
				}
			}
		}
	}
	return false
}

// IsKeyName reports whether a field, parameter or path-parameter name names
// an idempotency key or a request ID the server dedups on:
// IdempotencyKey, idempotency_key, Idempotence-Key, DedupKey, RequestId,
// client_request_id, ClientToken. It ignores case, '_' and '-'.
func IsKeyName(name string) bool {
	n := strings.ToLower(strings.NewReplacer("_", "", "-", "").Replace(name))
	if strings.Contains(n, "idempot") || strings.Contains(n, "dedup") {
		return true
	}
	for _, suffix := range []string{"requestid", "requesttoken", "clienttoken"} {
		if strings.HasSuffix(n, suffix) {
			return true
		}
	}
	return false
}

// ReadsKey returns the first place fn (or a literal nested in it) reads a
// key from what a client sent, or nil: a call that takes a value derived
// from one of the request parameters and a constant key-header or key name
// (r.Header.Get("Idempotency-Key"), c.GetHeader(…), chi.URLParam(r,
// "idempotencyKey"), c.Param("requestId")), a map lookup of such a name in
// a map derived from the request (mux.Vars(r)["requestId"]), or a field
// named like a key read from a struct (the decoded body: req.IdempotencyKey).
func ReadsKey(sum *summary.Result, fn *ssa.Function, request func(*ssa.Parameter) bool) ssa.Instruction {
	kb := sum.Base
	keyConst := func(v ssa.Value) bool {
		s, ok := summary.ConstString(v)
		return ok && (kb.IsKeyHeader(s) || IsKeyName(s))
	}
	fromRequest := func(v ssa.Value) bool {
		for _, root := range sum.RootsUpTo(ir.Enclosing(fn), v) {
			if p, ok := root.(*ssa.Parameter); ok && request(p) {
				return true
			}
			if c, ok := root.(*ssa.Call); ok {
				for _, a := range c.Call.Args {
					if p, ok := a.(*ssa.Parameter); ok && request(p) {
						return true
					}
				}
				if recv := c.Call.Value; c.Call.IsInvoke() {
					if p, ok := recv.(*ssa.Parameter); ok && request(p) {
						return true
					}
				}
			}
		}
		return false
	}
	var found ssa.Instruction
	visit(fn, func(instr ssa.Instruction) bool {
		switch x := instr.(type) {
		case ssa.CallInstruction:
			cc := x.Common()
			hasKey, hasReq := false, false
			for i := 0; i < ir.NumArgs(cc); i++ {
				a := ir.Arg(cc, i)
				if keyConst(a) {
					hasKey = true
				} else if a != nil && fromRequest(a) {
					hasReq = true
				}
			}
			if hasKey && hasReq {
				found = instr
			}
		case *ssa.Lookup:
			if keyConst(x.Index) && fromRequest(x.X) {
				found = instr
			}
		case *ssa.FieldAddr:
			if keyField(kb, x.X.Type(), x.Field) && loaded(x) {
				found = instr
			}
		case *ssa.Field:
			if keyField(kb, x.X.Type(), x.Field) {
				found = instr
			}
		}
		return found == nil
	})
	return found
}

// keyField reports whether field i of t (a struct or a pointer to one) is
// named like a key, in a type of the user's code: a library's own key
// field (stripe.Params.IdempotencyKey) is where a key goes, not where a
// client's comes from.
func keyField(kb *knowledge.Base, t types.Type, i int) bool {
	f := ir.StructField(t, i)
	if f == nil || !IsKeyName(f.Name()) {
		return false
	}
	return f.Pkg() == nil || !kb.Knows(f.Pkg().Path())
}

// loaded reports whether the field address is read, not only written.
func loaded(fa *ssa.FieldAddr) bool {
	refs := fa.Referrers()
	if refs == nil {
		return false
	}
	for _, r := range *refs {
		if u, ok := r.(*ssa.UnOp); ok && u.X == fa {
			return true
		}
	}
	return false
}

// visit calls do on every instruction of fn and its literals until do
// returns false.
func visit(fn *ssa.Function, do func(ssa.Instruction) bool) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if !do(instr) {
				return false
			}
		}
	}
	for _, anon := range fn.AnonFuncs {
		if !visit(anon, do) {
			return false
		}
	}
	return true
}
