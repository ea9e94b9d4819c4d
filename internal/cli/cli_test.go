package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const payGo = `package pay

func Charge(n int) int { return n }

func Refund(n int) int { return n }

// Checkout charges twice.
func Checkout() {
	Charge(1)
	Charge(2)
}
`

const shopGo = `package shop

func Charge(n int) int { return n }

func Order() int {
	return Charge(3)
}
`

func payModule(t *testing.T) string {
	return writeModule(t, map[string]string{
		"pay/pay.go":   payGo,
		"shop/shop.go": shopGo,
		"clean/c.go":   "package clean\n\nfunc Fine() {}\n",
	})
}

func TestTextOutput(t *testing.T) {
	dir := payModule(t)
	got := runIn(t, dir)
	wantCode(t, got, ExitFindings)
	want := `pay/pay.go:9:2: call to Charge in Checkout charges again on retry; pass an idempotency key (fakecharge)
	pay/pay.go:8:6: enclosing function
pay/pay.go:10:2: call to Charge in Checkout charges again on retry; pass an idempotency key (fakecharge)
	pay/pay.go:8:6: enclosing function
shop/shop.go:6:9: call to Charge in Order charges again on retry; pass an idempotency key (fakecharge)
	shop/shop.go:5:6: enclosing function
`
	if got.stdout != want {
		t.Errorf("text output:\n%s\nwant:\n%s", got.stdout, want)
	}
	if got.stderr != "" {
		t.Errorf("unexpected stderr: %s", got.stderr)
	}
}

func TestPathsRelativeToWorkingDirectory(t *testing.T) {
	dir := payModule(t)
	got := runIn(t, filepath.Join(dir, "shop"), "./...")
	wantCode(t, got, ExitFindings)
	if !strings.HasPrefix(got.stdout, "shop.go:6:9: call to Charge") {
		t.Errorf("want a path relative to shop/:\n%s", got)
	}
}

func TestCleanExitsZero(t *testing.T) {
	dir := payModule(t)
	got := runIn(t, dir, "./clean")
	wantCode(t, got, ExitClean)
	if got.stdout != "" || got.stderr != "" {
		t.Errorf("want no output:\n%s", got)
	}
}

func TestJSONOutput(t *testing.T) {
	dir := payModule(t)
	got := runIn(t, dir, "-json", "./pay", "./clean")
	wantCode(t, got, ExitFindings)
	var tree map[string]map[string][]struct {
		Category       string `json:"category"`
		Posn           string `json:"posn"`
		End            string `json:"end"`
		Message        string `json:"message"`
		SuggestedFixes []struct {
			Message string `json:"message"`
			Edits   []struct {
				Filename   string `json:"filename"`
				Start, End int
				New        string `json:"new"`
			} `json:"edits"`
		} `json:"suggested_fixes"`
		Related []struct {
			Posn, End, Message string
		} `json:"related"`
	}
	if err := json.Unmarshal([]byte(got.stdout), &tree); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, got.stdout)
	}
	if len(tree) != 1 {
		t.Fatalf("want one package (clean has nothing), got %v", tree)
	}
	diags := tree["example.com/m/pay"]["fakecharge"]
	if len(diags) != 2 {
		t.Fatalf("want 2 diagnostics under example.com/m/pay/fakecharge:\n%s", got.stdout)
	}
	file := filepath.Join(dir, "pay", "pay.go")
	d := diags[0]
	if d.Posn != file+":9:2" || d.End != file+":9:11" {
		t.Errorf("posn/end = %s %s, want %s:9:2 and :9:11 (absolute, like multichecker)", d.Posn, d.End, file)
	}
	if len(d.Related) != 1 || d.Related[0].Posn != file+":8:6" || d.Related[0].Message != "enclosing function" {
		t.Errorf("related = %+v", d.Related)
	}
	if len(d.SuggestedFixes) != 1 || len(d.SuggestedFixes[0].Edits) != 2 || d.SuggestedFixes[0].Edits[0].New != "ChargeOnce" ||
		d.SuggestedFixes[0].Edits[0].Filename != file {
		t.Errorf("suggested fixes = %+v", d.SuggestedFixes)
	}
	// The raw shape: keys as multichecker spells them.
	wantContains(t, "JSON", got.stdout, `"posn": "`, `"end": "`, `"message": "`, `"suggested_fixes": [`, `"related": [`, `"filename": "`, `"start": `, `"new": "ChargeOnce"`)
}

func TestJSONCarriesAnalyzerErrors(t *testing.T) {
	dir := writeModule(t, map[string]string{"boom/b.go": "package boom\n\nfunc Boom() {}\n"})
	got := runIn(t, dir, "-json")
	wantCode(t, got, ExitError)
	var tree map[string]map[string]map[string]string
	if err := json.Unmarshal([]byte(got.stdout), &tree); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, got)
	}
	msg := tree["example.com/m/boom"]["fakecharge"]["error"]
	if !strings.Contains(msg, "internal error in fakecharge on package example.com/m/boom: boom") {
		t.Errorf("want the panic as {\"error\": …}, got %q\n%s", msg, got)
	}
}

