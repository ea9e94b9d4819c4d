package retrykeyless

import (
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/entrypoint"
	"github.com/idemlint/idemlint/internal/gormcall"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/sqltext"
	"github.com/idemlint/idemlint/internal/summary"
)

const sqlInsert = sqltext.Insert

// Library families whose mutating calls can carry a key, by the import
// path of the knowledge entry.
const (
	pkgAMQP      = "github.com/rabbitmq/amqp091-go"
	pkgSQS       = "github.com/aws/aws-sdk-go-v2/service/sqs"
	pkgSNS       = "github.com/aws/aws-sdk-go-v2/service/sns"
	pkgSQSv1     = "github.com/aws/aws-sdk-go/service/sqs"
	pkgSNSv1     = "github.com/aws/aws-sdk-go/service/sns"
	pkgJetStream = "github.com/nats-io/nats.go/jetstream"
	pkgNATS      = "github.com/nats-io/nats.go"
	pkgStripe    = "github.com/stripe/stripe-go/"
)

// libraryMutation returns the keyless mutation a call to the knowledge
// entry e performs, or nil: a POST or PATCH without an Idempotency-Key
// header, a stripe-go create without an idempotency key, a plain INSERT or
// a relative UPDATE, a publish without a message or deduplication ID.
func (c *checker) libraryMutation(call ssa.CallInstruction, e *knowledge.Func) *mutation {
	cc := call.Common()
	callee := ir.Callee(cc)
	if callee == nil {
		return nil
	}
	arg := func(name string) ssa.Value {
		if !e.HasParam(name) {
			return nil
		}
		return ir.EntryArg(cc, e, name)
	}
	name := c.callName(cc, callee)
	fn := call.Parent()
	m := &mutation{call: call, Unkeyed: Unkeyed{Obj: -1, Via: []string{summary.Describe(callee)}}}
	pkg := knowledge.PkgOf(e.Name)
	switch {
	case e.Has(knowledge.SQL) && e.Query != "":
		return c.sqlMutation(m, cc, e)

	case knowledge.IsGormCreate(e.Name):
		return c.gormInsert(m, cc, e)

	case e.Has(knowledge.HTTPSend):
		if c.p.Sum.GraphQLSend(call) {
			return nil // a GraphQL document's callers decide (graphqlMutation)
		}
		req := arg(e.Msg)
		verb := c.p.Sum.HTTPVerb(req)
		if verb == "" {
			// A send helper handed the request its caller built: the
			// caller's method and headers decide (Unkeyed.Verb).
			p := c.objParam(fn, req)
			if p < 0 || c.keyed(fn, req) {
				return nil
			}
			m.Obj, m.Verb = p, true
			m.Subject = name
			return m.unkeyedHTTP()
		}
		if !summary.DuplicatingVerb(verb) {
			return nil // reads, PUT and DELETE are idempotent; unknown verbs stay silent
		}
		if c.keyed(fn, req) {
			return nil
		}
		bodies := c.requestBodies(req)
		for _, b := range bodies {
			if bodyKeyed(b) {
				return nil // the body carries the key
			}
		}
		m.Body = c.paramsOf(fn, bodies...)
		m.Obj = c.objParam(fn, req)
		m.Subject = verb + to(c.requestURL(req)) + " via " + name
		m.self, m.client = c.retryingClient(call, e)
		return m.unkeyedHTTP()

	case e.Has(knowledge.Effect) && e.Effect == knowledge.KindHTTP && !e.HasParam("url"):
		// An API client's create (go-github's Issues.Create, Jira's
		// Comment.Add): a new object per call, and no key to send.
		m.Subject = name
		m.Missing = "though the API takes no idempotency key"
		m.Harm = "a timeout after the server created the object creates a second one"
		m.Fix = "look the object up before trying again, or keep the create out of the retry"
		m.Cat = CatHTTP
		return m

	case e.Has(knowledge.Effect) && e.Effect == knowledge.KindHTTP:
		// Post and PostForm: a POST that cannot carry a header.
		if bodyKeyed(arg("body")) {
			return nil
		}
		if b := arg("body"); b != nil {
			m.Body = c.paramsOf(fn, b)
		}
		url, _ := keytext.Text(arg("url"))
		if strings.Contains(url, sqltext.Hole) {
			url = ""
		}
		m.Subject = "POST" + to(url) + " via " + name
		m.Missing = "without an Idempotency-Key header"
		m.Harm = "a timeout after the server applied it sends it again"
		m.Fix = "build the request with http.NewRequest and set an Idempotency-Key header derived from the request"
		if e.Retries {
			m.Fix = "build the request with retryablehttp.NewRequest and set an Idempotency-Key header derived from the request"
		}
		m.Cat = CatHTTP
		m.self, m.client = c.retryingClient(call, e)
		return m

	case e.Has(knowledge.Effect) && e.Effect == knowledge.KindPayment && strings.HasPrefix(pkg, pkgStripe):
		// Creates only: updates are absolute, and cancels, captures and
		// confirms are state transitions Stripe refuses to repeat.
		if callee.Name() != "New" && callee.Name() != "Create" {
			return nil
		}
		params := arg("params")
		if params == nil || c.keyed(fn, params) {
			return nil
		}
		m.Obj = c.objParam(fn, params)
		m.Subject = name
		m.Missing = "without an idempotency key"
		m.Harm = "stripe-go mints a new key per call, so a retry after a timeout creates a second object"
		m.Fix = "set params.SetIdempotencyKey from a stable request ID (the order ID) before the retry"
		m.Cat = CatPayment
		return m

	case e.Has(knowledge.Effect) && e.Effect == knowledge.KindPublish:
		return c.publishMutation(m, cc, callee, e, pkg, name, arg)
	}
	return nil
}

