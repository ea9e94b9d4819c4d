package summary

import (
	"go/types"
	"reflect"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/gqltext"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// GraphQLDoc marks a function that sends its string parameter Param as the
// GraphQL document of a POST: the parameter reaches the "query" member of
// a struct or map marshalled into the body of a POST request (GraphQL over
// HTTP's wire format), in the function or in a function it hands the
// parameter to. Such a POST says nothing by its verb: every operation of
// the API is one. The document its caller hands in does (Call): a constant
// whose operations include a mutation is an http effect of the call; a
// query, a subscription or a shorthand { … } is a read, nothing. A
// document that is not constant, or not a document, leaves the call as the
// POST alone made it: Effect is KindHTTP when that POST was a mutation (its
// verb), 0 when it said nothing (an RPC transport's, a request whose verb
// the summary cannot read).
const GraphQLDoc knowledge.Role = "graphql-doc"

// postBody marks a send helper that posts its parameter Param (bytes or
// a reader) as the body of a POST it builds (c.post(ctx, b)); Effect is
// KindHTTP when that POST mutates by its verb. A caller that marshals a
// GraphQL request around its own string parameter and hands the bytes in
// sends that parameter as a document (GraphQLDoc).
const postBody knowledge.Role = "post-body"

// scanGraphQL adds GraphQLDoc items to f for the call c in target that
// posts one of target's string parameters as a GraphQL document: a
// knowledge send (c.hc.Do(req)) of a POST whose body marshals it, a send
// helper handed such a body (postBody), or a function with a GraphQLDoc
// item handed the parameter. It returns what the call does for target: cf
// without the POST's http effect, which the document target's callers hand
// in decides. It also adds postBody items for a POST whose body is one of
// target's parameters.
func (r *Result) scanGraphQL(target *ssa.Function, c *ssa.CallCommon, cf *Fact, name string, f *Fact) *Fact {
	if cf == nil {
		return cf
	}
	if e := r.Entry(c); e != nil && e.Has(knowledge.HTTPSend) {
		docs, bodies := r.postParams(target, ir.EntryArg(c, e, e.Msg))
		eff := knowledge.EffectKind(0)
		if cf.Has(knowledge.Effect) && cf.First(knowledge.Effect).Effect == knowledge.KindHTTP {
			eff = knowledge.KindHTTP
		}
		for _, p := range bodies {
			f.add(Item{Role: postBody, Effect: eff, Param: p, Via: []string{name}})
		}
		return r.sendsDocs(cf, docs, eff, []string{name}, f)
	}
	raw := r.call(c, false)
	for _, it := range raw.All(postBody) {
		docs, bodies := r.bodyParams(target, ir.Arg(c, it.Param))
		via := via1(name, it.Via)
		for _, p := range bodies {
			f.add(Item{Role: postBody, Effect: it.Effect, Param: p, Via: via})
		}
		if len(docs) > 0 {
			return r.sendsDocs(cf, docs, it.Effect, via, f)
		}
	}
	forwarded := make(map[int]bool)
	for _, it := range raw.All(GraphQLDoc) {
		arg := ir.Arg(c, it.Param)
		if _, ok := keytext.ConstString(arg); ok {
			continue // Call decided
		}
		params := r.stringParams(target, arg)
		for _, p := range params {
			f.add(Item{Role: GraphQLDoc, Effect: it.Effect, Param: p, Via: via1(name, it.Via)})
		}
		if len(params) > 0 {
			forwarded[it.Param] = true
		}
	}
	if len(forwarded) == 0 {
		return cf
	}
	return r.withGraphQL(c, r.withMethod(c, raw), forwarded)
}

// sendsDocs adds a GraphQLDoc item to f for each of target's parameters
// docs that a send posts as a document, and returns cf without its http
// effects, which the documents decide; cf itself when docs is empty.
func (r *Result) sendsDocs(cf *Fact, docs []int, eff knowledge.EffectKind, via []string, f *Fact) *Fact {
	if len(docs) == 0 {
		return cf
	}
	for _, p := range docs {
		f.add(Item{Role: GraphQLDoc, Effect: eff, Param: p, Via: via})
	}
	out := new(Fact)
	for _, it := range cf.Items {
		if it.Role != knowledge.Effect || it.Effect != knowledge.KindHTTP {
			out.add(it)
		}
	}
	out.normalize()
	return out
}

// withGraphQL returns f with an http effect for each GraphQLDoc item whose
// document, at the call c, mutates, or says nothing and the POST alone
// mutated; items on the parameters in skip are left to the caller, which
// forwards its own parameter there.
func (r *Result) withGraphQL(c *ssa.CallCommon, f *Fact, skip map[int]bool) *Fact {
	var extra []Item
	for _, it := range f.All(GraphQLDoc) {
		if skip[it.Param] {
			continue
		}
		if graphqlMutates(ir.Arg(c, it.Param), it.Effect == knowledge.KindHTTP) {
			extra = append(extra, Item{Role: knowledge.Effect, Effect: knowledge.KindHTTP, Param: -1, Via: it.Via})
		}
	}
	return withItems(f, extra)
}

// graphqlMutates reports whether the document doc, handed to a GraphQL
// send, mutates: by its operations when it is a constant document, else
// as the POST alone did (post).
func graphqlMutates(doc ssa.Value, post bool) bool {
	if s, ok := keytext.ConstString(doc); ok {
		if m, known := gqltext.Mutates(s); known {
			return m
		}
	}
	return post
}

// GraphQLDocument returns, for a call c to a function that sends a GraphQL
// document (a GraphQLDoc item), the constant document it is handed and
// whether its operations include a mutation; ok is false when c sends no
// document, or one that is not a constant document.
func (r *Result) GraphQLDocument(c *ssa.CallCommon) (doc string, mutates, ok bool) {
	for _, it := range r.call(c, false).All(GraphQLDoc) {
		s, isConst := keytext.ConstString(ir.Arg(c, it.Param))
		if !isConst {
			continue
		}
		if m, known := gqltext.Mutates(s); known {
			return s, m, true
		}
	}
	return "", false, false
}

// postParams returns, for the request req sent in target, built by a
// knowledge request constructor with the constant method POST, the
// parameters of target its body carries (bodyParams).
func (r *Result) postParams(target *ssa.Function, req ssa.Value) (docs, bodies []int) {
	if req == nil {
		return nil, nil
	}
	for _, root := range r.RootsUpTo(target, req) {
		call, ok := root.(*ssa.Call)
		if !ok {
			continue
		}
		e := r.Entry(&call.Call)
		if e == nil || !e.Has(knowledge.HTTPRequest) {
			continue
		}
		if m, ok := keytext.ConstString(ir.EntryArg(&call.Call, e, e.Method)); !ok || !strings.EqualFold(m, "POST") {
			continue
		}
		d, b := r.bodyParams(target, RequestBody(&call.Call, e))
		docs, bodies = union(docs, d), union(bodies, b)
	}
	return docs, bodies
}

// bodyParams returns the parameters of target that the POST body body
// carries: docs, the string parameters that reach the query member of a
// struct or map marshalled into it (GraphQL over HTTP's document); bodies,
// the parameters of bytes or a reader it is (a send helper's).
func (r *Result) bodyParams(target *ssa.Function, body ssa.Value) (docs, bodies []int) {
	if body == nil {
		return nil, nil
	}
	// The body is a reader over the bytes encoding/json marshals from
	// the request value: follow every call's arguments back to it
	// (bytes.NewReader(b), b, _ := json.Marshal(req)).
	ir.DependsOn(body, func(x ssa.Value) bool {
		for _, doc := range queryMembers(x) {
			docs = union(docs, r.stringParams(target, doc))
		}
		if p, ok := x.(*ssa.Parameter); ok && p.Parent() == target && bodyType(p.Type()) {
			if i := paramIndex(target, p); i >= 0 {
				bodies = union(bodies, []int{i})
			}
		}
		return false
	})
	return docs, bodies
}

// bodyType reports whether t is what a send helper takes as a body: bytes
// or an io.Reader.
func bodyType(t types.Type) bool {
	if s, ok := t.Underlying().(*types.Slice); ok {
		b, ok := s.Elem().Underlying().(*types.Basic)
		return ok && b.Kind() == types.Byte
	}
	return ir.IsNamed(t, "io", "Reader")
}

// union returns xs with the elements of ys it lacks, sorted.
func union(xs, ys []int) []int {
	for _, y := range ys {
		if !slices.Contains(xs, y) {
			xs = append(xs, y)
		}
	}
	sortInts(xs)
	return xs
}

// RequestBody returns the body argument of a call c to the request
// constructor e (http.NewRequest's body, retryablehttp.NewRequest's
// rawBody), or nil when e names none.
func RequestBody(c *ssa.CallCommon, e *knowledge.Func) ssa.Value {
	for _, name := range []string{"body", "rawBody"} {
		if e.HasParam(name) {
			return ir.EntryArg(c, e, name)
		}
	}
	return nil
}

// stringParams returns the parameters of target of a string type that v
// derives from.
func (r *Result) stringParams(target *ssa.Function, v ssa.Value) []int {
	var out []int
	for _, p := range r.ParamsOf(target, v) {
		if b, ok := target.Params[p].Type().Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
			out = append(out, p)
		}
	}
	return out
}

