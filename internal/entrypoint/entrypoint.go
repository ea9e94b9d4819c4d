// Package entrypoint answers, for a function that a client calls from
// outside (an HTTP handler, a gRPC method, an agent's tool), the two
// questions createkey and agenttool both ask: does it perform an effect
// that a retry would repeat, by its summary (the facts of the functions
// it calls, across packages)? and does a key the caller supplies reach
// that effect, or at least get read from the request?
package entrypoint

import (
	"go/token"
	"go/types"
	"reflect"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/gormcall"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

// Effects are the kinds of effect an analyzer asks about, in the order its
// message prefers them (the first found is named).
type Effects []knowledge.EffectKind

// Creates are the effects that create something a retry creates again: a
// payment, a message, a notification, a row (a plain INSERT, an ORM
// Create) or a list entry (a job pushed onto a Redis list): for sql and
// store, the summary's Insert items only, see Find.
var Creates = Effects{knowledge.KindPayment, knowledge.KindPublish, knowledge.KindNotify, knowledge.KindSQL, knowledge.KindStore}

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
	what := map[knowledge.EffectKind]string{
		knowledge.KindPayment: "a payment", knowledge.KindPublish: "a publish",
		knowledge.KindNotify: "a notification", knowledge.KindSQL: "a row insert",
		knowledge.KindHTTP: "an HTTP mutation",
	}[e.Item.Effect]
	if e.Item.Effect == knowledge.KindStore && e.Item.Role == knowledge.Insert {
		what = "a list push"
	}
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
// Creates, an effect of kind sql or store counts only as the summary's
// Insert item (a plain INSERT, gorm's Create and CreateInBatches, a Redis
// LPUSH): an UPDATE, a DELETE, a Save, an upsert, a SET or a claim creates
// nothing new on a retry.
func Find(sum *summary.Result, fn *ssa.Function, want Effects, creates bool) *Effect {
	return FindWhere(sum, fn, want, creates, nil)
}

// FindWhere is Find over the calls keep accepts (all when keep is nil):
// the calls under a handler's POST branch (Under).
func FindWhere(sum *summary.Result, fn *ssa.Function, want Effects, creates bool, keep func(ssa.Instruction) bool) *Effect {
	return find(sum, fn, want, creates, keep, nil)
}

// FindSure is Find over the mutations more than a request's method says:
// an http effect whose only sign is a POST (summary.Item.ByVerb) is left
// out, as a tool that declares itself read-only says it is a query.
func FindSure(sum *summary.Result, fn *ssa.Function, want Effects) *Effect {
	return find(sum, fn, want, false, nil, func(it summary.Item) bool { return it.ByVerb })
}

// FindRepeating is Find over the effects a repeat applies again: a request
// whose only sign of a mutation is a PUT or a DELETE (summary.Item.
// Converges) is left out, idempotent by HTTP semantics.
func FindRepeating(sum *summary.Result, fn *ssa.Function, want Effects) *Effect {
	return find(sum, fn, want, false, nil, func(it summary.Item) bool { return it.Converges })
}

func find(sum *summary.Result, fn *ssa.Function, want Effects, creates bool, keep func(ssa.Instruction) bool, skip func(summary.Item) bool) *Effect {
	calls := callsIn(fn)
	for _, kind := range want {
		for _, c := range calls {
			if keep != nil && !keep(c) {
				continue
			}
			for _, it := range kindItems(sum.Call(c.Common()), kind, creates) {
				if skip != nil && skip(it) {
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

// kindItems returns the effect items of f of kind kind. For creates, an
// effect of kind sql or store is only an insert's own item: a callee that
// creates one row and updates another has one sql effect, whose chain may
// be the update's; and a row that lapses by itself (summary.Item.Lapses: a
// session, a reset token, a one-time code stored with expires_at of the
// clock plus a short TTL) is no create a client retries for.
func kindItems(f *summary.Fact, kind knowledge.EffectKind, creates bool) []summary.Item {
	items := f.All(knowledge.Effect)
	if creates && (kind == knowledge.KindSQL || kind == knowledge.KindStore) {
		items = f.All(knowledge.Insert)
	}
	var out []summary.Item
	for _, it := range items {
		if it.Effect == kind && !(creates && it.Lapses) {
			out = append(out, it)
		}
	}
	return out
}

// FactEffect returns the first effect of the kinds want that a call with
// summary f performs, by Find's rules, or nil.
func FactEffect(f *summary.Fact, want Effects, creates bool) *summary.Item {
	for _, kind := range want {
		if items := kindItems(f, kind, creates); len(items) > 0 {
			return &items[0]
		}
	}
	return nil
}

// ClientArgs marks, as bit i, the receiver-first arguments i of the call
// c in fn (at most 64) that carry what the client sent: keys, the values
// computed from the request parameters and minted from nothing
// nondeterministic (what InputReaches asks of a key), and guards, the
// gorm models a unique column of which holds such a value (what
// UniqueInserts asks of a sign-up's model). The callee, summarized
// elsewhere, is keyed when it makes one of them its effect's key, a claim's
// key, or the model of each of its inserts (KeyedBy).
func ClientArgs(sum *summary.Result, fn *ssa.Function, request func(*ssa.Parameter) bool, c *ssa.CallCommon) (keys, guards uint64) {
	r := reader{sum: sum, fn: fn, request: request}
	for i := 0; i < ir.NumArgs(c) && i < 64; i++ {
		a := ir.Arg(c, i)
		if a == nil {
			continue
		}
		if r.uniqueFromRequest(a) {
			guards |= 1 << i // its columns minted or not, one is the client's
		}
		if r.fromRequest(a) && !r.minted(a) {
			keys |= 1 << i
		}
	}
	return keys, guards
}

// KeyedBy reports whether a call with summary f, handed what ClientArgs
// marked, is keyed by the client: one of keys reaches its effect's key or
// a claim's (InputReaches' rule), or every insert it makes is a gorm Create
// of one of guards, a model whose unique column holds the client's value
// (UniqueInserts' rule, through the record the insert's chain makes on the
// model's parameter).
func KeyedBy(f *summary.Fact, keys, guards uint64) bool {
	marked := func(mask uint64, p int) bool { return p >= 0 && p < 64 && mask&(1<<p) != 0 }
	for _, role := range []knowledge.Role{knowledge.KeySink, knowledge.Claim} {
		for _, it := range f.All(role) {
			if marked(keys, it.Param) {
				return true
			}
		}
	}
	inserts := f.All(knowledge.Insert)
	for _, ins := range inserts {
		guarded := false
		for _, rec := range f.All(knowledge.Record) {
			guarded = guarded || rec.Store == knowledge.StoreGorm && marked(guards, rec.Param) && rec.Chain() == ins.Chain()
		}
		if !guarded {
			return false
		}
	}
	return len(inserts) > 0
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

// KeyReaches reports whether a key that fn reads from what the client sent
// (see ReadsKey) flows, in fn or a literal nested in it, into the key
// argument of a call whose summary gives it a key role: the caller's key
// is the effect's key or a dedup claim's.
func KeyReaches(sum *summary.Result, fn *ssa.Function, request func(*ssa.Parameter) bool) bool {
	r := reader{sum: sum, fn: fn, request: request}
	for _, c := range callsIn(fn) {
		cc := c.Common()
		cf := sum.Call(cc)
		for _, role := range KeyRoles {
			for _, it := range cf.All(role) {
				if it.Param >= 0 && r.flowsFrom(c.Parent(), ir.Arg(cc, it.Param)) {
					return true
				}
			}
		}
	}
	return false
}

// InputReaches reports whether a value fn computes from its request
// parameters, whatever it is named, flows (in fn or a literal nested in it)
// into the argument a call's summary makes the effect's key (KeySink) or
// an atomic claim's key (Claim): a refund_id the caller chose once per
// refund, handed to SetIdempotencyKey, keys the refund. A check or a record
// alone is no such key: a check and a record around an effect race.
// Of a SQL claim's arguments only those bound to its conflict target count
// (summary.KeyArgs): an account in the row beside a server-minted ID keys
// nothing. A key that also derives from a nondeterministic source
// (id + "-" + uuid.NewString()) differs on every retry: not the caller's.
// A value fn stores itself into a library's key field counts as a key
// handed to a call does: &lnrpc.SendRequest{PaymentRequest: req.Invoice}
// keys the payment by the caller's invoice. So does one handed to a team's
// function that returns it in a field of a struct, when the key is read
// from that field (see keyArgs).
func InputReaches(sum *summary.Result, fn *ssa.Function, request func(*ssa.Parameter) bool) bool {
	r := reader{sum: sum, fn: fn, request: request}
	if r.storesClientKey() {
		return true
	}
	for _, c := range callsIn(fn) {
		cc := c.Common()
		cf := sum.Call(cc)
		var keys []ssa.Value
		for _, role := range []knowledge.Role{knowledge.KeySink, knowledge.Claim} {
			for _, it := range cf.All(role) {
				if it.Param >= 0 {
					keys = append(keys, r.keyArgs(cc, it)...)
				}
			}
		}
		if r.clientKeys(keys) {
			return true
		}
	}
	return false
}

// keyArgs is summary.KeyArgs, except for a key the callee reads from one
// field of a struct a team's function built and returned, which is what
// that function was handed for the field (summary.Result.ResultFieldArgs):
// inv.PaymentRequest of the row AddOutgoingInvoice(ctx, userID,
// paymentRequest, …) returns is the invoice the handler handed in, though
// the row also holds a preimage minted there.
func (r *reader) keyArgs(cc *ssa.CallCommon, it summary.Item) []ssa.Value {
	if it.Field != "" && len(it.Args) == 0 {
		if vals, ok := r.sum.ResultFieldArgs(ir.Arg(cc, it.Param), it.Field); ok {
			return vals
		}
	}
	return summary.KeyArgs(cc, it)
}

// storesClientKey reports whether fn, or a literal nested in it, stores a
// value from the request, and no minted one, into a field the knowledge
// names as a key (summary.Result.KeyField).
func (r *reader) storesClientKey() bool {
	return !visit(r.fn, func(instr ssa.Instruction) bool {
		st, ok := instr.(*ssa.Store)
		return !ok || r.sum.KeyField(st.Addr) == "" || !r.clientKeys([]ssa.Value{st.Val})
	})
}

// clientKeys reports whether the key arguments of one call include a
// value from the request and no minted one: a call handed a fresh UUID as
// its key is keyed per attempt, whatever else its summary says flows into
// the key (a params struct that also carries the route's customer).
func (r *reader) clientKeys(keys []ssa.Value) bool {
	client := false
	for _, v := range keys {
		if r.minted(v) {
			return false
		}
		client = client || r.fromRequest(v)
	}
	return client
}

// UniqueInserts reports whether fn performs row inserts itself (or in a
// literal nested in it) and each is a gorm Create of a model one of whose
// unique columns (a primary key or a unique index, by its tag) is set to a
// value the client sent and the server did not mint: a sign-up whose
// email is unique. A retry's insert fails on the constraint and creates
// no second row. An insert through another function is not followed: its
// model and the values of its columns are not in the summary.
func UniqueInserts(sum *summary.Result, fn *ssa.Function, request func(*ssa.Parameter) bool) bool {
	r := reader{sum: sum, fn: fn, request: request}
	found := false
	for _, c := range callsIn(fn) {
		cc := c.Common()
		if !sum.Call(cc).Has(knowledge.Insert) {
			continue
		}
		e := sum.Entry(cc)
		if e == nil || !knowledge.IsGormCreate(e.Name) && !knowledge.IsGormSave(e.Name) || !r.uniqueFromRequest(ir.EntryArg(cc, e, "value")) {
			return false
		}
		found = true
	}
	return found
}

// uniqueFromRequest reports whether v, the value handed to gorm's
// Create (&User{Email: req.Email}, &u), is a model a unique column of which
// is stored a value from the request that is not minted.
func (r *reader) uniqueFromRequest(v ssa.Value) bool {
	for _, val := range gormcall.UniqueValues(v) {
		if r.fromRequest(val) && !r.minted(val) {
			return true
		}
	}
	return false
}

// minted reports whether v derives from a call that returns a
// nondeterministic value (a UUID, the time, random bytes).
func (r *reader) minted(v ssa.Value) bool {
	for _, root := range r.sum.RootsUpTo(ir.Enclosing(r.fn), v) {
		if c, ok := root.(*ssa.Call); ok && r.sum.Call(&c.Call).Has(knowledge.Source) {
			return true
		}
	}
	return false
}

// IsKeyName reports whether a field, parameter or path-parameter name names
// an idempotency key or a request ID the server dedups on:
// IdempotencyKey, idempotency_key, Idempotence-Key, DedupKey, RequestId,
// client_request_id, ClientToken. It ignores case, '_' and '-'; a text with
// spaces (a description) is no name.
func IsKeyName(name string) bool {
	if strings.ContainsAny(name, " \t\n") {
		return false
	}
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

// HasKeyField reports whether t, a struct or a pointer to one, has a field
// named like a key, by its Go name or its json name.
func HasKeyField(t types.Type) bool {
	if pt, ok := types.Unalias(t).Underlying().(*types.Pointer); ok {
		t = pt.Elem()
	}
	st, ok := types.Unalias(t).Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := 0; i < st.NumFields(); i++ {
		if isKeyField(st, i) {
			return true
		}
	}
	return false
}

// ReadsKey returns the first place fn (or a literal nested in it) reads a
// key from what a client sent, or nil: a call that takes a value derived
// from one of the request parameters and a constant key-header or key name
// (r.Header.Get("Idempotency-Key"), c.GetHeader(…), chi.URLParam(r,
// "idempotencyKey"), req.GetString("idempotency_key", "")), a map lookup of
// such a name in a map derived from the request (mux.Vars(r)["requestId"]),
// or a field named like a key read from a struct of the user's types (the
// decoded body or a typed tool input: req.IdempotencyKey).
func ReadsKey(sum *summary.Result, fn *ssa.Function, request func(*ssa.Parameter) bool) ssa.Instruction {
	r := reader{sum: sum, fn: fn, request: request}
	var found ssa.Instruction
	visit(fn, func(instr ssa.Instruction) bool {
		if v, ok := instr.(ssa.Value); ok && r.isKey(v) {
			found = instr
		} else if c, ok := instr.(ssa.CallInstruction); ok && r.isKeyCall(c.Common()) {
			found = instr
		}
		return found == nil
	})
	return found
}

// reader tells the values that read a key from the client's request.
type reader struct {
	sum     *summary.Result
	fn      *ssa.Function
	request func(*ssa.Parameter) bool
}

// isKey reports whether v reads a key: a key-reading call's result, a
// lookup of a key name in a map from the request, a key-named field.
func (r *reader) isKey(v ssa.Value) bool {
	switch x := v.(type) {
	case *ssa.Call:
		return r.isKeyCall(&x.Call)
	case *ssa.Lookup:
		return r.keyConst(x.Index) && r.fromRequest(x.X)
	case *ssa.Field:
		return keyField(r.sum.Base, x.X.Type(), x.Field)
	case *ssa.FieldAddr:
		return keyField(r.sum.Base, x.X.Type(), x.Field) && loaded(x)
	case *ssa.UnOp:
		fa, ok := x.X.(*ssa.FieldAddr)
		return ok && x.Op == token.MUL && keyField(r.sum.Base, fa.X.Type(), fa.Field)
	}
	return false
}

// KeyRead reports whether v is a key read from what a function was handed:
// a call given a constant key name (Header.Get("Idempotency-Key"),
// c.GetHeader, a map lookup) and a value derived from a parameter, or a
// team's helper whose summary says it returns the key it reads (KeyRead).
func KeyRead(sum *summary.Result, v ssa.Value) bool {
	c, ok := v.(*ssa.Call)
	if !ok {
		return false
	}
	r := reader{sum: sum, fn: c.Parent(), request: func(*ssa.Parameter) bool { return true }}
	return r.isKeyCall(&c.Call)
}

// isKeyCall reports whether c takes a constant key name and a value
// derived from the request, or is a KeyRead function handed the request.
func (r *reader) isKeyCall(c *ssa.CallCommon) bool {
	// A helper of the team's that returns the key it reads from the
	// request handed to it (the summary's KeyRead).
	for _, it := range r.sum.Call(c).All(summary.KeyRead) {
		if a := ir.Arg(c, it.Param); a != nil && r.fromRequest(a) {
			return true
		}
	}
	hasKey, hasReq := false, false
	for i := 0; i < ir.NumArgs(c); i++ {
		a := ir.Arg(c, i)
		if r.keyConst(a) {
			hasKey = true
		} else if a != nil && r.fromRequest(a) {
			hasReq = true
		}
	}
	return hasKey && hasReq
}

func (r *reader) keyConst(v ssa.Value) bool {
	s, ok := keytext.ConstString(v)
	return ok && (r.sum.Base.IsKeyHeader(s) || IsKeyName(s))
}

// fromRequest reports whether v derives from a request parameter, or from
// a call that takes one (r.Context(), c.Request(), mux.Vars(r)), or is a
// field of a local that a call fills from the request (the decoded body:
// json.NewDecoder(r.Body).Decode(&evt), c.ShouldBindJSON(&req)).
func (r *reader) fromRequest(v ssa.Value) bool { return r.fromReq(v, 0) }

func (r *reader) fromReq(v ssa.Value, depth int) bool {
	tr := *r.sum.Tracer() // a copy: the Result is shared by concurrent analyzers
	var allocs []*ssa.Alloc
	tr.Visit = func(x ssa.Value) {
		if a := baseAlloc(x); a != nil {
			allocs = append(allocs, a)
		}
	}
	roots := summary.RootsWith(&tr, ir.Enclosing(r.fn), v)
	if depth == 0 {
		// A field of a local no store fills has no root: the local is
		// among the values visited (evt.ID of a decoded evt).
		for _, a := range allocs {
			if r.filled(a) {
				return true
			}
		}
	}
	for _, root := range roots {
		switch root := root.(type) {
		case *ssa.Parameter:
			if r.request(root) {
				return true
			}
		case *ssa.Call:
			for i := 0; i < ir.NumArgs(&root.Call); i++ {
				a := ir.Arg(&root.Call, i)
				if p, ok := a.(*ssa.Parameter); ok && r.request(p) {
					return true
				}
				// A decoder built on the body: NewDecoder(r.Body).
				if depth > 0 && depth < 3 && a != nil && r.fromReq(a, depth+1) {
					return true
				}
			}
		}
	}
	return false
}

// filled reports whether a call in the function hands the local's address
// to a call that also takes a value from the request: a decode or a bind
// of the body into it.
func (r *reader) filled(alloc *ssa.Alloc) bool {
	refs := alloc.Referrers()
	if refs == nil {
		return false
	}
	for _, ref := range *refs {
		var c *ssa.CallCommon
		switch x := ref.(type) {
		case ssa.CallInstruction:
			c = x.Common()
		case *ssa.MakeInterface:
			for _, u := range *x.Referrers() {
				if ci, ok := u.(ssa.CallInstruction); ok {
					c = ci.Common()
				}
			}
		}
		if c == nil {
			continue
		}
		for i := 0; i < ir.NumArgs(c); i++ {
			a := ir.Arg(c, i)
			if a != nil && ir.Strip(a) != ssa.Value(alloc) && r.fromReq(a, 1) {
				return true
			}
		}
	}
	return false
}

// baseAlloc returns the local v is a field or an element of, or is
// loaded from: evt for *(&evt.ID), or nil.
func baseAlloc(v ssa.Value) *ssa.Alloc {
	for i := 0; i < 8; i++ {
		switch x := v.(type) {
		case *ssa.Alloc:
			return x
		case *ssa.UnOp:
			if x.Op != token.MUL {
				return nil
			}
			v = x.X
		case *ssa.FieldAddr:
			v = x.X
		case *ssa.Field:
			v = x.X
		case *ssa.IndexAddr:
			v = x.X
		default:
			return nil
		}
	}
	return nil
}

// flowsFrom reports whether v, in fn, is computed from a value that reads
// a key.
func (r *reader) flowsFrom(fn *ssa.Function, v ssa.Value) bool {
	tr := *r.sum.Tracer() // a copy: the Result is shared by concurrent analyzers
	hit := false
	tr.Visit = func(x ssa.Value) { hit = hit || r.isKey(x) }
	summary.RootsWith(&tr, ir.Enclosing(fn), v)
	return hit
}

// keyField reports whether field i of t (a struct or a pointer to one) is
// named like a key (its Go or its json name), in a type of the user's
// code: a library's own key field (stripe.Params.IdempotencyKey) is where
// a key goes, not where a client's comes from.
func keyField(kb *knowledge.Base, t types.Type, i int) bool {
	if pt, ok := types.Unalias(t).Underlying().(*types.Pointer); ok {
		t = pt.Elem()
	}
	st, ok := types.Unalias(t).Underlying().(*types.Struct)
	if !ok || i < 0 || i >= st.NumFields() {
		return false
	}
	f := st.Field(i)
	if f.Pkg() != nil && kb.Knows(f.Pkg().Path()) {
		return false
	}
	return isKeyField(st, i)
}

// isKeyField reports whether field i of st is named like a key, by its Go
// name or its json name.
func isKeyField(st *types.Struct, i int) bool {
	json, _, _ := strings.Cut(reflect.StructTag(st.Tag(i)).Get("json"), ",")
	return IsKeyName(st.Field(i).Name()) || IsKeyName(json)
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

// Funcs returns the functions of the package that the function value v
// (in fn) denotes: a function, a method value, a literal, each of a
// variadic list, or, for a value of another type, its method named method
// (ServeHTTP of an http.Handler); "" looks for none.
func Funcs(sum *summary.Result, fn *ssa.Function, v ssa.Value, method string) []*ssa.Function {
	var out []*ssa.Function
	for _, f := range AnyFuncs(sum, fn, v, method) {
		if f.Pkg == sum.Pkg {
			out = append(out, f)
		}
	}
	return out
}

// AnyFuncs is Funcs with the functions of other packages kept: a
// handler declared in the package of the type whose method value a
// router registers.
func AnyFuncs(sum *summary.Result, fn *ssa.Function, v ssa.Value, method string) []*ssa.Function {
	var out []*ssa.Function
	prog := sum.Pkg.Prog
	add := func(f *ssa.Function) {
		if f != nil {
			out = append(out, f)
		}
	}
	for _, root := range sum.RootsUpTo(fn, v) {
		switch root := root.(type) {
		case *ssa.Function:
			add(root)
		case *ssa.MakeClosure:
			f, _ := root.Fn.(*ssa.Function)
			if f != nil && f.Synthetic != "" {
				if obj, ok := f.Object().(*types.Func); ok {
					f = prog.FuncValue(obj) // a bound method value
				}
			}
			add(f)
		default:
			if _, isFunc := root.Type().Underlying().(*types.Signature); isFunc || method == "" {
				continue
			}
			if sel := prog.MethodSets.MethodSet(root.Type()).Lookup(nil, method); sel != nil {
				add(prog.MethodValue(sel))
			}
		}
	}
	return out
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
