package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/idemlint/idemlint"
	"github.com/idemlint/idemlint/internal/config"
)

func TestConfigFoundUpward(t *testing.T) {
	dir := writeModule(t, map[string]string{
		".idemlint.yml": "disable: [fakecharge]\n",
		"pay/pay.go":    payGo + "\nfunc Back() { Refund(1) }\n",
	})
	got := runIn(t, filepath.Join(dir, "pay"), ".")
	wantCode(t, got, ExitFindings)
	if strings.Contains(got.stdout, "(fakecharge)") || !strings.Contains(got.stdout, "(fakewide)") {
		t.Errorf("the file upward disables fakecharge:\n%s", got)
	}
	// Flags override the file: naming fakecharge runs it.
	got = runIn(t, filepath.Join(dir, "pay"), "-fakecharge", ".")
	wantCode(t, got, ExitFindings)
	if !strings.Contains(got.stdout, "(fakecharge)") || strings.Contains(got.stdout, "(fakewide)") {
		t.Errorf("-fakecharge overrides the file:\n%s", got)
	}
}

func TestConfigOptionsAndFlagOverride(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"cfg/idemlint.yml": "options:\n  fakecharge:\n    func: Refund\n",
		"pay/pay.go":       payGo + "\nfunc Back() { Refund(1) }\n",
	})
	got := runIn(t, dir, "-config", "cfg/idemlint.yml", "-fakecharge")
	wantCode(t, got, ExitFindings)
	if got.stdout != "pay/pay.go:13:15: call to Refund in Back charges again on retry; pass an idempotency key (fakecharge)\n\tpay/pay.go:13:6: enclosing function\n" {
		t.Errorf("options.fakecharge.func from -config:\n%s", got)
	}
	got = runIn(t, dir, "-config", "cfg/idemlint.yml", "-fakecharge", "-fakecharge.func=Charge")
	wantCode(t, got, ExitFindings)
	if strings.Contains(got.stdout, "Refund") || !strings.Contains(got.stdout, "call to Charge") {
		t.Errorf("the flag overrides the file's option:\n%s", got)
	}
}

func TestConfigErrors(t *testing.T) {
	for _, c := range []struct {
		name, yml string
		want      string
	}{
		{"unknown key", "disable: [fakewide]\nenabel: [fakecharge]\n",
			`.idemlint.yml:2: unknown key "enabel" (known keys: `},
		{"unknown nested key", "knowledge:\n  - name: example.com/x.F\n    roles: [effect]\n    rolez: [ack]\n",
			`.idemlint.yml:4: unknown key "rolez" in knowledge[0] (known keys: `},
		{"unknown analyzer", "enable:\n  - fakecharge\n  - nosuch\n",
			`.idemlint.yml:3: enable: unknown analyzer "nosuch" (known: fakecharge, fakewide)`},
		{"unknown analyzer options", "options:\n  nosuch: {x: 1}\n",
			`.idemlint.yml:2: options: unknown analyzer "nosuch"`},
		{"unknown option", "options:\n  fakecharge:\n    fnc: Refund\n",
			`.idemlint.yml:3: options.fakecharge: unknown key "fnc" (options of fakecharge: func)`},
		{"list for a scalar", "options:\n  fakecharge:\n    func: [a, b]\n",
			`.idemlint.yml:3: options.fakecharge.func: expected a single value, found a list`},
		{"scalar for a list", "disable: fakewide\n",
			`.idemlint.yml:1: disable: expected a list, found "fakewide"`},
		{"bad role", "knowledge:\n  - name: example.com/x.F\n    roles: [efect]\n",
			`.idemlint.yml:2: knowledge[0]: knowledge entry "example.com/x.F": unknown role "efect"`},
		{"number for a string", "disable: [12]\n",
			`.idemlint.yml:1: disable[0]: expected a string, found "12"`},
		{"syntax", "disable: [fakewide\n",
			`.idemlint.yml:1: did not find expected ',' or ']'`},
		{"not a mapping", "- a\n- b\n",
			`.idemlint.yml:1: the file: expected a mapping, found a list`},
		{"duplicate key", "disable: [fakewide]\ndisable: [fakecharge]\n",
			`.idemlint.yml:2: `},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := writeModule(t, map[string]string{".idemlint.yml": c.yml, "pay/pay.go": payGo})
			got := runIn(t, dir)
			wantCode(t, got, ExitError)
			if !strings.HasPrefix(got.stderr, "idemlint: "+c.want) {
				t.Errorf("want %q, got:\n%s", "idemlint: "+c.want, got.stderr)
			}
			if got.stdout != "" {
				t.Errorf("nothing is analysed with a bad config:\n%s", got)
			}
		})
	}
}

func TestConfigEmptyFile(t *testing.T) {
	dir := writeModule(t, map[string]string{".idemlint.yml": "# nothing yet\n", "pay/pay.go": payGo})
	got := runIn(t, dir)
	wantCode(t, got, ExitFindings)
}

func TestMissingConfigFile(t *testing.T) {
	dir := writeModule(t, map[string]string{"pay/pay.go": payGo})
	got := runIn(t, dir, "-config", "nosuch.yml")
	wantCode(t, got, ExitError)
	wantContains(t, "stderr", got.stderr, "config file nosuch.yml does not exist")
}