// bodyKeyed reports whether body, what a POST sends, derives from a struct
// with a field named like a key (entrypoint.HasKeyField, the rule createkey
// reads a decoded body by): json.Marshal of a PaymentRequest whose
// IdempotencyKey is tagged "idempotency_key". The receiving side reads that
// field as its key, so every attempt that sends the same struct sends the
// same key. A key minted per attempt is keyderivation's finding. A body a
// retry callback captures is read where the enclosing function binds it.
func bodyKeyed(body ssa.Value) bool { return bodyKeyedIn(body, 0) }

func bodyKeyedIn(body ssa.Value, depth int) bool {
	return body != nil && ir.DependsOn(body, func(x ssa.Value) bool {
		if fv := captured(x); fv != nil && depth < 8 {
			for _, b := range ir.Binding(fv) {
				if bodyKeyedIn(b, depth+1) {
					return true
				}
			}
		}
		return entrypoint.HasKeyField(x.Type())
	})
}

// requestBodies returns the bodies of the requests req is built from: the
// body argument of the knowledge's request constructors (http.NewRequest,
// retryablehttp.NewRequest).
func (c *checker) requestBodies(req ssa.Value) []ssa.Value {
	var out []ssa.Value
	if req == nil {
		return nil
	}
	c.p.Sum.Tracer().Walk(req, func(root ssa.Value) {
		call, ok := root.(*ssa.Call)
		if !ok {
			return
		}
		e := c.p.Sum.Entry(&call.Call)
		if e == nil || !e.Has(knowledge.HTTPRequest) {
			return
		}
		if b := summary.RequestBody(&call.Call, e); b != nil {
			out = append(out, b)
		}
	})
	return out
}

