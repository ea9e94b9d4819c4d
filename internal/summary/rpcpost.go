package summary

import (
	"go/types"
	"strings"
	"unicode"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// An RPC transport is a request helper of a package that only ever builds
// POST requests, and posts to method paths its callers name on a service
// base URL it holds: Slack's web and edge APIs, JSON-RPC and GraphQL
// clients post every method, reads included, to base+method. There the
// verb says nothing about the operation: a request it builds has no verb
// (HTTPVerb ""), unknown, not a read.
//
// Every part matters. A package that also builds a GET (a REST client
// whose post helper creates) keeps its POST a mutation; so does a POST-only
// package whose functions each name their endpoint (c.base+"/payouts"):
// there the function chooses the operation, and POST is its verb; and so
// does a POST-only helper that takes the whole URL and holds no base of its
// own (a webhook or push sender, Post(ctx, url, body)): its caller names a
// destination, not a method, and the POST delivers to it.

// rpcTransport reports whether the package is an RPC transport: every
// request its functions build with a request constructor of the knowledge
// (http.NewRequest…) has the constant method POST, and at least one posts
// to base+path (endpoint). A method that is not a constant (a helper that
// takes it from its caller) may be any verb.
func (r *Result) rpcTransport() bool {
	rpc := false
	for _, fn := range r.Funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				call, ok := instr.(ssa.CallInstruction)
				if !ok {
					continue
				}
				c := call.Common()
				e := r.Base.Lookup(ir.Callee(c))
				if e == nil || !e.Has(knowledge.HTTPRequest) {
					continue
				}
				s, ok := keytext.ConstString(ir.EntryArg(c, e, e.Method))
				if !ok || strings.ToUpper(s) != "POST" {
					return false
				}
				if param, base, named := r.endpoint(fn, urlArg(c, e)); param && base && !named {
					rpc = true
				}
			}
		}
	}
	return rpc
}

// rpcRequest reports whether the request req, built in this package, is a
// call through an RPC transport: the package is one, and every request
// constructor req comes from takes its URL from a parameter of the
// function that calls it, with no text of its own but separators
// (c.edgeAPI+path, base+"/"+method, or a url its callers build so).
func (r *Result) rpcRequest(req ssa.Value) bool {
	if !r.rpcPost {
		return false
	}
	found := false
	all := true
	r.tracer.Walk(req, func(root ssa.Value) {
		call, ok := root.(*ssa.Call)
		if !ok {
			return
		}
		e := r.Entry(&call.Call)
		if e == nil || !e.Has(knowledge.HTTPRequest) {
			return
		}
		found = true
		if param, _, named := r.endpoint(call.Parent(), urlArg(&call.Call, e)); !param || named {
			all = false
		}
	})
	return found && all
}

// endpoint describes the URL u of a request built in fn: param, when it
// derives from a string parameter of fn other than the receiver (the
// caller names the endpoint); base, when it also derives from the
// receiver's fields or a package variable (a service URL the client
// holds); named, when it derives from a constant that names anything (a
// separator such as "/" names no endpoint).
func (r *Result) endpoint(fn *ssa.Function, u ssa.Value) (param, base, named bool) {
	if fn == nil || u == nil {
		return false, false, false
	}
	r.tracer.Walk(u, func(root ssa.Value) {
		switch x := root.(type) {
		case *ssa.Parameter:
			if x.Parent() != fn {
				return
			}
			if fn.Signature.Recv() != nil && x == fn.Params[0] {
				base = true
				return
			}
			if b, ok := x.Type().Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
				param = true
			}
		case *ssa.Global:
			base = true
		case *ssa.Const:
			if s, ok := keytext.ConstString(x); ok && strings.IndexFunc(s, func(c rune) bool { return unicode.IsLetter(c) || unicode.IsDigit(c) }) >= 0 {
				named = true
			}
		}
	})
	return param, base, named
}

// urlArg returns the url argument of a call c to the request constructor
// e, or nil when e names none.
func urlArg(c *ssa.CallCommon, e *knowledge.Func) ssa.Value {
	if !e.HasParam("url") {
		return nil
	}
	return ir.EntryArg(c, e, "url")
}
