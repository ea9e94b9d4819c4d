package summary

import (
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// summarize computes the summary of every source function, callees before
// callers (strongly connected components of the static call graph, each
// iterated to a fixed point within a bound), and exports the facts.
func (r *Result) summarize(pass *analysis.Pass) {
	for _, scc := range r.components() {
		for round := 0; round < 4; round++ {
			changed := false
			for _, fn := range scc {
				f := r.compute(fn)
				if old, ok := r.local[fn]; !ok || !sameFact(old, f) {
					r.local[fn] = f
					changed = true
				}
			}
			if !changed || len(scc) == 1 && round > 0 {
				break
			}
		}
	}
	for _, fn := range r.Funcs {
		if fn.Parent() != nil {
			continue
		}
		obj := ir.FuncObject(fn)
		if obj == nil || obj.Pkg() != r.pkg {
			continue
		}
		if f := r.local[fn]; !f.Empty() {
			pass.ExportObjectFact(obj, f)
		}
	}
	r.exportConstructors(pass)
	// Interface methods declared here: the union of the package's
	// implementations, so importers calling through the interface know.
	for m, impls := range r.findImplsOnce() {
		if m.Pkg() != r.pkg || len(impls) == 0 {
			continue
		}
		if u := r.implsOf(m); !u.Empty() {
			pass.ExportObjectFact(m, u)
		}
	}
}

func (r *Result) findImplsOnce() map[*types.Func][]*ssa.Function {
	r.implsOnce.Do(func() { r.impls = r.findImpls() })
	return r.impls
}

func sameFact(a, b *Fact) bool {
	if len(a.Items) != len(b.Items) {
		return false
	}
	for i := range a.Items {
		x, y := a.Items[i], b.Items[i]
		if x.Role != y.Role || !x.sameKind(y) || x.Param != y.Param || x.Field != y.Field || x.Store != y.Store || x.Table != y.Table || !slices.Equal(x.Args, y.Args) {
			return false
		}
	}
	return true
}

// compute summarizes fn from its own instructions and those of the
// function literals it runs, mapping values to fn's parameters.
func (r *Result) compute(fn *ssa.Function) *Fact {
	f := new(Fact)
	obj := ir.FuncObject(fn)
	if d := r.declared[obj]; obj != nil && d != nil && d.replace {
		return d.fact
	}
	self := "func literal"
	if obj != nil {
		self = Describe(obj)
	}
	r.scan(fn, fn, self, f, make(map[*ssa.Function]bool), false)
	r.markUncheckedClaim(fn, f)
	r.markClaimResult(fn, f)
	r.markDuplicate(fn, f)
	r.markResultFields(fn, f)
	r.markVerify(fn, f)
	if obj != nil {
		if d := r.declared[obj]; d != nil {
			d.apply(f)
		}
	}
	f.normalize()
	return f
}

// scan adds to f what the instructions of body do, with parameters of
// target (body itself, or an enclosing function of the literal body).
// async says that body runs in a goroutine that target starts.
func (r *Result) scan(target, body *ssa.Function, self string, f *Fact, seen map[*ssa.Function]bool, async bool) {
	if seen[body] {
		return
	}
	seen[body] = true
	for _, b := range body.Blocks {
		for _, instr := range b.Instrs {
			switch instr := instr.(type) {
			case ssa.CallInstruction:
				_, started := instr.(*ssa.Go)
				r.scanCall(target, instr, f, async || started)
				c := instr.Common()
				// Literals run here: called, deferred, started, or handed
				// to a call (retry wrappers, transactions, errgroup.Go).
				if lit := ir.ClosureOf(c.Value); lit != nil && lit.Parent() != nil {
					r.scan(target, lit, self, f, seen, async || started)
				}
				// A literal handed to a goroutine starter runs later; so
				// does one handed to a subscription (nats.Conn.Subscribe):
				// it runs on each message the subscription delivers, and
				// its acks are of those messages, not of target's.
				cf := r.Call(c)
				handedAsync := async || cf.Has(knowledge.Go) || cf.Has(knowledge.Consume)
				for _, a := range c.Args {
					if lit := ir.ClosureOf(a); lit != nil && lit.Parent() != nil {
						r.scan(target, lit, self, f, seen, handedAsync)
					}
				}
			case *ssa.Store:
				r.scanStore(target, instr, f)
			case *ssa.Return:
				if body != target {
					continue
				}
				for _, v := range instr.Results {
					r.scanReturn(target, v, f)
				}
			}
		}
	}
}

// scanCall adds what call does. A call made in a goroutine that target
// starts (async) acks or nacks for target only a message target hands it:
// a consumer loop started in the background (a client's constructor that
// starts its reply consumer) acks messages of its own, which says nothing
// about the order of acks and effects in target's callers.
func (r *Result) scanCall(target *ssa.Function, call ssa.CallInstruction, f *Fact, async bool) {
	c := call.Common()
	callee := ir.Callee(c)
	name := "func value"
	if callee != nil {
		// CallName: a call through an interface that inherits a library's
		// roles is named as its items' chains already name it.
		name = r.CallName(c, callee)
	}
	cf := r.Call(c)
	if cf == nil {
		cf = &Fact{}
	}
	cf = r.scanGraphQL(target, c, cf, name, f)
	for _, it := range cf.Items {
		via := append([]string{name}, it.Via...)
		if len(it.Via) > 0 && it.Via[0] == name {
			via = it.Via
		}
		switch it.Role {
		case knowledge.Effect, knowledge.Delta, knowledge.Insert:
			f.add(Item{Role: it.Role, Effect: it.Effect, Param: -1, ByVerb: it.ByVerb, Converges: it.Converges, Lapses: it.Lapses, Via: via})
		case knowledge.Query:
			f.add(Item{Role: knowledge.Query, Param: -1, Store: it.Store, Via: via})
		case DuplicateError:
			// An error the callee returns on a duplicate, handed up.
			f.add(Item{Role: DuplicateError, Param: -1, Table: it.Table, Via: via})
		case TableWrite:
			f.add(Item{Role: TableWrite, Param: -1, Table: it.Table, Via: via})
		case knowledge.Check, knowledge.Claim, knowledge.Record, knowledge.KeySink, knowledge.Release, Lookup, RowWrite, UniqueInsert:
			if it.Role == knowledge.Claim && r.LogsSentKey(call) {
				continue // a log of a key already sent: no claim for target's callers
			}
			var uses []paramUse
			var bucket []bool
			vals, buckets := BucketedKeyArgs(c, it)
			if it.Role == UniqueInsert {
				vals = r.UniqueKeys(c, it)
				buckets = make([]bool, len(vals))
			}
			for i, v := range vals {
				us := r.paramFields(target, v)
				uses = append(uses, us...)
				for range us {
					bucket = append(bucket, buckets[i])
				}
			}
			if len(uses) == 0 {
				f.add(Item{Role: it.Role, Param: -1, Store: it.Store, Table: it.Table, Via: via})
			}
			for i, u := range uses {
				field := it.Field
				if u.field != "" {
					// The key is a field of the parameter: p.ID passed
					// whole to a sink, or p.Inner handed to a wrapper
					// that reads a field of it (kept whole: one level).
					field = ""
					if it.Field == "" {
						field = u.field
					}
				}
				f.add(Item{Role: it.Role, Param: u.param, Field: field, Store: it.Store, Table: it.Table, Bucket: bucket[i], Via: via})
			}
		case knowledge.Consume:
			// A pop from a list (BRPOP) consumes as it reads: a wrapper
			// that pops is a pop for its callers (ackorder reads it where
			// the wrapper returns what it popped).
			if it.Consume == knowledge.ModePop && !async {
				f.add(Item{Role: knowledge.Consume, Consume: knowledge.ModePop, Param: -1, Via: via})
			}
		case knowledge.Ack, knowledge.Nack, knowledge.Retry:
			params := r.ParamsOf(target, ir.Arg(c, it.Param))
			if len(params) == 0 && it.Role != knowledge.Retry && !async {
				f.add(Item{Role: it.Role, Param: -1, Via: via})
			}
			for _, p := range params {
				f.add(Item{Role: it.Role, Param: p, Via: via})
			}
		}
	}
	r.scanVerb(target, c, cf, name, f)
	// A hand-written retry helper: a func-typed parameter called as the
	// attempt of a retry loop (its failure goes round again, its success
	// leaves, and the loop counts attempts or waits), or called inside a
	// callback that the helper hands to a retry of its own (a helper over
	// backoff.Retry). A loop that calls the parameter once per item, or
	// until it fails, repeats it; it does not retry it.
	if p := r.calledParam(target, c); p >= 0 && ir.ReturnsError(c) && r.retryAttempt(call) {
		f.add(Item{Role: knowledge.Retry, Param: p, Via: []string{"a loop"}})
	}
	for _, it := range cf.All(knowledge.Retry) {
		lit := ir.ClosureOf(ir.Arg(c, it.Param))
		if lit == nil || lit.Parent() == nil {
			continue
		}
		for _, inner := range ir.Calls(lit) {
			ic := inner.Common()
			if p := r.calledParam(target, ic); p >= 0 && ir.ReturnsError(ic) {
				f.add(Item{Role: knowledge.Retry, Param: p, Via: via1(name, it.Via)})
			}
		}
	}
	// Headers: h.Set("Idempotency-Key", v).
	if r.Base.IsHeaderSetter(callee) {
		if key, ok := keytext.ConstString(ir.Arg(c, 1)); ok && r.Base.IsKeyHeader(key) {
			for _, u := range r.paramFields(target, ir.Arg(c, 2)) {
				f.add(Item{Role: knowledge.KeySink, Param: u.param, Field: u.field, Via: []string{Describe(callee) + "(" + key + ")"}})
			}
		}
	}
}

func (r *Result) scanStore(target *ssa.Function, st *ssa.Store, f *Fact) {
	fe := r.KeyField(st.Addr)
	if fe == "" {
		return
	}
	uses := r.paramFields(target, st.Val)
	for _, u := range uses {
		f.add(Item{Role: knowledge.KeySink, Param: u.param, Field: u.field, Via: []string{fe}})
	}
	if len(uses) == 0 {
		f.add(Item{Role: knowledge.KeySink, Param: -1, Via: []string{fe}})
	}
}

// KeyField returns the name of the key-carrying field addr points at
// ("stripe.Params.IdempotencyKey"), or "".
func (r *Result) KeyField(addr ssa.Value) string {
	name, _ := r.KeyFieldEntry(addr)
	return name
}

// KeyFieldEntry is KeyField with the knowledge's entry of the field, nil
// when the store is not into a key field.
func (r *Result) KeyFieldEntry(addr ssa.Value) (string, *knowledge.Field) {
	fa, ok := addr.(*ssa.FieldAddr)
	if !ok {
		return "", nil
	}
	pt, ok := types.Unalias(fa.X.Type()).Underlying().(*types.Pointer)
	if !ok {
		return "", nil
	}
	n, ok := types.Unalias(pt.Elem()).(*types.Named)
	if !ok {
		return "", nil
	}
	st, ok := n.Underlying().(*types.Struct)
	if !ok || fa.Field >= st.NumFields() {
		return "", nil
	}
	fld := st.Field(fa.Field)
	e := r.Base.LookupField(n, fld)
	if e == nil {
		return "", nil
	}
	for _, role := range e.Roles {
		if role == knowledge.KeySink {
			return n.Obj().Pkg().Name() + "." + n.Obj().Name() + "." + fld.Name(), e
		}
	}
	return "", nil
}

func (r *Result) scanReturn(target *ssa.Function, v ssa.Value, f *Fact) {
	tr := *r.tracer // a copy: Visit notes the calls the result is computed through
	var through []*ssa.Call
	tr.Visit = func(x ssa.Value) {
		if c, ok := x.(*ssa.Call); ok {
			through = append(through, c)
		}
	}
	roots := RootsWith(&tr, target, v)
	for _, c := range through {
		r.scanKeyRead(target, c, f)
	}
	// A struct built in place whose clock or random value is in one field
	// (Reading{Time: time.Now(), Orgs: …}) is a source of that field only.
	srcField := r.sourceField(target, v)
	for _, root := range roots {
		switch root := root.(type) {
		case *ssa.Parameter:
			if i := paramIndex(target, root); i >= 0 {
				f.add(Item{Role: knowledge.Propagate, Param: i})
			}
		case *ssa.MakeSlice, *ssa.Alloc:
			// b := make([]byte, 16); rand.Read(b); return hex.EncodeToString(b)
			for _, fl := range r.FilledBy(root) {
				if !r.persistedIn(target, root, fl.Call) {
					f.add(Item{Role: knowledge.Source, Source: fl.Source, Param: -1, Field: srcField, Via: []string{fl.Name}})
				}
			}
		case *ssa.Call:
			r.returnRequest(target, v, root, f)
			if r.retryingCall(root, v.Type()) {
				f.add(Item{Role: RetryingClient, Param: -1, Via: []string{Describe(ir.Callee(&root.Call))}})
			}
			cf := r.Call(&root.Call)
			if cf.Has(knowledge.Source) && r.persistedIn(target, root, root) {
				// A repository's Create that mints an ID or a timestamp,
				// inserts the row and returns it: the result names a
				// recorded row, stable from then on, not a fresh key.
				continue
			}
			for _, it := range cf.All(knowledge.Source) {
				name := "func value"
				if callee := ir.Callee(&root.Call); callee != nil {
					name = Describe(callee)
				}
				via := append([]string{name}, it.Via...)
				if len(it.Via) > 0 && it.Via[0] == name {
					via = it.Via
				}
				field := srcField
				if field != "" && it.Field != "" {
					field = "" // a field of a field: kept whole
				}
				f.add(Item{Role: knowledge.Source, Source: it.Source, Param: -1, Field: field, Via: via})
			}
		}
	}
}

// sourceField returns the one field of the struct v (a struct built in
// target, each of whose fields FieldValues can tell) whose values derive
// from a nondeterministic source, or "" when none, several, or the struct
// cannot be told apart field by field.
func (r *Result) sourceField(target *ssa.Function, v ssa.Value) string {
	st, ok := v.Type().Underlying().(*types.Struct)
	if !ok {
		return ""
	}
	found := ""
	for i := 0; i < st.NumFields(); i++ {
		name := st.Field(i).Name()
		vals, ok := FieldValues(v, name)
		if !ok {
			return ""
		}
		for _, fv := range vals {
			if r.FromSource(target, fv) {
				if found != "" && found != name {
					return ""
				}
				found = name
			}
		}
	}
	return found
}

// FromSource reports whether v derives from a nondeterministic source: a
// call whose fact has a Source item, or a buffer a fill call fills.
func (r *Result) FromSource(target *ssa.Function, v ssa.Value) bool {
	for _, root := range RootsWith(r.tracer, target, v) {
		switch root := root.(type) {
		case *ssa.Call:
			if r.Call(&root.Call).Has(knowledge.Source) {
				return true
			}
		case *ssa.MakeSlice, *ssa.Alloc:
			if len(r.FilledBy(root)) > 0 {
				return true
			}
		}
	}
	return false
}

// KeyRead marks a function that returns an idempotency key it reads from
// its parameter Param: a header whose name holds "idempot" (or one the
// knowledge names) read from a request, a context or a header map that
// derives from the parameter (a team's IdempotencyKey(r) returning
// strings.TrimSpace(r.Header.Get("Idempotency-Key"))), or the result of
// another such function handed that parameter. A caller that hands its
// request in reads the key as if it had called Header.Get itself.
const KeyRead knowledge.Role = "key-read"

// scanKeyRead adds KeyRead items to f for a call c that target's result
// is computed through: a call that takes a constant key-header name and a
// value from target's parameters, or a KeyRead function handed one.
func (r *Result) scanKeyRead(target *ssa.Function, c *ssa.Call, f *Fact) {
	name := "func value"
	if callee := ir.Callee(&c.Call); callee != nil {
		name = r.CallName(&c.Call, callee)
	}
	var from []ssa.Value
	var via []string
	for _, it := range r.Call(&c.Call).All(KeyRead) {
		from = append(from, ir.Arg(&c.Call, it.Param))
		via = append([]string{name}, it.Via...)
	}
	if len(from) == 0 {
		header, request := false, false
		for i := 0; i < ir.NumArgs(&c.Call); i++ {
			a := ir.Arg(&c.Call, i)
			if s, ok := keytext.ConstString(a); ok && r.Base.IsKeyHeader(s) && !strings.ContainsAny(s, " \t\n") {
				header = true
			} else if a != nil {
				from = append(from, a)
				request = request || requestTyped(a.Type())
			}
		}
		if !header || !request {
			return // a SQL text naming an idempotency table is no header read
		}
		via = []string{name}
	}
	if len(via) > MaxVia {
		via = via[:MaxVia]
	}
	for _, a := range from {
		for _, p := range r.requestParams(target, a) {
			f.add(Item{Role: KeyRead, Param: p, Via: via})
		}
	}
}

// requestTyped reports whether t holds what a client sent: an HTTP
// request, its header map, a gin or an echo context.
func requestTyped(t types.Type) bool {
	return ir.IsNamed(t, "net/http", "Request") || ir.IsNamed(t, "net/http", "Header") ||
		ir.IsNamed(t, "github.com/gin-gonic/gin", "Context") || ir.IsNamed(t, "github.com/labstack/echo/v4", "Context")
}

// requestParams returns the parameters of target that v derives from,
// directly or as an argument of the call it is a result of
// (c.Request().Header on an echo Context c).
func (r *Result) requestParams(target *ssa.Function, v ssa.Value) []int {
	var out []int
	for _, root := range r.RootsUpTo(target, v) {
		switch root := root.(type) {
		case *ssa.Parameter:
			if i := paramIndex(target, root); i >= 0 {
				out = append(out, i)
			}
		case *ssa.Call:
			for i := 0; i < ir.NumArgs(&root.Call); i++ {
				if p, ok := ir.Arg(&root.Call, i).(*ssa.Parameter); ok {
					if j := paramIndex(target, p); j >= 0 {
						out = append(out, j)
					}
				}
			}
		}
	}
	sortInts(out)
	return out
}

// persistedIn reports whether target (or a literal it runs) hands a value
// derived from src (a call's result, or a buffer a call fills) to a call
// other than the source call mint that persists it: a SQL statement, an
// effect, a record or a claim.
func (r *Result) persistedIn(target *ssa.Function, src ssa.Value, mint ssa.CallInstruction) bool {
	fns := []*ssa.Function{target}
	for i := 0; i < len(fns) && i < 64; i++ {
		fns = append(fns, fns[i].AnonFuncs...)
	}
	for _, fn := range fns {
		for _, call := range ir.Calls(fn) {
			c := call.Common()
			if call == mint {
				continue
			}
			if e := r.Entry(c); !e.Has(knowledge.SQL) {
				if f := r.Call(c); !f.Has(knowledge.Effect) && !f.Has(knowledge.Record) && !f.Has(knowledge.Claim) {
					continue
				}
			}
			for i := 0; i < ir.NumArgs(c); i++ {
				for _, root := range r.RootsUpTo(target, ir.Arg(c, i)) {
					if root == src {
						return true
					}
				}
			}
		}
	}
	return false
}

// Tracer returns the package's value tracer: it sees through the
// knowledge's propagators, methods of nondeterministic values
// (time.Time.Unix, uuid.UUID.String) and summarized functions whose result
// derives from their arguments.
func (r *Result) Tracer() *ir.Tracer { return r.tracer }

// RootsUpTo returns the roots of v, following the free variables of
// function literals into the enclosing functions up to target.
func (r *Result) RootsUpTo(target *ssa.Function, v ssa.Value) []ssa.Value {
	return rootsUpTo(r.tracer, target, v, nil)
}

// RootsWith is RootsUpTo with another tracer (one that stops at time
// buckets, or notes the hashes on the way).
func RootsWith(tr *ir.Tracer, target *ssa.Function, v ssa.Value) []ssa.Value {
	return rootsUpTo(tr, target, v, nil)
}

// rootsUpTo is RootsUpTo with the tracer tr; start, when set, is told of
// every value a walk starts from (v, and the bindings of free variables).
func rootsUpTo(tr *ir.Tracer, target *ssa.Function, v ssa.Value, start func(ssa.Value)) []ssa.Value {
	var out []ssa.Value
	seen := make(map[ssa.Value]bool)
	var walk func(v ssa.Value, depth int)
	walk = func(v ssa.Value, depth int) {
		if start != nil {
			start(v)
		}
		tr.Walk(v, func(root ssa.Value) {
			if seen[root] {
				return
			}
			seen[root] = true
			if fv, ok := root.(*ssa.FreeVar); ok && depth < 8 && fv.Parent() != target && ir.Within(fv.Parent(), target) {
				for _, b := range ir.Binding(fv) {
					walk(b, depth+1)
				}
				return
			}
			out = append(out, root)
		})
	}
	if v != nil {
		walk(v, 0)
	}
	return out
}

// paramUse is a parameter a value derives from, and the one field of it
// the value is read from, or "" when it flows whole.
type paramUse struct {
	param int
	field string
}

// paramFields returns the parameters of target that v derives from, in
// order, each with the name of the one field of it that v reads when the
// parameter is reached only through that field (txn.TransactionID,
// (*txn).TransactionID), or "" when it flows whole (passed as it is,
// formatted with %v, marshalled, read by two different fields).
func (r *Result) paramFields(target *ssa.Function, v ssa.Value) []paramUse {
	var out []paramUse
	for _, o := range r.rootFields(target, v, func(root ssa.Value) bool {
		p, ok := root.(*ssa.Parameter)
		return ok && paramIndex(target, p) >= 0
	}) {
		out = append(out, paramUse{param: paramIndex(target, o.Root.(*ssa.Parameter)), field: o.Field})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].param < out[j].param })
	return out
}