// bodyParams returns the receiver-first positions, sorted, of the
// parameters of fn, a function of this package, that the body of a request
// it sends derives from: the request built and sent in fn, or the body
// parameters of a function of the package it calls (up to three calls
// deep; notify.post calling notify.request).
func (c *checker) bodyParams(fn *ssa.Function, depth int) []int {
	var out []int
	for _, g := range c.tree[fn] {
		for _, call := range ir.Calls(g) {
			cc := call.Common()
			if e := c.p.Sum.Entry(cc); e != nil {
				if e.Has(knowledge.HTTPSend) {
					out = append(out, c.paramsOf(g, c.requestBodies(ir.EntryArg(cc, e, e.Msg))...)...)
				}
				continue
			}
			callee := cc.StaticCallee()
			if callee == nil || callee.Pkg != c.p.Sum.Pkg || callee.Parent() != nil || callee == fn || depth >= 3 {
				continue
			}
			for _, p := range c.bodyParams(callee, depth+1) {
				if a := ir.Arg(cc, p); a != nil {
					out = append(out, c.paramsOf(g, a)...)
				}
			}
		}
	}
	return sortedSet(out)
}

// bodyArgs reads, at call, the arguments at the callee's body positions:
// keyed when one derives from a struct with a key field (bodyKeyed),
// otherwise the parameters of the caller's outermost function they derive
// from.
func (c *checker) bodyArgs(call ssa.CallInstruction, body []int) (keyed bool, params []int) {
	cc := call.Common()
	var args []ssa.Value
	for _, p := range body {
		a := ir.Arg(cc, p)
		if a == nil {
			continue
		}
		if bodyKeyed(a) {
			return true, nil
		}
		args = append(args, a)
	}
	return false, c.paramsOf(call.Parent(), args...)
}

// paramsOf returns the receiver-first positions, sorted, of the parameters
// of fn's outermost function that the values vs derive from, through any
// call (bytes.NewReader(body), an encoder writing into a buffer) and the
// variables a function literal captures.
func (c *checker) paramsOf(fn *ssa.Function, vs ...ssa.Value) []int {
	top := ir.Enclosing(fn)
	var out []int
	var walk func(v ssa.Value, depth int)
	walk = func(v ssa.Value, depth int) {
		ir.DependsOn(v, func(x ssa.Value) bool {
			switch x := x.(type) {
			case *ssa.Parameter:
				if x.Parent() == top {
					if i := slices.Index(top.Params, x); i >= 0 {
						out = append(out, i)
					}
				}
			}
			if fv := captured(x); fv != nil && depth < 8 {
				for _, b := range ir.Binding(fv) {
					walk(b, depth+1)
				}
			}
			return false // every parameter, not the first
		})
	}
	for _, v := range vs {
		if v != nil {
			walk(v, 0)
		}
	}
	return sortedSet(out)
}

// captured returns the free variable x is, or loads (a variable a
// function literal captures by reference), or nil.
func captured(x ssa.Value) *ssa.FreeVar {
	if u, ok := x.(*ssa.UnOp); ok && u.Op == token.MUL {
		x = u.X
	}
	fv, _ := x.(*ssa.FreeVar)
	return fv
}

func sortedSet(xs []int) []int {
	if len(xs) == 0 {
		return nil
	}
	sort.Ints(xs)
	return slices.Compact(xs)
}

// unkeyedHTTP completes m as a request built with http.NewRequest that
// carries no key header.
func (m *mutation) unkeyedHTTP() *mutation {
	m.Missing = "without an Idempotency-Key header"
	m.Harm = "a timeout after the server applied it sends it again"
	m.Fix = "set an Idempotency-Key header derived from the request (the order ID) before the retry"
	m.Cat = CatHTTP
	return m
}

func to(url string) string {
	if url == "" {
		return ""
	}
	return " to " + url
}

