package ir

import (
	"testing"

	"golang.org/x/tools/go/ssa"
)

const valuesSrc = `package p

type Key string

func v(args ...any)
func n(d int64)

func Pack(id string, k Key) {
	v(id, k, 7)
	v()
	n(int64(len(id)))
}
`

// TestVarargsAndStrip: the values packed into a variadic call, in order,
// and none (not a literal) for a call that passes none; Strip looks
// through the interface and named-type conversions and not through a
// value conversion, which Unconvert looks through.
func TestVarargsAndStrip(t *testing.T) {
	fn := buildSrc(t, valuesSrc).Func("Pack")
	var calls []*ssa.CallCommon
	for _, c := range Calls(fn) {
		calls = append(calls, c.Common())
	}
	if len(calls) != 4 { // v, v, len, n
		t.Fatalf("%d calls", len(calls))
	}
	vals, ok := Varargs(calls[0].Args[0])
	if !ok || len(vals) != 3 {
		t.Fatalf("Varargs(v(id, k, 7)) = %v, %v", vals, ok)
	}
	if Strip(vals[0]) != fn.Params[0] {
		t.Errorf("Strip(any(id)) = %v, want the parameter id", Strip(vals[0]))
	}
	if _, ok := Strip(vals[1]).(*ssa.Parameter); !ok {
		t.Errorf("Strip(any(k)) = %v, want the parameter k", Strip(vals[1]))
	}
	if _, ok := Varargs(calls[1].Args[0]); ok {
		t.Error("Varargs(v()) is a literal")
	}
	conv := calls[3].Args[0]
	if _, ok := Strip(conv).(*ssa.Convert); !ok {
		t.Errorf("Strip(int64(len(id))) = %v, want the conversion", Strip(conv))
	}
	if _, ok := Unconvert(conv).(*ssa.Call); !ok {
		t.Errorf("Unconvert(int64(len(id))) = %v, want the call of len", Unconvert(conv))
	}
}
