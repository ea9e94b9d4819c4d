package summary

import (
	"go/token"
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/sqltext"
)

// Delta shapes: how a relative write moves the value when it is replayed.
const (
	ShapeDelta  = "delta"  // c = c + e, INCRBY, $inc, ADD n :v
	ShapeToggle = "toggle" // c = NOT c, c = 1 - c
	ShapeAppend = "append" // c = c || e, APPEND, LPUSH, $push, list_append
)

// DeltaSite is a relative write found at one call site: replaying the call
// moves the persisted value again.
type DeltaSite struct {
	// What names the write as the code spells it, for messages:
	// "balance = balance + $1", "IncrBy", "$inc", "ADD credits :n".
	What string
	// Shape is ShapeDelta, ShapeToggle or ShapeAppend.
	Shape string
	// Effect is knowledge.KindSQL or knowledge.KindStore.
	Effect knowledge.EffectKind
	// Key is the argument that names what is written (a Redis key, a
	// Mongo filter, a DynamoDB input), or nil.
	Key ssa.Value
	// Recv is the handle the write runs on (a *sql.DB or *sql.Tx, a gorm
	// chain, a client), or nil.
	Recv ssa.Value
	// Table and Column are the SQL table and the column moved, when known.
	Table, Column string
}

// DeltaAt returns the relative write the call c performs, or nil: a SQL
// UPDATE … SET c = c + e (or an upsert's DO UPDATE SET c = t.c + e) whose
// WHERE clause does not compare a column the statement sets (a
// compare-and-set replays as a no-op), a knowledge Delta entry (INCRBY,
// HINCRBY, APPEND, LPUSH…), gorm's Update/UpdateColumn/Updates with a
// gorm.Expr("c + ?") value, a Mongo update holding $inc, $mul or $push,
// or a DynamoDB UpdateExpression with ADD or SET a = a + :v.
func (r *Result) DeltaAt(c *ssa.CallCommon) *DeltaSite {
	callee := ir.Callee(c)
	e := r.Entry(c)
	if e == nil {
		return nil
	}
	arg := func(name string) ssa.Value {
		if !e.HasParam(name) {
			return nil
		}
		return ir.EntryArg(c, e, name)
	}
	recv := ir.Arg(c, 0)
	if !e.IsMethod() {
		recv = nil
		for _, n := range []string{"db", "e", "q", "tx"} {
			if v := arg(n); v != nil {
				recv = v
				break
			}
		}
	}
	var d *DeltaSite
	switch {
	case e.Has(knowledge.Delta):
		d = &DeltaSite{What: callee.Name(), Shape: ShapeDelta, Effect: e.Effect}
		if e.Key != "" {
			d.Key = ir.EntryArg(c, e, e.Key)
		}
		switch callee.Name() {
		case "Append", "LPush", "RPush", "LPushX", "RPushX":
			d.Shape = ShapeAppend
		}
	case e.Has(knowledge.SQL) && e.Query != "":
		text, ok := keytext.Text(ir.EntryArg(c, e, e.Query))
		if !ok {
			return nil
		}
		d = sqlDelta(sqltext.Split(text))
	case e.Effect == knowledge.KindSQL && (e.HasParam("column") || e.HasParam("values")) && !e.Has(knowledge.Record):
		d = r.gormDelta(arg("column"), arg("value"), arg("values"))
	case e.Effect == knowledge.KindStore && e.HasParam("update"):
		d = r.mongoDelta(arg("update"))
		if d != nil && r.mongoGuarded(arg("filter"), arg("update")) {
			d = nil
		}
		if d != nil {
			d.Key = arg("filter")
			if d.Key == nil {
				d.Key = arg("id")
			}
		}
	case e.Effect == knowledge.KindStore && dynamoInput(c, e) != nil:
		d = r.dynamoDelta(dynamoInput(c, e))
		if d != nil {
			d.Key = dynamoInput(c, e)
		}
	}
	if d == nil {
		return nil
	}
	if d.Effect == 0 {
		d.Effect = knowledge.KindStore
	}
	d.Recv = recv
	return d
}