func (c *checker) publishMutation(m *mutation, cc *ssa.CallCommon, callee *types.Func, e *knowledge.Func, pkg, name string, arg func(string) ssa.Value) *mutation {
	fn := m.call.Parent()
	m.Subject = name
	m.Cat = CatPublish
	switch {
	case pkg == pkgAMQP:
		msg := arg("msg")
		if msg == nil || c.keyed(fn, msg) {
			return nil
		}
		m.Obj = c.objParam(fn, msg)
		m.Missing = "without a MessageId"
		m.Harm = "a publish whose confirm was lost is sent again and consumers cannot tell the copies apart"
		m.Fix = "set Publishing.MessageId from the event ID"
		return m

	case fifoSend(pkg, callee.Name()):
		params := arg("params")
		if params == nil {
			params = arg("input") // aws-sdk-go v1
		}
		if params == nil {
			return nil
		}
		what, field := "queue", "QueueUrl"
		if pkg == pkgSNS || pkg == pkgSNSv1 {
			what, field = "topic", "TopicArn"
		}
		// Standard queues and topics have no deduplication to ask for;
		// stay silent unless the code shows a FIFO one.
		if !c.fifo(fn, params, field) || c.keyed(fn, params) {
			return nil
		}
		m.Obj = c.objParam(fn, params)
		m.Subject = name + " to a FIFO " + what
		m.Missing = "without a MessageDeduplicationId"
		m.Harm = "content-based deduplication only drops identical bodies within five minutes"
		m.Fix = "set MessageDeduplicationId from the event ID"
		return m

	case pkg == pkgJetStream || (pkg == pkgNATS && isJetStream(callee)):
		for i := 0; i < ir.NumArgs(cc); i++ {
			if a := ir.Arg(cc, i); a != nil && c.keyed(fn, a) {
				return nil
			}
		}
		m.Missing = "without a message ID"
		m.Harm = "the stream drops a duplicate only by its Nats-Msg-Id, so a publish whose ack was lost is stored twice"
		m.Fix = "pass jetstream.WithMsgID(the event ID)"
		if pkg == pkgNATS {
			m.Fix = "pass nats.MsgId(the event ID)"
		}
		return m
	}
	return nil
}

// fifoSend reports whether a call sends to an SQS queue or an SNS topic,
// which deduplicates when it is FIFO: SendMessage and Publish of
// aws-sdk-go v2, and of v1 with their WithContext variants.
func fifoSend(pkg, name string) bool {
	name = strings.TrimSuffix(name, "WithContext")
	switch pkg {
	case pkgSQS, pkgSQSv1:
		return name == "SendMessage"
	case pkgSNS, pkgSNSv1:
		return name == "Publish"
	}
	return false
}

// isJetStream reports whether a nats.go method belongs to the legacy
// JetStream interface (core NATS publishes have no deduplication).
func isJetStream(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil {
		return false
	}
	n, ok := types.Unalias(sig.Recv().Type()).(*types.Named)
	return ok && n.Obj().Name() == "JetStream"
}

// sqlMutation classifies the statement of a SQL call: a plain INSERT (not
// into a dedup table, not guarded by a WHERE) or a relative write. Unknown
// text, upserts, absolute updates and deletes are nil.
func (c *checker) sqlMutation(m *mutation, cc *ssa.CallCommon, e *knowledge.Func) *mutation {
	stmts := c.statements(cc, e)
	for _, st := range stmts {
		if st.Kind != sqltext.Insert || st.Conflict != sqltext.ConflictNone || len(st.Where) > 0 || c.dedupTable(st.Table) {
			continue
		}
		m.Subject = "INSERT"
		if t := st.QualifiedTable(); t != "" {
			m.Subject = "INSERT INTO " + t
		}
		m.Harm = "a retry after a timeout that hid the commit inserts the row again"
		m.Fix = insertFix(st)
		m.Cat = CatInsert
		return m
	}
	if len(stmts) == 0 {
		return nil
	}
	d := c.p.Sum.DeltaAt(cc)
	if d == nil || d.Effect != knowledge.KindSQL {
		return nil
	}
	m.Subject = "UPDATE " + d.Table + " SET " + d.What
	for _, st := range stmts {
		if st.Kind == sqltext.Insert && strings.EqualFold(st.Table, d.Table) {
			m.Subject = "INSERT INTO " + d.Table + " … SET " + d.What
			break
		}
		if st.Kind == sqltext.Update {
			break
		}
	}
	m.Harm = "a retry after a timeout that hid the commit applies the change again"
	m.Fix = "write the absolute value, or record the request ID in the same transaction"
	m.Cat = CatDelta
	return m
}