// Origin is a root a value derives from (a parameter, a call's result, a
// local), and the one field of it the value reads, or "" when it flows
// whole.
type Origin struct {
	Root  ssa.Value
	Field string
}

// rootFields returns the roots of v up to target that keep accepts, each
// with the one field of it that v reads when the root is reached only
// through that field, or "" when it flows whole.
func (r *Result) rootFields(target *ssa.Function, v ssa.Value, keep func(ssa.Value) bool) []Origin {
	if v == nil {
		return nil
	}
	tr := *r.tracer // a copy: the Result is shared by concurrent analyzers
	var visited []ssa.Value
	tr.Visit = func(x ssa.Value) { visited = append(visited, x) }
	starts := make(map[ssa.Value]bool)
	var roots []ssa.Value
	for _, root := range rootsUpTo(&tr, target, v, func(x ssa.Value) { starts[x] = true }) {
		if keep(root) {
			roots = append(roots, root)
		}
	}
	var out []Origin
	for _, p := range roots {
		field, whole := "", starts[p]
		for _, x := range visited {
			if whole {
				break
			}
			name, sel := selectedField(x, p)
			switch {
			case sel && (field == "" || field == name):
				field = name
			case sel:
				whole = true // two fields
			case usesOperand(x, p):
				whole = true
			}
		}
		if whole {
			field = ""
		}
		out = append(out, Origin{Root: p, Field: field})
	}
	return out
}

