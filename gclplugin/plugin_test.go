package gclplugin

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/golangci/plugin-module-register/register"
	"go.yaml.in/yaml/v3"

	"github.com/idemlint/idemlint"
	"github.com/idemlint/idemlint/internal/config"
)

func TestRegistered(t *testing.T) {
	p, err := register.GetPlugin(Name)
	if err != nil {
		t.Fatal(err)
	}
	lp, err := p(nil) // no settings
	if err != nil {
		t.Fatal(err)
	}
	if got := lp.GetLoadMode(); got != register.LoadModeTypesInfo {
		t.Errorf("load mode %q, want %q", got, register.LoadModeTypesInfo)
	}
	as, err := lp.BuildAnalyzers()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, a := range as {
		names = append(names, a.Name)
	}
	if strings.Join(names, ",") != strings.Join(idemlint.Names, ",") {
		t.Errorf("analyzers %v, want %v", names, idemlint.Names)
	}
}

func TestFreshAnalyzers(t *testing.T) {
	lp, err := New(map[string]any{"options": map[string]any{"relativewrite": map[string]any{"zombie-write": true}}})
	if err != nil {
		t.Fatal(err)
	}
	a1, _ := lp.BuildAnalyzers()
	a2, _ := lp.BuildAnalyzers()
	if a1[0] == a2[0] {
		t.Error("BuildAnalyzers returned the same analyzer twice")
	}
	// The summary analyzer is shared within one build, not across builds.
	if a1[0].Requires[0] != a1[1].Requires[0] {
		t.Error("the analyzers of one build do not share their summary analyzer")
	}
	if a1[0].Requires[0] == a2[0].Requires[0] {
		t.Error("two builds share a summary analyzer")
	}
	for _, a := range a1 {
		if a.Name == "relativewrite" {
			if got := a.Flags.Lookup("zombie-write").Value.String(); got != "true" {
				t.Errorf("relativewrite zombie-write = %s, want true", got)
			}
		}
	}
}

// TestSettings feeds New what golangci-lint hands a module plugin: the
// settings as viper decoded them from YAML (maps with string keys).
func TestSettings(t *testing.T) {
	for _, tc := range []struct {
		name     string
		settings map[string]any
		want     []string // analyzer names, or
		err      string   // an error containing this
	}{
		{name: "disable", settings: map[string]any{"disable": []any{"dedupschema", "ackorder", "agenttool"}},
			want: []string{"checkthenact", "createkey", "duperror", "inprogress", "keyderivation", "keyrelease", "keyretention", "keyscope", "payloadguard", "reconcile", "relativewrite", "retrykeyless"}},
		{name: "duration option", settings: map[string]any{"options": map[string]any{"keyretention": map[string]any{"min-ttl": "48h", "money-min-ttl": "720h"}}},
			want: idemlint.Names},
		{name: "bad duration option", settings: map[string]any{"options": map[string]any{"keyretention": map[string]any{"min-ttl": "a day"}}},
			err: `analyzer keyretention option "min-ttl"`},
		{name: "enable", settings: map[string]any{"enable": []any{"relativewrite"}}, want: []string{"relativewrite"}},
		{name: "knowledge", settings: map[string]any{"knowledge": []any{map[string]any{
			"name": "(*example.com/pay.Client).Charge", "roles": []any{"effect"}, "kind": "payment"}}},
			want: idemlint.Names},
		{name: "unknown key", settings: map[string]any{"disabel": []any{"ackorder"}},
			err: `idemlint: settings: json: unknown field "disabel" (known keys: disable, enable, knowledge, dedup-words, options, include, analyze-dependencies)`},
		{name: "unknown nested key", settings: map[string]any{"knowledge": []any{map[string]any{"name": "f.F", "role": []any{"effect"}}}},
			err: `unknown field "role"`},
		{name: "unknown analyzer", settings: map[string]any{"disable": []any{"nosuch"}}, err: `idemlint: settings: unknown analyzer "nosuch"`},
		{name: "unknown option", settings: map[string]any{"options": map[string]any{"relativewrite": map[string]any{"nosuch": 1}}},
			err: `analyzer relativewrite has no option "nosuch"`},
		{name: "bad value", settings: map[string]any{"options": map[string]any{"relativewrite": map[string]any{"zombie-write": "maybe"}}},
			err: `zombie-write`},
		{name: "bad type", settings: map[string]any{"disable": "ackorder"}, err: `cannot unmarshal string`},
		{name: "dedup words", settings: map[string]any{"dedup-words": "inbox,outbox"}, want: idemlint.Names},
		{name: "dedup words as a list", settings: map[string]any{"dedup-words": []any{"inbox"}}, err: `cannot unmarshal array`},
		{name: "deprecated dedup words", settings: map[string]any{"options": map[string]any{"retrykeyless": map[string]any{"dedup-words": "outbox"}}},
			want: idemlint.Names},
		{name: "dedup words never an ackorder option", settings: map[string]any{"options": map[string]any{"ackorder": map[string]any{"dedup-words": "outbox"}}},
			err: `analyzer ackorder has no option "dedup-words"`},
		{name: "no settings", settings: nil, want: idemlint.Names},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var in any = tc.settings
			if tc.settings == nil {
				in = nil
			}
			lp, err := New(in)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("error %v, want one containing %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			as, err := lp.BuildAnalyzers()
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for _, a := range as {
				names = append(names, a.Name)
			}
			if strings.Join(names, ",") != strings.Join(tc.want, ",") {
				t.Errorf("analyzers %v, want %v", names, tc.want)
			}
		})
	}
}