// gormInsert classifies a gorm Create whose second run inserts a second
// row: its key minted per call or assigned by the database
// (gormcall.CreateInsertsAgain). A Create of a dedup model is the claim
// that guards the retry (summary.DedupRecord), never this.
func (c *checker) gormInsert(m *mutation, cc *ssa.CallCommon, e *knowledge.Func) *mutation {
	v := ir.EntryArg(cc, e, "value")
	fn := m.call.Parent()
	if v == nil || fn == nil || !gormcall.CreateInsertsAgain(cc, v, func(x ssa.Value) bool { return c.p.Sum.FromSource(fn, x) }) {
		return nil
	}
	table := gormcall.ModelName(v)
	m.Subject = "INSERT INTO " + table + " via " + m.Via[0]
	m.Harm = "a retry after a timeout that hid the commit inserts the row again"
	m.Fix = "key the row by a value of the request (the event or request ID) or add clause.OnConflict{DoNothing: true} on a unique column"
	m.Cat = CatInsert
	return m
}

// statements returns the statements of a SQL call's text, or nil when the
// text is unknown.
func (c *checker) statements(cc *ssa.CallCommon, e *knowledge.Func) []sqltext.Statement {
	text, ok := keytext.Text(ir.EntryArg(cc, e, e.Query))
	if !ok {
		return nil
	}
	return sqltext.Split(text)
}

// insertFix names the conflict clause for the statement's dialect: `?`
// placeholders are MySQL's (or SQLite's), `$n` PostgreSQL's; the conflict
// target is the first column that looks like a request key.
func insertFix(st sqltext.Statement) string {
	if strings.Contains(st.Text, "?") && !strings.Contains(st.Text, "$1") {
		return "make it idempotent with INSERT IGNORE or ON DUPLICATE KEY UPDATE on a unique request key"
	}
	for _, col := range st.Columns {
		l := strings.ToLower(col)
		if l != "id" && (strings.HasSuffix(l, "_id") || strings.HasSuffix(l, "key") || strings.HasSuffix(l, "_ref")) {
			return "make it idempotent with ON CONFLICT (" + col + ") DO NOTHING"
		}
	}
	return "make it idempotent with ON CONFLICT on a unique request key DO NOTHING"
}

// keyed reports whether the value v, used in fn, carries an idempotency
// key: it is built from, or written by, a key sink (a key field stored, a
// KeySink call such as SetIdempotencyKey or jetstream.WithMsgID, an
// Idempotency-Key header set). Values captured by closures are followed
// into the enclosing functions. Where the key comes from does not matter
// here: a key minted per attempt is keyderivation's finding.
func (c *checker) keyed(fn *ssa.Function, v ssa.Value) bool {
	if v == nil {
		return false
	}
	seenFV := make(map[*ssa.FreeVar]bool)
	seenFwd := make(map[ssa.Value]bool)
	obj := v.Type()
	var walk func(v ssa.Value, depth int) bool
	walk = func(v ssa.Value, depth int) bool {
		return ir.DependsOn(v, func(x ssa.Value) bool {
			if c.carriesKey(x, obj, seenFwd) {
				return true
			}
			var fv *ssa.FreeVar
			switch x := x.(type) {
			case *ssa.FreeVar:
				fv = x
			case *ssa.UnOp:
				if x.Op == token.MUL {
					fv, _ = x.X.(*ssa.FreeVar)
				}
			}
			if fv != nil && depth < 8 && !seenFV[fv] {
				seenFV[fv] = true
				for _, b := range ir.Binding(fv) {
					if walk(b, depth+1) {
						return true
					}
				}
			}
			return false
		})
	}
	return walk(v, 0)
}

