package keyderivation

import (
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/analyzer"
	"github.com/idemlint/idemlint/internal/entrypoint"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

// A handler is a function re-entered on every delivery of a message or
// every request: whatever it mints, a redelivery or a client retry mints
// again.
type handler struct {
	desc  string // "an HTTP handler", "a message handler"
	again string // what runs it again
	fix   string
}

var (
	httpHandler = &handler{
		desc:  "an HTTP handler",
		again: "a client retry of the same request",
		fix:   "take the key from the request (its Idempotency-Key header) or derive it from a stable request field, or record it before use",
	}
	msgHandler = &handler{
		desc:  "a message handler",
		again: "a redelivered message",
		fix:   "derive the key from the message ID or a business identifier in the payload, or record it before use",
	}
)

// handlerIndex knows the package's handlers: its message handlers by
// the message types the knowledge acks (entrypoint.Messages).
type handlerIndex struct {
	*entrypoint.Messages
	sum interface {
		Func(*ssa.Function) *summary.Fact
	}
}

func newHandlerIndex(p *analyzer.Pass) *handlerIndex {
	return &handlerIndex{Messages: entrypoint.NewMessages(p.Sum, p.Pkg), sum: p.Sum}
}

// of returns the handler fn runs in (fn itself or a function it is nested
// in), or nil.
func (h *handlerIndex) of(fn *ssa.Function) *handler {
	for depth := 0; fn != nil && depth < 16; depth++ {
		if k := h.kind(fn); k != nil {
			return k
		}
		fn = fn.Parent()
	}
	return nil
}

func (h *handlerIndex) kind(fn *ssa.Function) *handler {
	if h.Callbacks[fn] {
		return msgHandler
	}
	sig := fn.Signature
	params := sig.Params()
	hasW, hasR := false, false
	for i := 0; i < params.Len(); i++ {
		t := params.At(i).Type()
		if ir.IsNamed(t, "net/http", "ResponseWriter") {
			hasW = true
		}
		if ir.IsNamed(t, "net/http", "Request") {
			hasR = true
		}
	}
	if hasW && hasR {
		return httpHandler
	}
	for i := 0; i < params.Len(); i++ {
		tn := entrypoint.TypeName(params.At(i).Type())
		if tn == nil || !h.MsgTypes[tn] {
			continue
		}
		if !h.Published[tn] {
			return msgHandler
		}
		f := h.sum.Func(fn)
		if pos := ir.ParamPos(sig, i); f.OnParam(knowledge.Ack, pos) != nil || f.OnParam(knowledge.Nack, pos) != nil {
			return msgHandler
		}
	}
	if fn.Name() == "ConsumeClaim" && sig.Recv() != nil {
		for i := 0; i < params.Len(); i++ {
			if tn := entrypoint.TypeName(params.At(i).Type()); tn != nil && h.Sessions[tn] {
				return msgHandler
			}
		}
	}
	return nil
}