// selectedField reports whether x selects a field of p (p.F on a struct,
// &p.F or a load of p.F on a pointer to one), and its name.
func selectedField(x ssa.Value, p ssa.Value) (string, bool) {
	var base ssa.Value
	var idx int
	switch x := x.(type) {
	case *ssa.Field:
		base, idx = x.X, x.Field
	case *ssa.FieldAddr:
		base, idx = x.X, x.Field
	case *ssa.UnOp:
		fa, ok := x.X.(*ssa.FieldAddr)
		if !ok || x.Op != token.MUL {
			return "", false
		}
		base, idx = fa.X, fa.Field
	default:
		return "", false
	}
	if base != p && !spillOf(base, p) {
		return "", false
	}
	f := ir.StructField(p.Type(), idx)
	if f == nil {
		return "", false
	}
	return f.Name(), true
}

// spillOf reports whether v is the local a struct parameter p is copied
// into on entry (the SSA builder spills a parameter whose fields it
// addresses): an Alloc whose only whole stores store p.
func spillOf(v ssa.Value, p ssa.Value) bool {
	a, ok := v.(*ssa.Alloc)
	if !ok || a.Referrers() == nil {
		return false
	}
	stored := false
	for _, r := range *a.Referrers() {
		if st, ok := r.(*ssa.Store); ok && st.Addr == ssa.Value(a) {
			if st.Val != p {
				return false
			}
			stored = true
		}
	}
	return stored
}

