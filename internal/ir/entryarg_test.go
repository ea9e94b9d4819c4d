package ir

import (
	"testing"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/knowledge"
)

const entrySrc = `package p

type Client struct{}

func (c *Client) Send(topic, key string) {}

type Sender interface{ Send(topic, key string) }

func Publish(topic, key string) {}

func Static(c *Client) { c.Send("t", "k") }

func Invoke(s Sender) { s.Send("t", "k") }

func Func() { Publish("t", "k") }
`

// TestEntryArg: the argument named by a knowledge entry is found in a
// static method call (receiver in Args[0]), an invoke (receiver in Value)
// and a plain function call; an unknown name panics.
func TestEntryArg(t *testing.T) {
	pkg := buildSrc(t, entrySrc)
	method := &knowledge.Func{Name: "(*p.Client).Send", Params: []string{"topic", "key"}, Key: "key"}
	iface := &knowledge.Func{Name: "(p.Sender).Send", Params: []string{"topic", "key"}, Key: "key"}
	fn := &knowledge.Func{Name: "p.Publish", Params: []string{"topic", "key"}, Key: "key"}
	for _, tc := range []struct {
		caller string
		e      *knowledge.Func
		recv   func(c *ssa.CallCommon) ssa.Value
	}{
		{"Static", method, func(c *ssa.CallCommon) ssa.Value { return c.Args[0] }},
		{"Invoke", iface, func(c *ssa.CallCommon) ssa.Value { return c.Value }},
		{"Func", fn, func(*ssa.CallCommon) ssa.Value { return nil }},
	} {
		name := "Send"
		if tc.caller == "Func" {
			name = "Publish"
		}
		c := callTo(t, pkg.Func(tc.caller), name).Common()
		for arg, want := range map[string]string{"topic": `"t":string`, "key": `"k":string`} {
			v := EntryArg(c, tc.e, arg)
			if v == nil || v.String() != want {
				t.Errorf("%s: EntryArg(%s) = %v, want %s", tc.caller, arg, v, want)
			}
		}
		if got, want := EntryArg(c, tc.e, "recv"), tc.recv(c); got != want {
			t.Errorf("%s: EntryArg(recv) = %v, want %v", tc.caller, got, want)
		}
	}
	if v := EntryArg(callTo(t, pkg.Func("Func"), "Publish").Common(), fn, "kye"); v != nil {
		t.Errorf("EntryArg of a name not in Params = %v, want nil", v)
	}
}