// carriesKey reports whether x is a key sink, or has a key written into it
// (a short forward search over its fields, loads and the calls taking it).
// obj is the type of the object sent: a value of that type handed to code
// of the user's may have a key written into it there.
func (c *checker) carriesKey(x ssa.Value, obj types.Type, seen map[ssa.Value]bool) bool {
	switch x := x.(type) {
	case *ssa.Call:
		if c.keySinkCall(&x.Call, nil) {
			return true
		}
	case *ssa.FieldAddr:
		if c.p.Sum.KeyField(x) != "" && storedTo(x) {
			return true
		}
	}
	return c.keyWritten(x, obj, 0, seen)
}

func (c *checker) keyWritten(x ssa.Value, obj types.Type, depth int, seen map[ssa.Value]bool) bool {
	if depth > 6 || seen[x] {
		return false
	}
	seen[x] = true
	refs := x.Referrers()
	if refs == nil {
		return false
	}
	for _, r := range *refs {
		switch r := r.(type) {
		case *ssa.FieldAddr:
			if r.X != x {
				continue
			}
			if c.p.Sum.KeyField(r) != "" && storedTo(r) {
				return true
			}
			if c.keyWritten(r, obj, depth+1, seen) {
				return true
			}
		case *ssa.UnOp:
			if r.Op == token.MUL && r.X == x && c.keyWritten(r, obj, depth+1, seen) {
				return true
			}
		case *ssa.Store:
			// req.Header = h: what is written into h.
			if r.Addr == x && c.keyWritten(r.Val, obj, depth+1, seen) {
				return true
			}
		case *ssa.MapUpdate:
			if r.Map == x {
				if k, ok := keytext.ConstString(r.Key); ok && c.p.Sum.Base.IsKeyHeader(k) {
					return true
				}
			}
		case ssa.CallInstruction:
			if c.keySinkCall(r.Common(), x) {
				return true
			}
			if isPointer(x.Type()) && types.Identical(x.Type(), obj) && takes(r.Common(), x) && c.userCode(r.Common()) && !c.sendsAsIs(r.Common(), x) {
				return true
			}
		}
	}
	return false
}

// keySinkCall reports whether a call sets a key: a header setter given a
// key header (on the value on, when not nil), or a call whose summary
// carries a KeySink (SetIdempotencyKey on on, WithMsgID, a user helper).
func (c *checker) keySinkCall(cc *ssa.CallCommon, on ssa.Value) bool {
	callee := ir.Callee(cc)
	if c.p.Sum.Base.IsHeaderSetter(callee) {
		k, ok := keytext.ConstString(ir.Arg(cc, 1))
		return ok && c.p.Sum.Base.IsKeyHeader(k) && (on == nil || ir.Arg(cc, 0) == on)
	}
	if on != nil && !takes(cc, on) {
		return false
	}
	return c.p.Sum.Call(cc).Has(knowledge.KeySink)
}

// userCode reports whether a call may run the user's code, which may set a
// key on what it is given: the summary's verdict says so (Policy: keyed).
// An open call (injected or unresolved) may; a resolved one may when its
// summary says anything at all; a known or pure one may not (the
// knowledge's, or an interface a library implements); a call whose
// summary is silent may when its callee is the team's code — this
// package's, or a package outside the standard library, judged by where
// its source is, not by its import path.
func (c *checker) userCode(cc *ssa.CallCommon) bool {
	switch c.p.Sum.Resolve(cc).Verdict {
	case summary.Injected, summary.Unresolved, summary.Resolved:
		return true
	case summary.Known, summary.Pure:
		return false
	}
	callee := ir.Callee(cc)
	if callee == nil || callee.Pkg() == nil {
		return false // a builtin, or a literal whose summary is silent
	}
	return callee.Pkg() == c.p.Pkg || !c.p.Sum.DeclaredInStd(callee)
}