// usesOperand reports whether the instruction x takes p, or the local p is
// spilled into, as an operand (other than to select a field of it).
func usesOperand(x ssa.Value, p ssa.Value) bool {
	instr, ok := x.(ssa.Instruction)
	if !ok {
		return false
	}
	for _, op := range instr.Operands(nil) {
		if op != nil && (*op == p || spillOf(*op, p)) {
			return true
		}
	}
	return false
}

// ParamsOf returns the receiver-first positions of target's parameters that
// v derives from, sorted.
func (r *Result) ParamsOf(target *ssa.Function, v ssa.Value) []int {
	var out []int
	for _, root := range r.RootsUpTo(target, v) {
		if p, ok := root.(*ssa.Parameter); ok {
			if i := paramIndex(target, p); i >= 0 {
				out = append(out, i)
			}
		}
	}
	sortInts(out)
	return out
}

func paramIndex(fn *ssa.Function, p *ssa.Parameter) int {
	for i, x := range fn.Params {
		if x == p {
			return i
		}
	}
	return -1
}

// retryAttempt reports whether call is the attempt of a hand-written retry
// loop of its function (retryLoops).
func (r *Result) retryAttempt(call ssa.CallInstruction) bool {
	if !ir.InLoop(call) {
		return false
	}
	return r.attemptsOf(call.Parent())[call]
}