// refineDelta adds the Delta item of a relative write that only the call
// site shows (gorm.Expr, $inc, UpdateExpression) to extra. SQL text and
// knowledge Delta entries are handled by the SQL classification and the
// entry itself.
func (r *Result) refineDelta(c *ssa.CallCommon, e *knowledge.Func, via []string, extra []Item) []Item {
	if e.Has(knowledge.Delta) || e.Has(knowledge.SQL) {
		return extra
	}
	if e.Effect != knowledge.KindSQL && e.Effect != knowledge.KindStore {
		return extra
	}
	if d := r.DeltaAt(c); d != nil {
		extra = append(extra, Item{Role: knowledge.Delta, Effect: d.Effect, Param: -1, Via: via})
	}
	return extra
}

// sqlDelta returns the first relative assignment of the statements, or nil.
func sqlDelta(stmts []sqltext.Statement) *DeltaSite {
	for _, st := range stmts {
		var set []sqltext.Assignment
		var where []sqltext.Cond
		switch {
		case st.Kind == sqltext.Update:
			set, where = st.Set, st.Where
		case st.Kind == sqltext.Insert && (st.Conflict == sqltext.ConflictDoUpdate || st.Conflict == sqltext.ConflictDuplicateKey):
			set, where = st.ConflictSet, st.ConflictWhere
		default:
			continue
		}
		if guarded(set, where) {
			continue
		}
		for _, a := range set {
			if !a.Rel.Relative() || shapeOf(a.Rel) == ShapeDelta && (HasSegment(a.Column, attemptWords) ||
				HasSegment(a.Column, WindowWords) || HasSegment(st.Table, WindowWords)) {
				continue
			}
			return &DeltaSite{
				What:   a.Column + " = " + strings.Join(strings.Fields(strings.ReplaceAll(a.Expr, sqltext.Hole, "…")), " "),
				Shape:  shapeOf(a.Rel),
				Effect: knowledge.KindSQL,
				Table:  st.Table,
				Column: a.Column,
			}
		}
	}
	return nil
}

// attemptWords mark a column that counts the attempts, retries or failures
// of a job (attempts, retry_count, failures, error_count): an outbox or job
// row that counts every delivery counts a replay too, which is what it is
// for.
var attemptWords = []string{"attempt", "attempts", "retry", "retries", "tries", "failure", "failures", "failed", "errors", "redelivery", "redeliveries"}

// WindowWords mark a counter that counts hits in a window (a rate limiter,
// a throttle, a bucket): a Redis key "ratelimit:"+ip, a table rate_limits
// or a column window_hits. Such a counter is meant to count every request,
// replays included.
var WindowWords = []string{"rate", "ratelimit", "ratelimiter", "ratelimits", "limiter", "throttle", "throttling", "window", "bucket"}

// HasSegment reports whether text, split at anything but letters and
// digits, holds one of words (case-insensitively): "rateLimit:"+ip holds
// ratelimit, "corporate:"+id does not hold rate.
func HasSegment(text string, words []string) bool {
	segs := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !('a' <= r && r <= 'z' || '0' <= r && r <= '9')
	})
	for _, seg := range segs {
		for _, w := range words {
			if seg == w {
				return true
			}
		}
	}
	return false
}

func shapeOf(r sqltext.Rel) string {
	switch r {
	case sqltext.RelNot, sqltext.RelOneMinus:
		return ShapeToggle
	case sqltext.RelConcat, sqltext.RelArray:
		return ShapeAppend
	}
	return ShapeDelta
}

// guarded reports whether a WHERE condition makes a replay of the SET list
// a no-op: an equality on a column the statement moves relatively
// (version = $3 with version = version + 1), or any comparison on a column
// it sets absolutely (last_event_id <> $2 with last_event_id = $2).
func guarded(set []sqltext.Assignment, where []sqltext.Cond) bool {
	for _, w := range where {
		if w.Column == "" || w.Hole {
			continue
		}
		for _, a := range set {
			if !strings.EqualFold(a.Column, w.Column) {
				continue
			}
			switch {
			case a.Rel.Relative() && w.Op == "=":
				return true
			case a.Rel == sqltext.RelNone && w.Op != "" && w.Op != "is null" && w.Op != "is not null":
				return true
			}
		}
	}
	return false
}