func TestAnalyzerPanicIsAnError(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"boom/b.go": "package boom\n\nfunc Boom() {}\n",
		"pay/p.go":  "package pay\n\nfunc Charge() {}\n\nfunc F() { Charge() }\n",
	})
	got := runIn(t, dir)
	wantCode(t, got, ExitError)
	wantContains(t, "stderr", got.stderr, "example.com/m/boom", "internal error in fakecharge on package example.com/m/boom: boom")
	wantContains(t, "stdout", got.stdout, "pay/p.go:5:12: call to Charge in F") // the other package is still reported
}

func TestTypeAndSyntaxErrors(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"typeerr/t.go":   "package typeerr\n\nfunc F() int { return undefinedThing }\n",
		"syntaxerr/s.go": "package syntaxerr\n\nfunc F() {\n",
		"uses/u.go":      "package uses\n\nimport \"example.com/m/typeerr\"\n\nvar X = typeerr.F()\n",
		"pay/pay.go":     payGo,
	})
	got := runIn(t, dir)
	wantCode(t, got, ExitError)
	wantContains(t, "stderr", got.stderr,
		"# example.com/m/typeerr\ntypeerr/t.go:3:23: undefined: undefinedThing",
		"# example.com/m/syntaxerr\nsyntaxerr/s.go:3:12: expected ';', found 'EOF'",
		"example.com/m/uses: not analysed: a dependency has errors",
	)
	// The good package is still analysed and reported.
	wantContains(t, "stdout", got.stdout, "pay/pay.go:9:2: call to Charge in Checkout")
}

func TestNoPackages(t *testing.T) {
	dir := payModule(t)
	got := runIn(t, dir, "./nosuch/...")
	wantCode(t, got, ExitError)
	wantContains(t, "stderr", got.stderr, "pattern ./nosuch/... matches no packages")

	empty := writeModule(t, map[string]string{})
	got = runIn(t, empty)
	wantCode(t, got, ExitError)
	wantContains(t, "stderr", got.stderr, "no packages match ./...")
}

func TestTestFlag(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"pay/pay.go":      payGo,
		"pay/pay_test.go": "package pay\n\nimport \"testing\"\n\nfunc TestX(t *testing.T) { Charge(9) }\n",
	})
	got := runIn(t, dir)
	wantCode(t, got, ExitFindings)
	wantContains(t, "stdout", got.stdout, "pay/pay_test.go:5:28: call to Charge in TestX")
	if n := strings.Count(got.stdout, "pay/pay.go:9:2:"); n != 1 {
		t.Errorf("a finding in a file of both pay and its test variant must be printed once, got %d:\n%s", n, got.stdout)
	}
	got = runIn(t, dir, "-test=false")
	wantCode(t, got, ExitFindings)
	if strings.Contains(got.stdout, "pay_test.go") {
		t.Errorf("-test=false must leave test files out:\n%s", got)
	}
}

func TestAnalyzerFlags(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"pay/pay.go": payGo + "\nfunc Back() { Refund(1) }\n",
	})
	only := func(o outcome, analyzer string) {
		t.Helper()
		for _, l := range strings.Split(strings.TrimSpace(o.stdout), "\n") {
			if !strings.HasPrefix(l, "\t") && !strings.HasSuffix(l, "("+analyzer+")") {
				t.Errorf("want only %s findings, got %q\n%s", analyzer, l, o)
			}
		}
	}
	got := runIn(t, dir, "-fakecharge=false")
	wantCode(t, got, ExitFindings)
	only(got, "fakewide")
	got = runIn(t, dir, "-fakewide")
	wantCode(t, got, ExitFindings)
	only(got, "fakewide")
	got = runIn(t, dir, "-fakecharge", "-fakecharge.func=Refund")
	wantCode(t, got, ExitFindings)
	only(got, "fakecharge")
	wantContains(t, "stdout", got.stdout, "call to Refund in Back")

	got = runIn(t, dir, "-nosuch=false")
	wantCode(t, got, ExitError)
	wantContains(t, "stderr", got.stderr, "unknown flag -nosuch;", "fakecharge, fakewide")
	got = runIn(t, dir, "-nosuch.func=x")
	wantCode(t, got, ExitError)
	wantContains(t, "stderr", got.stderr, `unknown analyzer "nosuch" in flag -nosuch.func`)
	got = runIn(t, dir, "-fakecharge.nosuch=x")
	wantCode(t, got, ExitError)
	wantContains(t, "stderr", got.stderr, `analyzer fakecharge has no option "nosuch"`)
}