// TestDeprecatedOption: an old per-analyzer dedup-words is accepted and
// reported on the warning stream, once, naming the setting that replaced
// it; the new setting alone says nothing.
func TestDeprecatedOption(t *testing.T) {
	var buf strings.Builder
	old := map[string]any{"options": map[string]any{"relativewrite": map[string]any{"dedup-words": "outbox", "zombie-write": true}}}
	if _, err := newPlugin(old, &buf); err != nil {
		t.Fatal(err)
	}
	want := "WARN idemlint: settings: options.relativewrite.dedup-words is deprecated: set dedup-words at the top level; it applies to every analyzer\n"
	if buf.String() != want {
		t.Errorf("warnings:\n%s\nwant:\n%s", buf.String(), want)
	}
	buf.Reset()
	if _, err := newPlugin(map[string]any{"dedup-words": "outbox"}, &buf); err != nil || buf.Len() > 0 {
		t.Errorf("dedup-words: err %v, warnings %q", err, buf.String())
	}
}

// TestExampleConfig holds .golangci.example.yml to its promise: its
// settings are accepted, and they show every key and every analyzer option.
func TestExampleConfig(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", ".golangci.example.yml"))
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Version string `yaml:"version"`
		Linters struct {
			Enable   []string `yaml:"enable"`
			Settings struct {
				Custom map[string]struct {
					Type     string         `yaml:"type"`
					Settings map[string]any `yaml:"settings"`
				} `yaml:"custom"`
			} `yaml:"settings"`
		} `yaml:"linters"`
	}
	if err := yaml.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Version != "2" || !slices.Contains(doc.Linters.Enable, Name) {
		t.Errorf("not a v2 configuration enabling %s", Name)
	}
	c, ok := doc.Linters.Settings.Custom[Name]
	if !ok || c.Type != "module" {
		t.Fatalf("no linters.settings.custom.%s of type module", Name)
	}
	if _, err := New(c.Settings); err != nil {
		t.Fatalf("the example's settings are rejected: %v", err)
	}
	for _, k := range knownKeys(reflect.TypeFor[config.Settings]()) {
		if _, ok := c.Settings[k]; !ok {
			t.Errorf("the example does not show the setting %q", k)
		}
	}
	opts, _ := c.Settings["options"].(map[string]any)
	all, err := idemlint.New(config.Settings{})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range all {
		shown, _ := opts[a.Name].(map[string]any)
		a.Flags.VisitAll(func(f *flag.Flag) {
			v, ok := shown[f.Name]
			if !ok {
				t.Errorf("the example does not show the option %s.%s", a.Name, f.Name)
			} else if fmt.Sprint(v) != f.DefValue {
				t.Errorf("the example shows %s.%s: %v; the default is %s", a.Name, f.Name, v, f.DefValue)
			}
		})
	}
}