func TestFindConfigStopsAtRoot(t *testing.T) {
	dir := t.TempDir()
	sub := filepath.Join(dir, "a", "b")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, ConfigName), []byte("{}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := FindConfig(sub)
	if err != nil || got != filepath.Join(dir, ConfigName) {
		t.Errorf("FindConfig = %q, %v", got, err)
	}
	if got, err := FindConfig("/"); err != nil || (got != "" && got != "/"+ConfigName) {
		t.Errorf("FindConfig(/) = %q, %v", got, err)
	}
}

func TestVetInvocation(t *testing.T) {
	for _, c := range []struct {
		args []string
		vet  bool
	}{
		{[]string{"-V=full"}, true},
		{[]string{"-flags"}, true},
		{[]string{"-json", "/tmp/b001/vet.cfg"}, true},
		{[]string{"-relativewrite=false", "-config=x.yml", "vet.cfg"}, true},
		{nil, false},
		{[]string{"./..."}, false},
		{[]string{"-json", "./pkg"}, false},
		{[]string{"-config", "x.cfg", "./..."}, false},
	} {
		if got := IsVetInvocation(c.args); got != c.vet {
			t.Errorf("IsVetInvocation(%q) = %v", c.args, got)
		}
	}
	if got := configArg([]string{"-json", "-config", "a.yml", "x.cfg"}); got != "a.yml" {
		t.Errorf("configArg = %q", got)
	}
	if got := configArg([]string{"--config=b.yml", "x.cfg"}); got != "b.yml" {
		t.Errorf("configArg = %q", got)
	}
}

// TestConfigDedupWords: dedup-words is one suite setting. The old
// per-analyzer options are still accepted, folded into it and reported as
// deprecated, with their line, on stderr; an analyzer that never had the
// option still rejects it, and so does an unknown key.
func TestConfigDedupWords(t *testing.T) {
	suite := Suite{Names: idemlint.Names, New: idemlint.New}
	load := func(yml string) (config.Settings, string, string, error) {
		path := filepath.Join(t.TempDir(), ".idemlint.yml")
		if err := os.WriteFile(path, []byte(yml), 0o644); err != nil {
			t.Fatal(err)
		}
		var warn strings.Builder
		s, err := LoadConfig(path, suite, &warn)
		return s, path, warn.String(), err
	}
	s, path, warn, err := load("dedup-words: inbox\noptions:\n  retrykeyless:\n    retrying-clients: false\n    dedup-words: outbox, inbox\n")
	if err != nil {
		t.Fatal(err)
	}
	if s.DedupWords != "inbox,outbox" || s.Options["retrykeyless"]["retrying-clients"] != false || len(s.Options["retrykeyless"]) != 1 {
		t.Errorf("settings %+v, want dedup-words inbox,outbox and retrykeyless's other option", s)
	}
	want := "idemlint: warning: " + path + ":5: options.retrykeyless.dedup-words is deprecated: set dedup-words at the top level; it applies to every analyzer\n"
	if warn != want {
		t.Errorf("warning %q, want %q", warn, want)
	}
	if _, _, warn, err := load("dedup-words: inbox\n"); err != nil || warn != "" {
		t.Errorf("the setting alone: err %v, warning %q", err, warn)
	}
	for yml, msg := range map[string]string{
		"options:\n  ackorder:\n    dedup-words: outbox\n": `:3: options.ackorder: unknown key "dedup-words"`,
		"dedup-words: [inbox]\n":                           `:1: dedup-words: expected a single value, found a list`,
		"dedup-word: inbox\n":                              `:1: unknown key "dedup-word"`,
	} {
		if _, path, _, err := load(yml); err == nil || !strings.HasPrefix(err.Error(), path+msg) {
			t.Errorf("%q: error %v, want %s%s", yml, err, path, msg)
		}
	}
}

// TestDedupWordsFlags: -dedup-words sets the suite setting, and the old
// -<analyzer>.dedup-words flags still work, with a warning.
func TestDedupWordsFlags(t *testing.T) {
	dir := writeModule(t, map[string]string{"pay/pay.go": payGo})
	suite := Suite{Names: idemlint.Names, New: idemlint.New}
	got := runWith(t, Options{Dir: dir, Suite: suite, Args: []string{"-dedup-words=inbox", "./..."}})
	wantCode(t, got, ExitClean)
	if got.stderr != "" {
		t.Errorf("-dedup-words warns:\n%s", got)
	}
	got = runWith(t, Options{Dir: dir, Suite: suite, Args: []string{"-dedupschema.dedup-words=inbox", "./..."}})
	wantCode(t, got, ExitClean)
	if got.stderr != "idemlint: warning: -dedupschema.dedup-words is deprecated: use -dedup-words; it applies to every analyzer\n" {
		t.Errorf("-dedupschema.dedup-words:\n%s", got)
	}
	got = runWith(t, Options{Dir: dir, Suite: suite, Args: []string{"-ackorder.dedup-words=inbox", "./..."}})
	wantCode(t, got, ExitError)
}