func TestExplainAndVersion(t *testing.T) {
	dir := t.TempDir()
	got := runIn(t, dir, "-explain", "fakecharge")
	wantCode(t, got, ExitClean)
	wantContains(t, "stdout", got.stdout, "fakecharge: report calls to Charge\n\nEvery call to Charge charges again on a retry.",
		"-fakecharge.func (default \"Charge\")", "Documentation: https://github.com/idemlint/idemlint/blob/main/docs/fakecharge.md")
	got = runIn(t, dir, "-explain", "nosuch")
	wantCode(t, got, ExitError)
	wantContains(t, "stderr", got.stderr, `-explain: unknown analyzer "nosuch" (known: fakecharge, fakewide)`)
	got = runIn(t, dir, "-version")
	wantCode(t, got, ExitClean)
	if got.stdout != "idemlint version v0.0.0-test\n" {
		t.Errorf("-version printed %q", got.stdout)
	}
	if v := Version(); v == "" {
		t.Error("Version() is empty")
	}
}

func TestBadFlagCombinations(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"-json", "-sarif"},
		{"-format", "xml"},
		{"-fix", "-json"},
		{"-fix", "-diff"},
		{"-baseline-update"},
		{"-format", "text", "-json"},
	} {
		got := runIn(t, dir, args...)
		if got.code != ExitError || !strings.HasPrefix(got.stderr, "idemlint: ") {
			t.Errorf("%v: want exit 1 and a message, got\n%s", args, got)
		}
	}
}

func TestMalformedDirective(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"pay/pay.go": "package pay\n\nfunc Charge() {}\n\nfunc F() {\n\t//idemlint:ignore fakecharge\n\tCharge()\n}\n",
	})
	got := runIn(t, dir)
	wantCode(t, got, ExitError)
	wantContains(t, "stderr", got.stderr, "malformed idemlint directive", "pay/pay.go:6:2: idemlint:ignore fakecharge needs a reason")
	if strings.Contains(got.stderr, dir) {
		t.Errorf("paths in errors should be relative to the working directory:\n%s", got.stderr)
	}
}

func TestIgnoreDirectiveDropsFinding(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"pay/pay.go": "package pay\n\nfunc Charge() {}\n\nfunc F() {\n\t//idemlint:ignore fakecharge the caller dedups by order ID\n\tCharge()\n}\n",
	})
	got := runIn(t, dir)
	wantCode(t, got, ExitClean)
	if got.stdout != "" {
		t.Errorf("suppressed findings are dropped outside SARIF:\n%s", got)
	}
	got = runIn(t, dir, "-json")
	wantCode(t, got, ExitClean)
	if strings.TrimSpace(got.stdout) != "{}" {
		t.Errorf("suppressed findings are dropped from JSON:\n%s", got)
	}
}

func TestGitHubFormat(t *testing.T) {
	dir := payModule(t)
	if err := os.Mkdir(filepath.Join(dir, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	got := runIn(t, filepath.Join(dir, "shop"), "-format", "github", ".")
	wantCode(t, got, ExitFindings)
	want := "::error file=shop/shop.go,line=6,col=9,endLine=6,endColumn=18,title=idemlint/fakecharge::" +
		"call to Charge in Order charges again on retry; pass an idempotency key%0Ashop/shop.go:5:6: enclosing function%0A" +
		"https://github.com/idemlint/idemlint/blob/main/docs/fakecharge.md\n"
	if got.stdout != want {
		t.Errorf("github output:\n%s\nwant (paths relative to the repository root):\n%s", got.stdout, want)
	}
	if g := ghData("50% done\r\nnext"); g != "50%25 done%0D%0Anext" {
		t.Errorf("ghData = %q", g)
	}
	if g := ghProperty("a:b,c%"); g != "a%3Ab%2Cc%25" {
		t.Errorf("ghProperty = %q", g)
	}
}

func TestDeterminism(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"pay/pay.go":      payGo + "\nfunc Back() { Refund(Charge(4)) }\n",
		"shop/shop.go":    shopGo,
		"a/a.go":          "package a\n\nfunc Charge() {}\n\nfunc A() { Charge(); Charge() }\n\nfunc B() {\n\t//idemlint:ignore fakecharge known\n\tCharge()\n}\n",
		"z/z.go":          "package z\n\nfunc Refund() {}\n\nfunc Z() { Refund() }\n",
		"z/internal/i.go": "package internal\n\nfunc Charge() {}\n\nfunc I() { Charge() }\n",
	})
	for _, args := range [][]string{nil, {"-json"}, {"-sarif"}, {"-format", "github"}} {
		first := runIn(t, dir, args...)
		wantCode(t, first, ExitFindings)
		for i := 0; i < 3; i++ {
			again := runIn(t, dir, args...)
			if again.stdout != first.stdout || again.stderr != first.stderr {
				t.Fatalf("%v: run %d differs:\n%s\nfirst:\n%s", args, i+2, again, first)
			}
		}
	}
}

func TestHelp(t *testing.T) {
	got := runIn(t, t.TempDir(), "-help")
	wantCode(t, got, ExitClean)
	wantContains(t, "stderr", got.stderr, "usage: idemlint [flags] [packages]", "fakecharge: report calls to Charge", "-fakecharge.func")
}
