package summary

import (
	"go/constant"
	"go/token"
	"go/types"
	"strings"
	"time"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/gormcall"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// refine returns what a call to a knowledge entry does at this call site:
// the entry's roles, plus what only the call site can tell (the SQL text, the
// verb of an HTTP request, SetArgs{Mode: "NX"}, a PutItem condition).
func (r *Result) refine(c *ssa.CallCommon, e *knowledge.Func, callee *types.Func) *Fact {
	name := r.CallName(c, callee)
	base := r.entryFact(e, name)
	var extra []Item
	var drop knowledge.Role
	via := []string{name}
	switch {
	case e.Has(knowledge.SQL):
		text, ok := keytext.Text(ir.EntryArg(c, e, e.Query))
		cls, known := classifySQL(text)
		// The key of a check, claim or record is in the statement's
		// arguments: the parameter after the query, when there is one.
		args := -1
		if e.Index(e.Query)+1 < len(e.Params) {
			args = e.Pos(e.Query) + 1
		}
		switch {
		case ok && known:
			if cls.write {
				extra = append(extra, Item{Role: knowledge.Effect, Effect: knowledge.KindSQL, Param: -1, Via: via})
			}
			if cls.check {
				extra = append(extra, Item{Role: knowledge.Check, Param: args, Store: sqlStore(e), Via: via})
			}
			if cls.lookup && e.OneRow {
				extra = append(extra, Item{Role: Lookup, Param: args, Store: sqlStore(e), Via: via})
			}
			if cls.claim {
				key := args
				if cls.constKey {
					key = -1 // a literal target: the text holds the key
				}
				extra = append(extra, Item{Role: knowledge.Claim, Param: key, Store: sqlStore(e), Args: variadicKey(e, args, cls.keyArgs), Buckets: variadicKey(e, args, cls.buckets), Table: r.plainTable(cls.table), Via: via})
			}
			if cls.rowWrite && cls.table != "" && !r.dedup.Match(cls.table) {
				extra = append(extra, Item{Role: RowWrite, Param: args, Store: sqlStore(e), Table: cls.table, Via: via})
			}
			if cls.release && cls.table != "" {
				extra = append(extra, Item{Role: knowledge.Release, Param: args, Store: sqlStore(e), Table: cls.table, Via: via})
			}
			if cls.record {
				extra = append(extra, Item{Role: knowledge.Record, Param: args, Store: sqlStore(e), Via: via})
				extra = append(extra, Item{Role: knowledge.Insert, Effect: knowledge.KindSQL, Param: -1, Lapses: cls.expiresAhead || lapses(c, args, cls.expiryArgs), Via: via})
			}
			if cls.delta {
				extra = append(extra, Item{Role: knowledge.Delta, Effect: knowledge.KindSQL, Param: -1, Via: via})
			}
		case e.SQL == knowledge.KindSQLExec:
			// Exec runs statements that return no rows: writes, unless
			// the text says otherwise.
			extra = append(extra, Item{Role: knowledge.Effect, Effect: knowledge.KindSQL, Param: -1, Via: via})
		}
	case e.Has(knowledge.HTTPSend):
		if verb := r.HTTPVerb(ir.Arg(c, base.First(knowledge.HTTPSend).Param)); mutatingVerb(verb) {
			extra = append(extra, verbEffect(verb, via))
		}
	case strings.HasSuffix(e.Name, ".SetArgs"):
		// SetArgs{Mode: "NX"} is SET … NX: an atomic claim.
		if a := ir.Arg(c, ir.NumArgs(c)-1); a != nil && r.structHasString(a, "Mode", "nx") {
			drop = knowledge.Record
			extra = append(extra, Item{Role: knowledge.Claim, Param: base.First(knowledge.Record).Param, Store: e.Store(), Via: via})
		}
	case e.Name == knowledge.GormCreate && gormcall.DoNothing(c):
		// Clauses(clause.OnConflict{DoNothing: true}).Create(&row): an
		// INSERT … ON CONFLICT DO NOTHING, whose RowsAffected tells who won.
		drop = knowledge.Record
		extra = append(extra, Item{Role: knowledge.Claim, Param: base.First(knowledge.Record).Param, Store: e.Store(), Via: via})
	case knowledge.IsGormSave(e.Name) && gormcall.SaveInserts(c, ir.EntryArg(c, e, "value")):
		// Save(&MailLog{…}) of a model the function makes and whose
		// primary key it never sets: gorm inserts it, and a retry inserts
		// it again.
		extra = append(extra, Item{Role: knowledge.Insert, Effect: knowledge.KindSQL, Param: -1, Via: via})
	case dynamoOp(e, "PutItem"):
		// PutItem with ConditionExpression attribute_not_exists(pk) is a
		// conditional put: an atomic claim.
		if in := dynamoInput(c, e); in != nil && r.structHasString(in, "ConditionExpression", "attribute_not_exists") {
			drop = knowledge.Record
			extra = append(extra, Item{Role: knowledge.Claim, Param: -1, Store: e.Store(), Via: via})
		}
	}
	extra = append(extra, r.writeItems(c, e, via)...)
	extra = r.refineDelta(c, e, via, extra)
	if len(extra) == 0 && drop == "" {
		return base
	}
	f := new(Fact)
	for _, it := range base.Items {
		// A record turned claim (ON CONFLICT DO NOTHING) inserts no row
		// that a retry adds again.
		if it.Role != drop && (drop != knowledge.Record || it.Role != knowledge.Insert) {
			f.add(it)
		}
	}
	for _, it := range extra {
		f.add(it)
	}
	f.normalize()
	return f
}

// structHasString reports whether the struct value v (or the struct v
// points to) has field name set, within this function, to a string
// constant that contains want (case-insensitively), directly or through a
// helper such as aws.String.
func (r *Result) structHasString(v ssa.Value, field, want string) bool {
	found := false
	// A struct passed by value (redis.SetArgs{Mode: "NX"}) is a load of
	// the literal's local: start from the local itself.
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		if a, ok := u.X.(*ssa.Alloc); ok {
			v = a
		}
	}
	r.tracer.Walk(v, func(root ssa.Value) {
		alloc, ok := root.(*ssa.Alloc)
		if !ok || found {
			return
		}
		refs := alloc.Referrers()
		if refs == nil {
			return
		}
		for _, ref := range *refs {
			fa, ok := ref.(*ssa.FieldAddr)
			if !ok || ir.FieldName(fa) != field {
				continue
			}
			frefs := fa.Referrers()
			if frefs == nil {
				continue
			}
			for _, fr := range *frefs {
				st, ok := fr.(*ssa.Store)
				if !ok || st.Addr != fa {
					continue
				}
				r.tracer.Walk(st.Val, func(x ssa.Value) {
					if s, ok := keytext.ConstString(x); ok && strings.Contains(strings.ToLower(s), want) {
						found = true
					}
					if call, ok := x.(*ssa.Call); ok {
						for _, a := range call.Call.Args {
							if s, ok := keytext.ConstString(a); ok && strings.Contains(strings.ToLower(s), want) {
								found = true
							}
						}
					}
				})
			}
		}
	})
	return found
}

