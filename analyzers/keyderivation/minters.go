package keyderivation

import (
	"fmt"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/summary"
)

// A minter is a function of this package that mints a fresh random key
// into a sink on every call (neither inside a retry nor in a handler, and
// without recording it first): harmless when it runs once per intent, a
// per-attempt key when its caller retries it or runs it per delivery.
type minter struct {
	src  source
	sink sink
}

// noteMinter records that the top-level function holding src mints a key
// into s on every call.
func (c *checker) noteMinter(src source, s sink) {
	top := ir.Enclosing(src.call.Parent())
	if top.Parent() != nil || ir.Enclosing(s.instr.Parent()) != top {
		return
	}
	if c.minters == nil {
		c.minters = make(map[*ssa.Function]*minter)
	}
	if _, ok := c.minters[top]; !ok {
		c.minters[top] = &minter{src: src, sink: s}
	}
}

// checkMinters reports the calls of minters that run inside a retry scope
// or a handler, and returns the minters so reported.
func (c *checker) checkMinters() map[*ssa.Function]bool {
	called := make(map[*ssa.Function]bool)
	if len(c.minters) == 0 {
		return called
	}
	for _, fn := range c.p.Sum.Funcs {
		for _, call := range ir.Calls(fn) {
			callee := call.Common().StaticCallee()
			m := c.minters[callee]
			if m == nil || callee == fn {
				continue
			}
			name := summary.Describe(ir.FuncObject(callee))
			if scope, ok := c.p.Sum.InRetry(call); ok {
				where, rel := "the callback retried by "+scope.Name, "retried here"
				fix := "mint the key once before the retry and pass it to " + name
				switch {
				case scope.Kind == summary.RetryLoop:
					where, rel = "a retry loop", "retry loop here"
				case scope.Activity:
					fix = activityFix + ", and pass it to " + name
				}
				called[callee] = true
				c.emit(analysis.Diagnostic{
					Pos:      call.Pos(),
					Category: CatPerAttempt,
					Message: fmt.Sprintf("%s mints a new %s from %s on every call and runs inside %s, so every attempt sends a new key and a retry after a timeout repeats the effect; %s",
						name, m.sink.subject(), m.src.chain, where, fix),
					Related: []analysis.RelatedInformation{
						{Pos: m.src.call.Pos(), Message: "key minted here"},
						{Pos: scope.Pos, Message: rel},
					},
				})
				continue
			}
			if !c.cfg.Handlers {
				continue
			}
			if h := c.handlers.of(fn); h != nil {
				called[callee] = true
				c.emit(analysis.Diagnostic{
					Pos:      call.Pos(),
					Category: CatPerRequest,
					Message: fmt.Sprintf("%s mints a new %s from %s on every call and runs inside %s, so %s gets a new key and repeats the effect; %s",
						name, m.sink.subject(), m.src.chain, h.desc, h.again, h.fix),
					Related: []analysis.RelatedInformation{{Pos: m.src.call.Pos(), Message: "key minted here"}},
				})
			}
		}
	}
	return called
}

// checkPerCall reports the keys minted at the call in functions that are
// neither handlers nor retried, unless a call of the function was reported
// already (inside a retry or a handler of this package: the finding there
// names both places). Such a key is a request ID: the server mints it
// after the caller has decided to act, so when the caller retries the
// function after a timeout it sends a new key, and the receiver acts
// again. main and init have no caller to retry them, and a function that
// mints the key once and retries the effect itself with it has made the
// key span its attempts.
func (c *checker) checkPerCall(called map[*ssa.Function]bool) {
	if !c.cfg.Calls {
		return
	}
	for _, m := range c.perCall {
		top := ir.Enclosing(m.src.call.Parent())
		if called[top] || noCaller(top) {
			continue
		}
		if wholeStruct(m.sink.val) || c.keptBefore(m.src, m.sink, true) {
			// The key is one field of a struct handed over whole (a
			// random value in it is as likely the new row's ID); or
			// the key went first to a call nothing resolves, which
			// may record it.
			continue
		}
		if _, ok := c.p.Sum.InRetry(m.sink.instr); ok {
			// Minted once, then reused by every attempt of a retry
			// this function runs itself: the fix the per-attempt
			// rule gives.
			continue
		}
		name := summary.Describe(ir.FuncObject(top))
		c.report(m.sink, CatPerCall, fmt.Sprintf("%s comes from %s, minted on every call of %s, so a caller that retries %s after a timeout sends a new key and the effect runs twice; take the key from the caller (a parameter derived from the request or the business record), or record it before use",
			m.sink.subject(), m.src.chain, name, name),
			related(m.src.call.Pos(), "key minted here"))
	}
}

// noCaller reports whether fn is main.main or an init function: nothing
// in the program calls it again.
func noCaller(fn *ssa.Function) bool {
	if fn.Pkg == nil || fn.Signature.Recv() != nil {
		return false
	}
	if fn.Name() == "init" || strings.HasPrefix(fn.Name(), "init#") {
		return true
	}
	return fn.Name() == "main" && fn.Pkg.Pkg.Name() == "main"
}

// wholeStruct reports whether v is a struct, a pointer to one, or a
// slice, array or map of them, handed to a sink whole: which field is the
// key cannot be told.
func wholeStruct(v ssa.Value) bool {
	t := v.Type()
	for range 8 { // type P *P is legal Go
		switch u := t.Underlying().(type) {
		case *types.Pointer:
			t = u.Elem()
		case *types.Slice:
			t = u.Elem()
		case *types.Array:
			t = u.Elem()
		case *types.Map:
			t = u.Elem()
		case *types.Struct:
			return true
		default:
			return false
		}
	}
	return false
}