// attemptsOf returns the attempts of fn's retry loops, computed once per
// function: the loops are a matter of fn's control flow alone, and the
// summaries' fixpoint scans each function several times (a function that
// calls func parameters in loops, as sort and the standard library's
// iterators do everywhere, cost a walk of every loop per call and per
// iteration before).
func (r *Result) attemptsOf(fn *ssa.Function) map[ssa.CallInstruction]bool {
	r.attemptsMu.Lock()
	defer r.attemptsMu.Unlock()
	if m, ok := r.attempts[fn]; ok {
		return m
	}
	if r.attempts == nil {
		r.attempts = make(map[*ssa.Function]map[ssa.CallInstruction]bool)
	}
	var m map[ssa.CallInstruction]bool
	for _, s := range r.retryLoops(fn) {
		for _, a := range s.Attempts {
			if m == nil {
				m = make(map[ssa.CallInstruction]bool)
			}
			m[a] = true
		}
	}
	r.attempts[fn] = m
	return m
}

// via1 is the chain of an item a call named name plays: name, then the
// item's own chain unless it starts with name already.
func via1(name string, via []string) []string {
	if len(via) > 0 && via[0] == name {
		return via
	}
	return append([]string{name}, via...)
}

// calledParam returns the position of target's func-typed parameter that
// c calls, or -1.
func (r *Result) calledParam(target *ssa.Function, c *ssa.CallCommon) int {
	if c.IsInvoke() || c.StaticCallee() != nil {
		return -1
	}
	for _, root := range r.RootsUpTo(target, c.Value) {
		if p, ok := root.(*ssa.Parameter); ok {
			if i := paramIndex(target, p); i >= 0 {
				return i
			}
		}
	}
	return -1
}