// queryMembers returns the values stored in the "query" member of v, a
// local struct (a field whose JSON name is query) or a map built in place
// (the constant key "query"): what encoding/json marshals as the GraphQL
// request's document.
func queryMembers(v ssa.Value) []ssa.Value {
	var out []ssa.Value
	switch v := v.(type) {
	case *ssa.Alloc:
		st, ok := types.Unalias(v.Type()).Underlying().(*types.Pointer)
		if !ok {
			return nil
		}
		s, ok := st.Elem().Underlying().(*types.Struct)
		if !ok || v.Referrers() == nil {
			return nil
		}
		for _, ref := range *v.Referrers() {
			fa, ok := ref.(*ssa.FieldAddr)
			if !ok || fa.Field >= s.NumFields() || jsonName(s.Field(fa.Field), s.Tag(fa.Field)) != "query" || fa.Referrers() == nil {
				continue
			}
			for _, fr := range *fa.Referrers() {
				if st, ok := fr.(*ssa.Store); ok && st.Addr == ssa.Value(fa) {
					out = append(out, st.Val)
				}
			}
		}
	case *ssa.MakeMap:
		if v.Referrers() == nil {
			return nil
		}
		for _, ref := range *v.Referrers() {
			if u, ok := ref.(*ssa.MapUpdate); ok {
				if k, ok := keytext.ConstString(ir.Unconvert(u.Key)); ok && k == "query" {
					out = append(out, u.Value)
				}
			}
		}
	}
	return out
}

