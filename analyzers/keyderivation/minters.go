package keyderivation

import (
	"fmt"

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
// or a handler.
func (c *checker) checkMinters() {
	if len(c.minters) == 0 {
		return
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
}