// through tells the tracer which calls pass their arguments on.
func (r *Result) through(c *ssa.CallCommon) ([]ssa.Value, bool) {
	callee := ir.Callee(c)
	if callee == nil {
		return nil, false
	}
	// The entry a call through an interface inherits counts too: without
	// it, a Do(req) through an interface over *http.Client asked Call,
	// whose refinement traces req and so asks this call again.
	if e := r.Entry(c); e != nil {
		if e.Has(knowledge.Propagate) {
			return allArgs(c), true
		}
		if e.Has(knowledge.Source) || len(e.Roles) > 0 {
			return nil, false
		}
	}
	// Methods of the values nondeterministic sources return (time.Time,
	// uuid.UUID, ulid.ULID…) derive from their receiver.
	if ir.IsMethod(callee) && r.sourcePackage(callee.Pkg()) {
		if recv := ir.Arg(c, 0); recv != nil {
			return []ssa.Value{recv}, true
		}
	}
	cf := r.call(c, false) // withVerb adds effects only, and traces back here
	if cf.Has(knowledge.HTTPRequest) {
		// A request builder of the team's is a request constructor, as
		// http.NewRequest is: the request starts there (its method is
		// read at this call), not at the body it was handed.
		return nil, false
	}
	var args []ssa.Value
	for _, it := range cf.All(knowledge.Propagate) {
		if a := ir.Arg(c, it.Param); a != nil {
			args = append(args, a)
		}
	}
	if len(args) > 0 && !cf.Has(knowledge.Source) {
		return args, true
	}
	return nil, false
}

func allArgs(c *ssa.CallCommon) []ssa.Value {
	n := ir.NumArgs(c)
	out := make([]ssa.Value, 0, n)
	for i := 0; i < n; i++ {
		out = append(out, ir.Arg(c, i))
	}
	return out
}