// jsonName is the name encoding/json gives the field: its tag's, or its
// own, matched case-insensitively as the decoder matches ("" when the
// tag leaves it out).
func jsonName(f *types.Var, tag string) string {
	name, _, _ := strings.Cut(reflect.StructTag(tag).Get("json"), ",")
	switch name {
	case "-":
		return ""
	case "":
		return strings.ToLower(f.Name())
	}
	return name
}

// GraphQLSend reports whether call, a knowledge send (c.hc.Do(req)) or a
// send helper handed a body (c.post(ctx, b)), posts a string parameter of the function it is in (or of the function whose
// literal it is in) as a GraphQL document: what the send does is then the
// document's callers hand in (GraphQLDoc), not the POST's.
func (r *Result) GraphQLSend(call ssa.CallInstruction) bool {
	outer := call.Parent()
	for outer != nil && outer.Parent() != nil {
		outer = outer.Parent()
	}
	if outer == nil {
		return false
	}
	c := call.Common()
	if e := r.Entry(c); e != nil {
		if !e.Has(knowledge.HTTPSend) {
			return false
		}
		docs, _ := r.postParams(outer, ir.EntryArg(c, e, e.Msg))
		return len(docs) > 0
	}
	for _, it := range r.call(c, false).All(postBody) {
		if docs, _ := r.bodyParams(outer, ir.Arg(c, it.Param)); len(docs) > 0 {
			return true
		}
	}
	return false
}

// GraphQLForwards reports whether the call c hands the document parameter
// of a GraphQL send a value that derives from a string parameter of the
// function it is in (a client's Do forwarding its own document to do): that
// function's callers decide.
func (r *Result) GraphQLForwards(c *ssa.CallCommon, fn *ssa.Function) bool {
	for fn != nil && fn.Parent() != nil {
		fn = fn.Parent()
	}
	for _, it := range r.call(c, false).All(GraphQLDoc) {
		arg := ir.Arg(c, it.Param)
		if _, ok := keytext.ConstString(arg); !ok && fn != nil && len(r.stringParams(fn, arg)) > 0 {
			return true
		}
	}
	return false
}
