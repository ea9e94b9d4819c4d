package payloadguard

import (
	"fmt"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/dedupstore"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/model"
	"github.com/idemlint/idemlint/internal/summary"
)

// endpoint is what a function answers a request with: the parameters that
// carry the client's request, those the response is written to (an HTTP
// handler's), or its results (a function returning a value and an error).
type endpoint struct {
	req, resp []ssa.Value
	returns   bool
}

// endpointOf returns fn's endpoint, or nil when fn answers no request.
func endpointOf(fn *ssa.Function) *endpoint {
	ep := &endpoint{}
	for _, p := range fn.Params {
		t := p.Type()
		switch {
		case ir.IsNamed(t, "net/http", "ResponseWriter"):
			ep.resp = append(ep.resp, p)
		case ir.IsNamed(t, "net/http", "Request"):
			ep.req = append(ep.req, p)
		case ir.IsNamed(t, "github.com/gin-gonic/gin", "Context"), ir.IsNamed(t, "github.com/labstack/echo/v4", "Context"):
			ep.req, ep.resp = append(ep.req, p), append(ep.resp, p)
		}
	}
	if len(ep.resp) > 0 {
		return ep
	}
	res := fn.Signature.Results()
	if res.Len() < 2 || !ir.IsError(res.At(res.Len()-1).Type()) {
		return nil
	}
	ep.req, ep.returns = nil, true
	for i, p := range fn.Params {
		if i == 0 && fn.Signature.Recv() != nil || ir.IsContext(p.Type()) {
			continue
		}
		ep.req = append(ep.req, p)
	}
	if len(ep.req) == 0 {
		return nil
	}
	return ep
}

// checkReplays reports each idempotency lookup of fn whose record is
// replayed with no comparison of the request on the way.
func (s *state) checkReplays(fn *ssa.Function) {
	ep := endpointOf(fn)
	if ep == nil {
		return
	}
	for _, c := range ir.Calls(fn) {
		call, ok := c.(*ssa.Call)
		if !ok || !s.isLookup(call) || s.contentKeyed(call) {
			continue
		}
		r := &replay{s: s, ep: ep, lookup: call}
		sink := r.sink(fn)
		if sink == nil || r.guarded(fn, sink) {
			continue
		}
		if ep.returns && !s.acts(fn) && !r.answersFresh(fn) {
			// A getter: it returns the record, or an error when there is
			// none. What its caller does with the record is the caller's
			// (a handler that writes it to the response is judged there).
			continue
		}
		name := "a call"
		if callee := ir.Callee(&call.Call); callee != nil {
			name = s.p.Sum.CallName(&call.Call, callee)
		}
		s.p.Report(analysis.Diagnostic{
			Pos:      sink.Pos(),
			Category: CategoryReplay,
			Message: fmt.Sprintf("the response stored under the key read by %s is replayed here without comparing a fingerprint of the request: "+
				"a client that reuses the key for a different request is answered with the first request's result as if its own had run; "+
				"store a hash of the request body with the record and answer 422 when a retry's hash differs", name),
			Related: []analysis.RelatedInformation{{Pos: call.Pos(), Message: "the stored record is read here"}},
		})
	}
}

// acts reports whether fn, beside reading, performs an effect or records
// or claims a key on some path: a do-or-replay function whose early return
// of a stored record answers a request to act.
func (s *state) acts(fn *ssa.Function) bool {
	f := s.p.Sum.Func(fn)
	return f != nil && (f.Has(knowledge.Effect) || f.Durable(knowledge.Record) || f.Durable(knowledge.Claim))
}

// answersFresh reports whether fn also returns, with a nil error, a value
// not read from the record: the answer it makes when the key is new, which
// makes its return of the record a replay rather than a read.
func (r *replay) answersFresh(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) < 2 {
			continue
		}
		n := len(ret.Results)
		if k, ok := ret.Results[n-1].(*ssa.Const); !ok || !k.IsNil() {
			continue
		}
		for _, v := range ret.Results[:n-1] {
			if k, ok := v.(*ssa.Const); ok && (k.IsNil() || k.Value == nil) {
				continue
			}
			if !r.stored(v) {
				return true
			}
		}
	}
	return false
}