// gormDelta recognises gorm's Update(column, gorm.Expr("column + ?", n))
// and Updates(map{"column": gorm.Expr(…)}).
func (r *Result) gormDelta(column, value, values ssa.Value) *DeltaSite {
	if value != nil {
		col, _ := keytext.ConstString(column)
		if expr, ok := r.gormExpr(value); ok {
			return exprDelta(col, expr)
		}
		return nil
	}
	var out *DeltaSite
	r.mapEntries(values, func(k string, v ssa.Value) {
		if out != nil {
			return
		}
		if expr, ok := r.gormExpr(v); ok {
			out = exprDelta(k, expr)
		}
	})
	return out
}

// exprDelta classifies "column = expr" as an UPDATE assignment would be.
func exprDelta(col, expr string) *DeltaSite {
	if col == "" {
		return nil
	}
	st := sqltext.Parse("UPDATE t SET " + col + " = " + expr)
	if st.Kind != sqltext.Update || len(st.Set) != 1 || !st.Set[0].Rel.Relative() {
		return nil
	}
	return &DeltaSite{
		What:   "gorm.Expr(\"" + strings.ReplaceAll(expr, sqltext.Hole, "…") + "\")",
		Shape:  shapeOf(st.Set[0].Rel),
		Effect: knowledge.KindSQL,
		Column: st.Set[0].Column,
	}
}

// gormExpr returns the constant SQL text of a gorm.Expr call v evaluates to.
func (r *Result) gormExpr(v ssa.Value) (string, bool) {
	call := r.callOf(v)
	if call == nil {
		return "", false
	}
	e := r.Entry(&call.Call)
	if e == nil || e.Name != gormExprName {
		return "", false
	}
	return keytext.Text(ir.EntryArg(&call.Call, e, "expr"))
}

const gormExprName = "gorm.io/gorm.Expr"

// callOf looks through conversions (ir.Unconvert) to the call that
// produced v, or nil.
func (r *Result) callOf(v ssa.Value) *ssa.Call {
	call, _ := ir.Unconvert(v).(*ssa.Call)
	return call
}

// mapEntries calls f for every constant-keyed entry stored into the map
// literals v derives from in this function (bson.M{…},
// map[string]any{…}), and for the Key/Value elements of slice literals of
// structs with fields Key and Value (bson.D{{Key: …, Value: …}}).
func (r *Result) mapEntries(v ssa.Value, f func(key string, val ssa.Value)) {
	if v == nil {
		return
	}
	r.tracer.Walk(v, func(root ssa.Value) {
		switch root := root.(type) {
		case *ssa.MakeMap:
			refs := root.Referrers()
			if refs == nil {
				return
			}
			for _, ref := range *refs {
				if mu, ok := ref.(*ssa.MapUpdate); ok && mu.Map == root {
					if k, ok := keytext.ConstString(mu.Key); ok {
						f(k, mu.Value)
					}
				}
			}
		case *ssa.Alloc:
			r.keyValueElems(root, f)
		}
	})
}

// keyValueElems reads a slice literal of {Key, Value} structs, or one such
// struct literal (SSA builds each element in a local and copies it).
func (r *Result) keyValueElems(alloc *ssa.Alloc, f func(string, ssa.Value)) {
	refs := alloc.Referrers()
	if refs == nil {
		return
	}
	var key string
	var val ssa.Value
	for _, ref := range *refs {
		fa, ok := ref.(*ssa.FieldAddr)
		if !ok || fa.X != alloc {
			continue
		}
		for _, s := range storedAt(fa) {
			switch ir.FieldName(fa) {
			case "Key":
				if k, ok := keytext.ConstString(s); ok {
					key = k
				}
			case "Value":
				val = s
			}
		}
	}
	if key != "" {
		f(key, val)
	}
	for _, ref := range *refs {
		ia, ok := ref.(*ssa.IndexAddr)
		if !ok || ia.X != alloc {
			continue
		}
		for _, s := range storedAt(ia) {
			// t[0] = *local: the element was built in a local.
			if ld, ok := s.(*ssa.UnOp); ok && ld.Op == token.MUL {
				if local, ok := ld.X.(*ssa.Alloc); ok && local != alloc {
					r.keyValueElems(local, f)
				}
			}
		}
		var key string
		var val ssa.Value
		irefs := ia.Referrers()
		if irefs == nil {
			continue
		}
		for _, x := range *irefs {
			fa, ok := x.(*ssa.FieldAddr)
			if !ok {
				continue
			}
			for _, s := range storedAt(fa) {
				switch ir.FieldName(fa) {
				case "Key":
					if k, ok := keytext.ConstString(s); ok {
						key = k
					}
				case "Value":
					val = s
				}
			}
		}
		if key != "" {
			f(key, val)
		}
	}
}