// sourcePackage reports whether p holds a nondeterministic source.
func (r *Result) sourcePackage(p *types.Package) bool {
	if p == nil {
		return false
	}
	r.srcOnce.Do(func() {
		pkgs := make(map[string]bool)
		for _, e := range r.Base.Funcs() {
			if e.Has(knowledge.Source) {
				pkgs[knowledge.PkgOf(e.Name)] = true
			}
		}
		r.srcPkgs = pkgs
	})
	return r.srcPkgs[p.Path()]
}

func sortInts(xs []int) {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && xs[j] < xs[j-1]; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}

// KeyArgs returns the values a call hands to the key of its key role it:
// the argument at it.Param, or, when the role names some of a variadic
// parameter's arguments (it.Args) and the call packs them in place, those.
func KeyArgs(c *ssa.CallCommon, it Item) []ssa.Value {
	vals, _ := BucketedKeyArgs(c, it)
	return vals
}

// BucketedKeyArgs is KeyArgs and, for each value, whether the store keys
// it by a time bucket of an hour or more (Item.Buckets, Item.Bucket).
func BucketedKeyArgs(c *ssa.CallCommon, it Item) ([]ssa.Value, []bool) {
	v := ir.Arg(c, it.Param)
	if v == nil {
		return nil, nil
	}
	if len(it.Args) == 0 {
		return []ssa.Value{v}, []bool{it.Bucket}
	}
	packed := keytext.Varargs(v)
	var out []ssa.Value
	var buckets []bool
	for _, i := range it.Args {
		if i >= len(packed) || packed[i] == nil {
			return []ssa.Value{v}, []bool{false} // args... handed on whole: any may be the key
		}
		out = append(out, packed[i])
		buckets = append(buckets, slices.Contains(it.Buckets, i))
	}
	return out, buckets
}

// VerbParam marks a function that sends an HTTP request whose method is its
// parameter Param (a request helper handed http.MethodPost by one caller
// and http.MethodGet by another): the call mutates when the method its
// caller hands in does. Call turns it into an http effect at a call with a
// constant mutating method, and scanCall carries it up to a caller that
// forwards its own parameter.
const VerbParam knowledge.Role = "verb-param"

// RetryingClient marks a function that returns a client that retries by
// itself: the result of a knowledge entry marked Retries whose type is the
// client's (go-retryablehttp's Client.StandardClient, an *http.Client whose
// transport retries), or of a function whose fact says so. A platform
// package's NewHTTPClient carries it to the services that store its result
// (Result.RetryingClient).
const RetryingClient knowledge.Role = "retrying-client"

// retryingCall reports whether the call c returns, as a value of type t, a
// client that retries by itself.
func (r *Result) retryingCall(c *ssa.Call, t types.Type) bool {
	if !types.Identical(c.Type(), t) {
		return false
	}
	if e := r.Entry(&c.Call); e != nil {
		return e.Retries
	}
	return r.call(&c.Call, false).Has(RetryingClient)
}

// reqParam marks a send helper: a function that sends its parameter Param,
// an *http.Request its caller built (c.send(req) calling hc.Do(req)). The
// call mutates when the request its caller hands in has a mutating method:
// Call turns it into an http effect there, and scanCall carries it up to a
// caller that forwards its own request parameter.
const reqParam knowledge.Role = "req-param"

// scanVerb adds VerbParam items to f for a call c in target that sends a
// request whose method comes from target's parameters: a request built in
// target from a method parameter, or a helper whose own method parameter
// target fills with one of its parameters.
func (r *Result) scanVerb(target *ssa.Function, c *ssa.CallCommon, cf *Fact, name string, f *Fact) {
	for _, it := range cf.All(knowledge.HTTPSend) {
		req := ir.Arg(c, it.Param)
		if r.HTTPVerb(req) != "" {
			continue // a constant method: refine decided
		}
		for _, m := range r.httpMethods(req) {
			for _, p := range r.ParamsOf(target, m) {
				f.add(Item{Role: VerbParam, Effect: knowledge.KindHTTP, Param: p, Via: []string{name}})
			}
		}
		for _, p := range r.reqParams(target, req) {
			f.add(Item{Role: reqParam, Effect: knowledge.KindHTTP, Param: p, Via: []string{name}})
		}
	}
	for _, it := range cf.All(reqParam) {
		req := ir.Arg(c, it.Param)
		if r.HTTPVerb(req) != "" {
			continue // Call made it an effect, or not
		}
		via := append([]string{name}, it.Via...)
		for _, p := range r.reqParams(target, req) {
			f.add(Item{Role: reqParam, Effect: knowledge.KindHTTP, Param: p, Via: via})
		}
	}
	for _, it := range cf.All(VerbParam) {
		arg := ir.Arg(c, it.Param)
		if _, ok := keytext.ConstString(arg); ok {
			continue // Call made it an effect, or not
		}
		via := append([]string{name}, it.Via...)
		for _, p := range r.ParamsOf(target, arg) {
			f.add(Item{Role: VerbParam, Effect: knowledge.KindHTTP, Param: p, Via: via})
		}
	}
}

