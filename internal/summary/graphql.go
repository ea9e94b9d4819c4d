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

// scanGraphQL adds GraphQLDoc items to f for the call c in target that
// posts one of target's string parameters as a GraphQL document, directly
// (a knowledge send, c.hc.Do(req), of a POST whose body marshals it) or
// through a function with a GraphQLDoc item handed the parameter. It
// returns what the call does for target: cf without the POST's http
// effect, which the document target's callers hand in decides.
func (r *Result) scanGraphQL(target *ssa.Function, c *ssa.CallCommon, cf *Fact, name string, f *Fact) *Fact {
	if cf == nil {
		return cf
	}
	if e := r.Entry(c); e != nil && e.Has(knowledge.HTTPSend) {
		params := r.graphqlParams(target, ir.EntryArg(c, e, e.Msg))
		if len(params) == 0 {
			return cf
		}
		eff := knowledge.EffectKind(0)
		out := new(Fact)
		for _, it := range cf.Items {
			if it.Role == knowledge.Effect && it.Effect == knowledge.KindHTTP {
				eff = knowledge.KindHTTP
				continue
			}
			out.add(it)
		}
		for _, p := range params {
			f.add(Item{Role: GraphQLDoc, Effect: eff, Param: p, Via: []string{name}})
		}
		out.normalize()
		return out
	}
	raw := r.call(c, false)
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

// graphqlParams returns the string parameters of target that the request
// req posts as the document of a GraphQL request: req is built by a
// knowledge request constructor with the constant method POST, and its
// body marshals a struct or a map whose "query" member derives from them.
func (r *Result) graphqlParams(target *ssa.Function, req ssa.Value) []int {
	if req == nil {
		return nil
	}
	var out []int
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
		body := RequestBody(&call.Call, e)
		if body == nil {
			continue
		}
		// The body is a reader over the bytes encoding/json marshals
		// from the request value: follow every call's arguments back
		// to it (bytes.NewReader(b), b, _ := json.Marshal(req)).
		ir.DependsOn(body, func(x ssa.Value) bool {
			for _, doc := range queryMembers(x) {
				for _, p := range r.stringParams(target, doc) {
					if !slices.Contains(out, p) {
						out = append(out, p)
					}
				}
			}
			return false
		})
	}
	sortInts(out)
	return out
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

// GraphQLSend reports whether call, a knowledge send (c.hc.Do(req)), posts
// a string parameter of the function it is in (or of the function whose
// literal it is in) as a GraphQL document: what the send does is then the
// document's callers hand in (GraphQLDoc), not the POST's.
func (r *Result) GraphQLSend(call ssa.CallInstruction) bool {
	outer := call.Parent()
	for outer != nil && outer.Parent() != nil {
		outer = outer.Parent()
	}
	c := call.Common()
	e := r.Entry(c)
	if outer == nil || e == nil || !e.Has(knowledge.HTTPSend) {
		return false
	}
	return len(r.graphqlParams(outer, ir.EntryArg(c, e, e.Msg))) > 0
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