func storedAt(addr ssa.Value) []ssa.Value {
	var out []ssa.Value
	refs := addr.Referrers()
	if refs == nil {
		return nil
	}
	for _, ref := range *refs {
		if st, ok := ref.(*ssa.Store); ok && st.Addr == addr {
			out = append(out, st.Val)
		}
	}
	return out
}

// mongoDelta recognises an update document holding a relative operator.
// $addToSet is a set union (idempotent), $set/$unset/$setOnInsert
// absolute, $max/$min idempotent: none of them is a delta.
func (r *Result) mongoDelta(update ssa.Value) *DeltaSite {
	var ops []string
	r.mapEntries(update, func(k string, _ ssa.Value) {
		switch k {
		case "$inc", "$mul", "$push":
			ops = append(ops, k)
		}
	})
	if len(ops) == 0 {
		return nil
	}
	sort.Strings(ops)
	d := &DeltaSite{What: ops[0], Shape: ShapeDelta, Effect: knowledge.KindStore}
	if ops[0] == "$push" {
		d.Shape = ShapeAppend
	}
	return d
}

// mongoGuarded reports whether the filter makes a replay of the update
// match no document: it holds {F: {$ne: v}} or {F: {$nin: …}} on a field
// F that the update itself writes, or on a field of an array it writes
// ({"applied": {"$ne": ev}} with $addToSet applied; {"posts.id": {"$ne":
// id}} with $push posts). The first run records the event in the
// document; the replay's filter no longer matches it.
func (r *Result) mongoGuarded(filter, update ssa.Value) bool {
	if filter == nil || update == nil {
		return false
	}
	var guards []string
	r.mapEntries(filter, func(field string, cond ssa.Value) {
		r.mapEntries(cond, func(op string, _ ssa.Value) {
			if op == "$ne" || op == "$nin" {
				guards = append(guards, field)
			}
		})
	})
	if len(guards) == 0 {
		return false
	}
	guarded := false
	r.mapEntries(update, func(op string, doc ssa.Value) {
		if !strings.HasPrefix(op, "$") {
			return
		}
		r.mapEntries(doc, func(field string, _ ssa.Value) {
			for _, g := range guards {
				if g == field || strings.HasPrefix(g, field+".") {
					guarded = true
				}
			}
		})
	})
	return guarded
}

// dynamoDelta recognises an UpdateItemInput whose UpdateExpression holds
// ADD path :v on a number, or SET a = a + :v / a = list_append(a, :v),
// unless its ConditionExpression tests a processed-event set
// (NOT contains(applied, :event)) or a version.
func (r *Result) dynamoDelta(params ssa.Value) *DeltaSite {
	for _, cond := range r.structStrings(params, "ConditionExpression") {
		// A condition on a processed-event set or on a version makes a
		// replay fail the condition: the update is keyed.
		if c := strings.ToLower(cond); strings.Contains(c, "contains(") || strings.Contains(c, "version") {
			return nil
		}
	}
	for _, expr := range r.structStrings(params, "UpdateExpression") {
		if what, shape, ok := dynamoRelative(expr); ok {
			if strings.HasPrefix(what, "ADD ") && r.dynamoSetValue(params, what) {
				continue
			}
			return &DeltaSite{What: what, Shape: shape, Effect: knowledge.KindStore}
		}
	}
	return nil
}