// reqParams returns the parameters of target that the request req is,
// itself: the request handed on unchanged, not one built from them.
func (r *Result) reqParams(target *ssa.Function, req ssa.Value) []int {
	var out []int
	for _, p := range r.ParamsOf(target, req) {
		if v := target.Params[p]; types.Identical(v.Type(), req.Type()) {
			out = append(out, p)
		}
	}
	return out
}

// httpMethods returns the method arguments of the request constructors
// that the request v comes from: the knowledge's (http.NewRequest…) and
// the builders whose summary says the method is a parameter.
func (r *Result) httpMethods(v ssa.Value) []ssa.Value {
	var out []ssa.Value
	r.tracer.Walk(v, func(root ssa.Value) {
		if call, ok := root.(*ssa.Call); ok {
			out = append(out, r.requestMethods(&call.Call)...)
		}
	})
	return out
}

// requestMethods returns the method arguments of c when it builds an HTTP
// request: the Method argument of a knowledge HTTPRequest entry, or the
// argument a request builder of the team's own (an HTTPRequest item of its
// summary: newRequest(ctx, http.MethodPost, url, body)) takes the method
// from. Nil when c builds no request.
func (r *Result) requestMethods(c *ssa.CallCommon) []ssa.Value {
	if e := r.Entry(c); e != nil {
		if !e.Has(knowledge.HTTPRequest) {
			return nil
		}
		if m := ir.EntryArg(c, e, e.Method); m != nil {
			return []ssa.Value{m}
		}
		return nil
	}
	var out []ssa.Value
	for _, it := range r.call(c, false).All(knowledge.HTTPRequest) {
		if m := ir.Arg(c, it.Param); m != nil {
			out = append(out, m)
		}
	}
	return out
}

// returnRequest adds an HTTPRequest item to f when target returns, as v,
// the request that the call root builds with a method that is one of
// target's parameters: target is a request builder, and its callers'
// method argument is the request's verb. Only the request result counts: a
// function that builds a request to validate a method and returns the
// error is no builder.
func (r *Result) returnRequest(target *ssa.Function, v ssa.Value, root *ssa.Call, f *Fact) {
	res := root.Call.Signature().Results()
	if res.Len() == 0 || !types.Identical(v.Type(), res.At(0).Type()) {
		return
	}
	name := "func value"
	if callee := ir.Callee(&root.Call); callee != nil {
		name = Describe(callee)
	}
	for _, m := range r.requestMethods(&root.Call) {
		if s, ok := keytext.ConstString(m); ok {
			f.add(Item{Role: knowledge.HTTPRequest, Param: -1, Verb: strings.ToUpper(s), Via: []string{name}})
			continue
		}
		for _, p := range r.ParamsOf(target, m) {
			f.add(Item{Role: knowledge.HTTPRequest, Param: p, Via: []string{name}})
		}
	}
	for _, verb := range r.requestVerbs(&root.Call) {
		f.add(Item{Role: knowledge.HTTPRequest, Param: -1, Verb: verb, Via: []string{name}})
	}
}

// requestVerbs returns the constant methods that the summary of the
// function c calls gives the requests it returns (a builder that chooses
// the method itself), one per verb its returns have.
func (r *Result) requestVerbs(c *ssa.CallCommon) []string {
	if r.Entry(c) != nil {
		return nil
	}
	var out []string
	for _, it := range r.call(c, false).All(knowledge.HTTPRequest) {
		if it.Param < 0 && it.Verb != "" && !slices.Contains(out, it.Verb) {
			out = append(out, it.Verb)
		}
	}
	return out
}

// withVerb returns f, with an http effect added for each VerbParam item
// whose method c hands in as a constant mutating verb, each reqParam item
// handed a mutating request, and each GraphQLDoc item handed a mutation
// (graphql.go).
func (r *Result) withVerb(c *ssa.CallCommon, f *Fact) *Fact {
	return r.withGraphQL(c, r.withMethod(c, f), nil)
}

// withMethod is withVerb without the GraphQL documents.
func (r *Result) withMethod(c *ssa.CallCommon, f *Fact) *Fact {
	var extra []Item
	for _, it := range f.All(VerbParam) {
		if s, ok := keytext.ConstString(ir.Arg(c, it.Param)); ok && mutatingVerb(strings.ToUpper(s)) {
			extra = append(extra, verbEffect(strings.ToUpper(s), it.Via))
		}
	}
	for _, it := range f.All(reqParam) {
		if verb := r.HTTPVerb(ir.Arg(c, it.Param)); mutatingVerb(verb) {
			extra = append(extra, verbEffect(verb, it.Via))
		}
	}
	return withItems(f, extra)
}

// withItems returns f, or a copy of f with the items extra added.
func withItems(f *Fact, extra []Item) *Fact {
	if len(extra) == 0 {
		return f
	}
	g := &Fact{Items: slices.Clone(f.Items)}
	for _, it := range extra {
		g.add(it)
	}
	g.normalize()
	return g
}