// sendsAsIs reports whether cc calls a send helper that sends the request
// x as it is given, setting no key on it (its Unkeyed fact, Verb, on x's
// position): handing x to it keys nothing.
func (c *checker) sendsAsIs(cc *ssa.CallCommon, x ssa.Value) bool {
	var f *Unkeyed
	if fn := cc.StaticCallee(); fn != nil && fn.Pkg == c.p.Sum.Pkg && fn.Parent() == nil {
		f = c.localFact(fn)
	} else if callee := ir.Callee(cc); callee != nil && callee.Pkg() != nil && callee.Pkg() != c.p.Pkg {
		var imp Unkeyed
		if c.p.ImportObjectFact(callee, &imp) {
			f = &imp
		}
	}
	return f != nil && f.Verb && ir.Arg(cc, f.Obj) == x
}

func isPointer(t types.Type) bool {
	_, ok := t.Underlying().(*types.Pointer)
	return ok
}

func takes(cc *ssa.CallCommon, v ssa.Value) bool {
	for i := 0; i < ir.NumArgs(cc); i++ {
		if ir.Arg(cc, i) == v {
			return true
		}
	}
	return false
}

// storedTo reports whether something is stored at addr.
func storedTo(addr ssa.Value) bool {
	refs := addr.Referrers()
	if refs == nil {
		return false
	}
	for _, r := range *refs {
		if st, ok := r.(*ssa.Store); ok && st.Addr == addr {
			return true
		}
	}
	return false
}

// objParam returns the receiver-first position of the parameter of fn's
// outermost function that v is (directly, or captured by a closure), or -1.
func (c *checker) objParam(fn *ssa.Function, v ssa.Value) int {
	top := ir.Enclosing(fn)
	for depth := 0; depth < 8 && v != nil; depth++ {
		switch x := v.(type) {
		case *ssa.Parameter:
			if x.Parent() != top {
				return -1
			}
			for i, p := range top.Params {
				if p == x {
					return i
				}
			}
			return -1
		case *ssa.FreeVar:
			bs := ir.Binding(x)
			if len(bs) != 1 {
				return -1
			}
			v = bs[0]
		case *ssa.UnOp:
			if x.Op != token.MUL {
				return -1
			}
			// A captured or escaping variable: the one value stored in it.
			var only ssa.Value
			if refs := x.X.Referrers(); refs != nil {
				for _, r := range *refs {
					if st, ok := r.(*ssa.Store); ok && st.Addr == x.X {
						if only != nil {
							return -1
						}
						only = st.Val
					}
				}
			}
			if only == nil {
				if fv, ok := x.X.(*ssa.FreeVar); ok {
					v = fv
					continue
				}
				return -1
			}
			v = only
		case *ssa.Alloc:
			// The binding of a captured variable: what is stored in it.
			var only ssa.Value
			if refs := x.Referrers(); refs != nil {
				for _, r := range *refs {
					if st, ok := r.(*ssa.Store); ok && st.Addr == x {
						if only != nil {
							return -1
						}
						only = st.Val
					}
				}
			}
			v = only
		case *ssa.ChangeType:
			v = x.X
		case *ssa.MakeInterface:
			v = x.X
		default:
			return -1
		}
	}
	return -1
}

// fifo reports whether the SQS or SNS input params names a FIFO queue or
// topic: its URL or ARN field holds a constant ending in ".fifo", or its
// MessageGroupId is set (only FIFO queues and topics take one).
func (c *checker) fifo(fn *ssa.Function, params ssa.Value, urlField string) bool {
	found := false
	seenFV := make(map[*ssa.FreeVar]bool)
	var walk func(v ssa.Value, depth int)
	walk = func(v ssa.Value, depth int) {
		ir.DependsOn(v, func(x ssa.Value) bool {
			switch x := x.(type) {
			case *ssa.FieldAddr:
				switch ir.FieldName(x) {
				case "MessageGroupId":
					found = found || storedTo(x)
				case urlField:
					for _, s := range storedStrings(x) {
						if strings.HasSuffix(s, ".fifo") {
							found = true
						}
					}
				}
			case *ssa.FreeVar:
				if depth < 8 && !seenFV[x] {
					seenFV[x] = true
					for _, b := range ir.Binding(x) {
						walk(b, depth+1)
					}
				}
			}
			return found
		})
	}
	walk(params, 0)
	return found
}

