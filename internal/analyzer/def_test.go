package analyzer

import (
	"testing"
	"time"
)

type testConfig struct {
	Base
	On   bool
	Cols string
	TTL  time.Duration
}

var testDef = Def[testConfig, *testConfig]{
	Name: "testdef", Doc: "/*\n# Analyzer testdef\n\ntestdef: a test\n*/",
	Run: func(*Pass, *testConfig) error { return nil },
	Options: []Option[testConfig]{
		Bool("on", true, func(c *testConfig) *bool { return &c.On }, "turn it on"),
		String("cols", "a,b", func(c *testConfig) *string { return &c.Cols }, "columns"),
		Duration("ttl", time.Hour, func(c *testConfig) *time.Duration { return &c.TTL }, "a floor"),
	},
}

// TestDefOptions: the defaults come from the options; every option is a
// flag with its name, usage and the configured value as its default; a
// flag set on one analyzer changes that analyzer's copy of the config,
// never another's or the caller's.
func TestDefOptions(t *testing.T) {
	cfg := testDef.Default()
	if !cfg.On || cfg.Cols != "a,b" || cfg.TTL != time.Hour || cfg.Summary == nil {
		t.Fatalf("Default() = %+v", cfg)
	}
	cfg.Cols = "x"
	a, b := testDef.New(cfg), testDef.New(cfg)
	for name, want := range map[string]string{"on": "true", "cols": "x", "ttl": "1h0m0s"} {
		f := a.Flags.Lookup(name)
		if f == nil {
			t.Fatalf("no flag %s", name)
		}
		if f.DefValue != want {
			t.Errorf("flag %s defaults to %q, want %q", name, f.DefValue, want)
		}
	}
	if u := a.Flags.Lookup("ttl").Usage; u != "a floor" {
		t.Errorf("usage of ttl: %q", u)
	}
	if err := a.Flags.Set("on", "false"); err != nil {
		t.Fatal(err)
	}
	if err := a.Flags.Set("ttl", "bad"); err == nil {
		t.Error("ttl accepted a bad duration")
	}
	if a.Flags.Lookup("on").Value.String() != "false" || b.Flags.Lookup("on").Value.String() != "true" || !cfg.On {
		t.Error("a flag set on one analyzer reached another analyzer or the caller's config")
	}
}