// isLookup reports whether call reads a record under an idempotency key:
// a check or one-row lookup (by the knowledge or a wrapper's summary)
// whose arguments hold a dedup word or a key header, or whose record's
// type is named like an idempotency store; or a call nothing resolves
// (the declared policy) that returns a stored record: a struct named like
// an idempotency store with a response field.
func (s *state) isLookup(call *ssa.Call) bool {
	f := s.p.Sum.Call(&call.Call)
	if !f.Durable(knowledge.Check) && !f.Durable(summary.Lookup) {
		return s.p.Sum.Resolve(&call.Call).Open() && s.storedRecord(call.Type())
	}
	marked := func(v ssa.Value) bool {
		if k, ok := v.(*ssa.Const); ok && k.Value != nil && k.Value.Kind() == constant.String {
			text := constant.StringVal(k.Value)
			return s.cfg.Dedup.Match(text) || s.p.Sum.Base.IsKeyHeader(text)
		}
		if c, ok := v.(*ssa.Call); ok && s.p.Sum.Call(&c.Call).Has(summary.KeyRead) {
			return true // a helper that returns the Idempotency-Key it reads
		}
		if n := model.GormType(v.Type()); n != nil {
			return s.cfg.Dedup.Match(n.Obj().Name())
		}
		return false
	}
	return ir.DependsOn(call, marked)
}

// storedRecord reports whether t, or a result in a tuple t, is a struct
// (or a pointer to one) named like an idempotency store with a field
// named like a response.
func (s *state) storedRecord(t types.Type) bool {
	if tup, ok := t.(*types.Tuple); ok {
		for i := 0; i < tup.Len(); i++ {
			if s.storedRecord(tup.At(i).Type()) {
				return true
			}
		}
		return false
	}
	n := model.GormType(t)
	if n == nil || !s.cfg.Dedup.Match(n.Obj().Name()) {
		return false
	}
	st, ok := n.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := 0; i < st.NumFields(); i++ {
		if dedupstore.HasWord(st.Field(i).Name(), dedupstore.ResponseWords) {
			return true
		}
	}
	return false
}

// contentKeyed reports whether the lookup's key is computed by a hash
// (crypto/…, hash/…): a different request is a different key.
func (s *state) contentKeyed(call *ssa.Call) bool {
	return ir.DependsOn(call, func(v ssa.Value) bool {
		c, ok := v.(*ssa.Call)
		if !ok || c == call {
			return false
		}
		callee := ir.Callee(&c.Call)
		if callee == nil || callee.Pkg() == nil {
			return false
		}
		path := callee.Pkg().Path()
		return strings.HasPrefix(path, "crypto/") || strings.HasPrefix(path, "hash/") || path == "hash"
	})
}

// replay is one lookup of a function and the endpoint it answers.
type replay struct {
	s      *state
	ep     *endpoint
	lookup *ssa.Call
}

// stored reports whether v is computed from the record the lookup read.
func (r *replay) stored(v ssa.Value) bool {
	return ir.DependsOn(v, func(x ssa.Value) bool { return x == ssa.Value(r.lookup) })
}

// sink returns the first instruction after the lookup that hands a value
// read from the record to the response, or returns it with a nil error.
func (r *replay) sink(fn *ssa.Function) ssa.Instruction {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if !ir.Reaches(r.lookup, instr) {
				continue
			}
			switch x := instr.(type) {
			case ssa.CallInstruction:
				if !r.ep.returns && r.writes(x.Common()) {
					return instr
				}
			case *ssa.Return:
				if r.ep.returns && r.returned(x) {
					return instr
				}
			}
		}
	}
	return nil
}