// storedStrings returns the string constants stored at addr, directly or
// as the argument of a helper (aws.String).
func storedStrings(addr ssa.Value) []string {
	var out []string
	refs := addr.Referrers()
	if refs == nil {
		return nil
	}
	for _, r := range *refs {
		st, ok := r.(*ssa.Store)
		if !ok || st.Addr != addr {
			continue
		}
		vals := []ssa.Value{st.Val}
		if call, ok := st.Val.(*ssa.Call); ok {
			vals = append(vals, call.Call.Args...)
		}
		for _, v := range vals {
			if s, ok := keytext.Text(v); ok && !strings.Contains(s, sqltext.Hole) {
				out = append(out, s)
			}
		}
	}
	return out
}

// retryingClient reports whether an HTTP call retries by itself: the
// entry says so (go-retryablehttp's Client), or the receiver is an
// *http.Client made by a retrying one (retryablehttp's StandardClient), in
// the function or stored by the package where the call reads it
// (summary.RetryingClient: a field its constructor fills).
// client is where the retrying client is made, when known.
func (c *checker) retryingClient(call ssa.CallInstruction, e *knowledge.Func) (self bool, client token.Pos) {
	cc := call.Common()
	callee := ir.Callee(cc)
	if callee == nil || !ir.IsMethod(callee) {
		return e.Retries, token.NoPos
	}
	for _, root := range c.p.Sum.RootsUpTo(ir.Enclosing(call.Parent()), ir.Arg(cc, 0)) {
		call, ok := root.(*ssa.Call)
		if !ok {
			continue
		}
		re := c.p.Sum.Entry(&call.Call)
		if e.Retries {
			return true, call.Pos()
		}
		if re != nil && re.Retries {
			return true, call.Pos()
		}
	}
	// A client kept in a field (or handed to a function only the package
	// calls) that the package fills with a retrying one.
	if made := c.p.Sum.RetryingClient(ir.Arg(cc, 0)); made != nil {
		return true, made.Pos()
	}
	return e.Retries, token.NoPos
}

// requestURL returns the URL a request was built with, when it is known
// text.
func (c *checker) requestURL(req ssa.Value) string {
	url := ""
	c.p.Sum.Tracer().Walk(req, func(root ssa.Value) {
		call, ok := root.(*ssa.Call)
		if !ok || url != "" {
			return
		}
		e := c.p.Sum.Entry(&call.Call)
		if e == nil || !e.Has(knowledge.HTTPRequest) {
			return
		}
		if !e.HasParam("url") {
			return
		}
		if s, ok := keytext.Text(ir.EntryArg(&call.Call, e, "url")); ok && !strings.Contains(s, sqltext.Hole) {
			url = s
		}
	})
	return url
}

// callName names a call for messages: summary.Describe, except that a
// method on an unexported type reached through an exported field is named
// by the field (stripe's sc.V1PaymentIntents.Create).
func (c *checker) callName(cc *ssa.CallCommon, callee *types.Func) string {
	name := c.p.Sum.CallName(cc, callee)
	sig, ok := callee.Type().(*types.Signature)
	if !ok || sig.Recv() == nil || strings.Count(name, ".") > 1 {
		return name
	}
	v := ir.Arg(cc, 0)
	for i := 0; i < 4 && v != nil; i++ {
		switch x := v.(type) {
		case *ssa.UnOp:
			if x.Op != token.MUL {
				return name
			}
			v = x.X
		case *ssa.FieldAddr:
			if f := ir.FieldName(x); f != "" && token.IsExported(f) {
				return f + "." + callee.Name()
			}
			return name
		default:
			return name
		}
	}
	return name
}