// dynamoRelative reads an UpdateExpression: clauses SET, REMOVE, ADD and
// DELETE (any case, any order), SET items separated by commas at depth 0.
func dynamoRelative(expr string) (what, shape string, ok bool) {
	words := strings.Fields(strings.ReplaceAll(expr, ",", " , "))
	clause := ""
	var item []string
	flush := func() bool {
		defer func() { item = item[:0] }()
		switch clause {
		case "ADD":
			if len(item) >= 2 {
				what, shape = "ADD "+item[0]+" "+item[1], ShapeDelta
				return true
			}
		case "SET":
			s := strings.Join(item, " ")
			i := strings.Index(s, "=")
			if i <= 0 {
				return false
			}
			path, rhs := strings.TrimSpace(s[:i]), strings.TrimSpace(s[i+1:])
			if sh, rel := dynamoSetRel(path, rhs); rel {
				what, shape = path+" = "+strings.ReplaceAll(rhs, " , ", ", "), sh
				return true
			}
		}
		return false
	}
	depth := 0
	for _, w := range words {
		up := strings.ToUpper(w)
		if depth == 0 && (up == "SET" || up == "ADD" || up == "REMOVE" || up == "DELETE") {
			if flush() {
				return what, shape, true
			}
			clause = up
			continue
		}
		depth += strings.Count(w, "(") - strings.Count(w, ")")
		if w == "," && depth == 0 {
			if flush() {
				return what, shape, true
			}
			continue
		}
		item = append(item, w)
	}
	if flush() {
		return what, shape, true
	}
	return "", "", false
}

// dynamoSetRel reports whether rhs moves path relatively: path + x,
// x + path, path - x, if_not_exists(path, z) + x, list_append(path, x),
// list_append(x, path).
func dynamoSetRel(path, rhs string) (string, bool) {
	compact := strings.ReplaceAll(rhs, " ", "")
	p := strings.ReplaceAll(path, " ", "")
	if strings.HasPrefix(compact, "list_append(") {
		args := strings.TrimSuffix(strings.TrimPrefix(compact, "list_append("), ")")
		for _, a := range strings.Split(args, ",") {
			if a == p {
				return ShapeAppend, true
			}
		}
		return "", false
	}
	for _, op := range []string{"+", "-"} {
		parts := strings.Split(compact, op)
		if len(parts) < 2 {
			continue
		}
		for _, t := range parts {
			if t == p || strings.HasPrefix(t, "if_not_exists("+p+",") {
				return ShapeDelta, true
			}
		}
	}
	return "", false
}

// dynamoSetValue reports whether the value of an "ADD path :v" is a set
// (AttributeValueMemberSS, NS or BS) in the input's
// ExpressionAttributeValues: adding to a set is a union, idempotent.
func (r *Result) dynamoSetValue(params ssa.Value, what string) bool {
	fields := strings.Fields(what)
	if len(fields) < 3 {
		return false
	}
	ph := fields[2]
	found := false
	r.structFields(params, "ExpressionAttributeValues", func(m ssa.Value) {
		r.mapEntries(m, func(k string, v ssa.Value) {
			if k != ph || v == nil {
				return
			}
			r.tracer.Walk(v, func(root ssa.Value) {
				t := root.Type()
				if p, ok := t.Underlying().(*types.Pointer); ok {
					t = p.Elem()
				}
				if n, ok := types.Unalias(t).(*types.Named); ok {
					switch n.Obj().Name() {
					case "AttributeValueMemberSS", "AttributeValueMemberNS", "AttributeValueMemberBS":
						found = true
					}
				}
			})
		})
	})
	return found
}

// structFields calls f with every value stored into field name of the
// struct literals v derives from in this function.
func (r *Result) structFields(v ssa.Value, field string, f func(ssa.Value)) {
	if v == nil {
		return
	}
	r.tracer.Walk(v, func(root ssa.Value) {
		alloc, ok := root.(*ssa.Alloc)
		if !ok {
			return
		}
		refs := alloc.Referrers()
		if refs == nil {
			return
		}
		for _, ref := range *refs {
			fa, ok := ref.(*ssa.FieldAddr)
			if !ok || fa.X != alloc || ir.FieldName(fa) != field {
				continue
			}
			for _, s := range storedAt(fa) {
				f(s)
			}
		}
	})
}

// structStrings returns the constant texts stored into field name of the
// struct literals v derives from, directly or through a helper such as
// aws.String.
func (r *Result) structStrings(v ssa.Value, field string) []string {
	var out []string
	r.structFields(v, field, func(s ssa.Value) {
		if call := r.callOf(s); call != nil {
			if args, ok := r.through(&call.Call); ok && len(args) == 1 {
				s = args[0]
			}
		}
		if t, ok := keytext.Text(s); ok {
			out = append(out, t)
		}
	})
	return out
}