// isResp reports whether v is a response parameter, or a writer a call
// made of one (json.NewEncoder(w)).
func (r *replay) isResp(v ssa.Value) bool {
	v = ir.Unconvert(v)
	for _, p := range r.ep.resp {
		if v == p {
			return true
		}
	}
	if c, ok := v.(*ssa.Call); ok {
		for _, a := range c.Call.Args {
			if a = ir.Unconvert(a); a != v && r.isRespParam(a) {
				return true
			}
		}
	}
	return false
}

func (r *replay) isRespParam(v ssa.Value) bool {
	for _, p := range r.ep.resp {
		if v == p {
			return true
		}
	}
	return false
}

// writes reports whether c writes a value read from the record to the
// response: a call on (or handed) the response whose other argument, not
// a status code, derives from the lookup. http.Error's message is no
// replay.
func (r *replay) writes(c *ssa.CallCommon) bool {
	if callee := ir.Callee(c); callee != nil && callee.FullName() == "net/http.Error" {
		return false
	}
	vals := append([]ssa.Value{}, c.Args...)
	if c.IsInvoke() {
		vals = append([]ssa.Value{c.Value}, vals...)
	}
	resp := -1
	for i, v := range vals {
		if r.isResp(v) {
			resp = i
			break
		}
	}
	if resp < 0 {
		return false
	}
	for i, v := range vals {
		if i != resp && !isInteger(v.Type()) && r.stored(v) {
			return true
		}
	}
	return false
}

func isInteger(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

// returned reports whether ret returns a value read from the record
// beside a nil error.
func (r *replay) returned(ret *ssa.Return) bool {
	n := len(ret.Results)
	if k, ok := ret.Results[n-1].(*ssa.Const); !ok || !k.IsNil() {
		return false
	}
	for _, v := range ret.Results[:n-1] {
		if k, ok := v.(*ssa.Const); ok && k.IsNil() {
			continue
		}
		if isBool(v.Type()) {
			continue // a predicate on the record (status == "done") is a check, not its content
		}
		if r.stored(v) {
			return true
		}
	}
	return false
}

func isBool(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsBoolean != 0
}

// guarded reports whether an If that reaches the sink compares a value
// read from the record with one computed from the request.
func (r *replay) guarded(fn *ssa.Function, sink ssa.Instruction) bool {
	for _, b := range fn.Blocks {
		iff, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if !ok || !ir.Reaches(iff, sink) {
			continue
		}
		if r.compares(iff.Cond, 0) {
			return true
		}
	}
	return false
}

// compares reports whether the condition v compares the record with the
// request: a comparison of the two, or a call handed both (bytes.Equal,
// hmac.Equal, a helper of the team's), through negations, nil tests of
// a call's error and the components of its results.
func (r *replay) compares(v ssa.Value, depth int) bool {
	if depth > 3 {
		return false
	}
	switch x := v.(type) {
	case *ssa.UnOp:
		if x.Op == token.NOT {
			return r.compares(x.X, depth+1)
		}
	case *ssa.BinOp:
		switch x.Op {
		case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
			if r.pair(x.X, x.Y) {
				return true
			}
			return r.compares(x.X, depth+1) || r.compares(x.Y, depth+1)
		}
	case *ssa.Extract:
		return r.compares(x.Tuple, depth+1)
	case *ssa.Call:
		vals := append([]ssa.Value{}, x.Call.Args...)
		if x.Call.IsInvoke() {
			vals = append(vals, x.Call.Value)
		}
		for i := range vals {
			for j := range vals {
				if i != j && r.pair(vals[i], vals[j]) {
					return true
				}
			}
		}
	}
	return false
}

// pair reports whether a is read from the record and b is computed from
// the request, not from the record and not the lookup's own key.
func (r *replay) pair(a, b ssa.Value) bool {
	if _, ok := b.(*ssa.Const); ok {
		return false
	}
	if !r.stored(a) || r.stored(b) {
		return false
	}
	if ir.DependsOn(r.lookup, func(x ssa.Value) bool { return x == b }) {
		return false // the key itself: it matches by construction
	}
	return ir.DependsOn(b, func(x ssa.Value) bool {
		for _, p := range r.ep.req {
			if x == p {
				return true
			}
		}
		return false
	})
}
