package agenttool

import (
	"testing"

	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
)

// TestFactCodec: the handler, wrapper, tool and bundle facts round-trip through
// gob, as the registering package imports them.
func TestFactCodec(t *testing.T) {
	h := &handlerFact{Handler: "handlers.Handlers.Charge", Effect: "a payment (payments.Service.Charge, which calls paymentintent.New)",
		Returns: true, InputKey: false, KeyUsed: true, KeyField: true}
	if back := analyzertest.FactCodec(t, h, 512).(*handlerFact); *back != *h {
		t.Errorf("round trip gives %+v, want %+v", back, h)
	}
	w := &wrapperFact{Tool: 2, Handler: 3}
	if back := analyzertest.FactCodec(t, w, 128).(*wrapperFact); *back != *w {
		t.Errorf("round trip gives %+v, want %+v", back, w)
	}
	tf := &toolFact{Name: "linear_create_issue", HasKey: true}
	if back := analyzertest.FactCodec(t, tf, 128).(*toolFact); *back != *tf {
		t.Errorf("round trip gives %+v, want %+v", back, tf)
	}
	b := &bundleFact{Tool: 1, Handler: 3}
	if back := analyzertest.FactCodec(t, b, 128).(*bundleFact); *back != *b {
		t.Errorf("round trip gives %+v, want %+v", back, b)
	}
}