// HTTPVerb returns the verb of the request v, when it was built in this
// function by a knowledge HTTPRequest call with a constant method, in upper
// case; "" when unknown.
//
// A request returned by a builder of this package (req, err :=
// c.payoutRequest(ctx, …), which returns http.NewRequestWithContext(ctx,
// http.MethodPost, …)) has the verb the builder's returns agree on. A
// request returned by a builder, of any package, that takes the method
// from its caller (an HTTPRequest item of its summary: newRequest(ctx,
// http.MethodPost, url, body)) has the constant method argument of the
// call: http.MethodPost, "PATCH", a package constant. A builder of another
// package that chooses the method itself has the verb of its fact, when
// its returns agree on one.
//
// A request an RPC transport of this package builds (a POST-only package
// posting to methods its callers name on a base URL it holds: rpcpost.go)
// has no verb: "", unknown, not a read.
func (r *Result) HTTPVerb(v ssa.Value) string { return r.httpVerb(v, 0) }

func (r *Result) httpVerb(v ssa.Value, depth int) string {
	if r.rpcRequest(v) {
		return ""
	}
	verb := ""
	r.tracer.Walk(v, func(root ssa.Value) {
		call, ok := root.(*ssa.Call)
		if !ok {
			return
		}
		if r.Entry(&call.Call) == nil {
			if b := r.builderVerb(&call.Call, depth); b != "" {
				verb = b
				return
			}
		}
		// A knowledge constructor, or a builder whose summary takes the
		// method from its caller: the argument at this call.
		for _, m := range r.requestMethods(&call.Call) {
			if s, ok := keytext.ConstString(m); ok {
				verb = strings.ToUpper(s)
			}
		}
		// A builder of another package that chooses the method itself:
		// its fact, when its returns agree on one verb.
		if vs := r.requestVerbs(&call.Call); len(vs) == 1 {
			verb = vs[0]
		}
	})
	return verb
}

// builderVerb returns the verb of the requests a function of this package
// called by c returns as its first result, when every return agrees; ""
// otherwise. depth bounds builders calling builders.
func (r *Result) builderVerb(c *ssa.CallCommon, depth int) string {
	fn := c.StaticCallee()
	if fn == nil || fn.Pkg != r.Pkg || depth >= 3 || len(fn.Blocks) == 0 {
		return ""
	}
	verb := ""
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) == 0 {
			continue
		}
		if _, isConst := ret.Results[0].(*ssa.Const); isConst {
			continue // return nil, err
		}
		got := r.httpVerb(ret.Results[0], depth+1)
		if got == "" || verb != "" && got != verb {
			return ""
		}
		verb = got
	}
	return verb
}

// mutatingVerb reports whether an HTTP verb changes state: POST, PATCH,
// PUT and DELETE. (PUT and DELETE are idempotent by HTTP semantics, which
// the analyzers that care about keys take into account.)
func mutatingVerb(verb string) bool {
	switch verb {
	case "POST", "PATCH", "PUT", "DELETE":
		return true
	}
	return false
}

// verbEffect is the http effect of a request whose method verb, mutating,
// is the only sign that it mutates.
func verbEffect(verb string, via []string) Item {
	return Item{Role: knowledge.Effect, Effect: knowledge.KindHTTP, Param: -1, ByVerb: true, Converges: !DuplicatingVerb(verb), Via: via}
}

// DuplicatingVerb reports whether a repeat of a request with this verb
// applies it twice: POST and PATCH. PUT and DELETE are idempotent by HTTP
// semantics, and reads change nothing.
func DuplicatingVerb(verb string) bool { return verb == "POST" || verb == "PATCH" }

// sqlStore is the store of a key role a SQL statement plays: the SQL
// database, whatever client library runs it.
func sqlStore(e *knowledge.Func) knowledge.Store {
	if s := e.Store(); s != knowledge.StoreUnknown {
		return s
	}
	return knowledge.StoreSQL
}

// variadicKey is Item.Args for a SQL claim whose arguments start at
// position args: the statement's key arguments, when the entry's last
// parameter is variadic and starts there (database/sql, pgx, sqlx); nil
// otherwise (arguments in a slice or a struct: any may be the key).
func variadicKey(e *knowledge.Func, args int, keyArgs []int) []int {
	if len(keyArgs) == 0 || len(e.Params) == 0 || args != e.Pos(e.Params[len(e.Params)-1]) {
		return nil
	}
	return keyArgs
}

// lapses reports whether one of the statement arguments expiry (bound to
// an expiry column) is, at the call c, the clock plus a short duration
// (Lapsing): the row expires by itself. An expiry the database computes
// in the statement (now() + interval '15 minutes') is read from the text
// (sqlClass.expiresAhead). args is the position of the
// statement's arguments among c's.
func lapses(c *ssa.CallCommon, args int, expiry []int) bool {
	if args < 0 || len(expiry) == 0 {
		return false
	}
	v := ir.Arg(c, args)
	if v == nil {
		return false
	}
	packed := keytext.Varargs(v)
	for _, i := range expiry {
		if i < len(packed) && packed[i] != nil && Lapsing(packed[i]) {
			return true
		}
	}
	return false
}

// MaxLapse bounds the lifetime of a row that lapses by itself: a session,
// a reset token or a one-time code lives minutes to days; a row that
// stays for weeks (a subscription's end) is a resource, not a token.
const MaxLapse = 7 * 24 * time.Hour

// Lapsing reports whether v is the clock plus a short duration:
// time.Now().Add(d) (through UTC, Truncate, Round, In) with d a positive
// constant of at most MaxLapse or a value the code computes (a TTL
// parameter), or time.Now().AddDate(0, 0, n) with 0 < n <= 7.
func Lapsing(v ssa.Value) bool {
	call, ok := ir.Strip(v).(*ssa.Call)
	if !ok {
		return false
	}
	callee := ir.Callee(&call.Call)
	if callee == nil || len(call.Call.Args) == 0 || !clockReading(call.Call.Args[0], 0) {
		return false
	}
	switch callee.FullName() {
	case "(time.Time).Add":
		k, ok := ir.Unconvert(call.Call.Args[1]).(*ssa.Const)
		if !ok {
			return true
		}
		if k.Value == nil {
			return false
		}
		d, exact := constant.Int64Val(constant.ToInt(k.Value))
		return exact && d > 0 && time.Duration(d) <= MaxLapse
	case "(time.Time).AddDate":
		var n [3]int64
		for i := range n {
			k, ok := call.Call.Args[1+i].(*ssa.Const)
			if !ok || k.Value == nil {
				return false
			}
			n[i], _ = constant.Int64Val(constant.ToInt(k.Value))
		}
		return n[0] == 0 && n[1] == 0 && n[2] > 0 && n[2] <= 7
	}
	return false
}

// clockReading reports whether v is time.Now(), through the methods that
// keep it a reading of the clock (UTC, Local, In, Truncate, Round).
func clockReading(v ssa.Value, depth int) bool {
	call, ok := ir.Strip(v).(*ssa.Call)
	if !ok || depth > 4 {
		return false
	}
	callee := ir.Callee(&call.Call)
	if callee == nil {
		return false
	}
	switch callee.FullName() {
	case "time.Now":
		return true
	case "(time.Time).UTC", "(time.Time).Local", "(time.Time).In", "(time.Time).Truncate", "(time.Time).Round":
		return len(call.Call.Args) > 0 && clockReading(call.Call.Args[0], depth+1)
	}
	return false
}

// plainTable returns table unless the dedup words name it: the table of a
// claim that only the code around it can tell from an idempotent record.
func (r *Result) plainTable(table string) string {
	if table == "" || r.dedup.Match(table) {
		return ""
	}
	return table
}
