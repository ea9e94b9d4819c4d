package cli

import (
	"encoding/json"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const payFixed = `package pay

func Charge(n int) int { return n }

func Refund(n int) int { return n }

// Checkout charges twice.
func Checkout() {
	ChargeOnce("key", 1)
	ChargeOnce("key", 2)
}
`

const onceGo = "package pay\n\nfunc ChargeOnce(key string, n int) int { return n }\n"

func TestFixAppliesAndFormats(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"pay/pay.go": payGo, "pay/once.go": onceGo,
		"shop/shop.go": shopGo, "shop/once.go": strings.Replace(onceGo, "pay", "shop", 1),
	})
	got := runIn(t, dir, "-fix")
	wantCode(t, got, ExitClean)
	wantContains(t, "stderr", got.stderr, "idemlint: applied 3 fixes in 2 files")
	// The inserted `"key",   ` is gofmt-ed to `"key", `.
	if s := readFile(t, filepath.Join(dir, "pay", "pay.go")); s != payFixed {
		t.Errorf("pay.go after -fix:\n%s\nwant:\n%s", s, payFixed)
	}
	if s := readFile(t, filepath.Join(dir, "shop", "shop.go")); !strings.Contains(s, "\treturn ChargeOnce(\"key\", 3)\n") {
		t.Errorf("shop.go after -fix:\n%s", s)
	}
	if fi, err := os.Stat(filepath.Join(dir, "pay", "pay.go")); err != nil || fi.Mode().Perm() != 0o644 {
		t.Errorf("mode after -fix: %v %v", fi.Mode(), err)
	}
	entries, _ := os.ReadDir(filepath.Join(dir, "pay"))
	if len(entries) != 2 {
		t.Errorf("temporary files left behind: %v", entries)
	}
	// Nothing left to fix.
	again := runIn(t, dir, "-fix")
	wantCode(t, again, ExitClean)
}

func TestFixReportsUnfixable(t *testing.T) {
	dir := writeModule(t, map[string]string{"pay/pay.go": payGo + "\nfunc Back() { Refund(1) }\n"})
	got := runIn(t, dir, "-fix", "-fakecharge.func=Nothing")
	// fakewide's fix applies; nothing is left.
	wantCode(t, got, ExitClean)
	if s := readFile(t, filepath.Join(dir, "pay", "pay.go")); !strings.Contains(s, "func Back() { RefundSafely() }") {
		t.Errorf("pay.go:\n%s", s)
	}
}

func TestFixRefusesChangedFile(t *testing.T) {
	dir := writeModule(t, map[string]string{"pay/pay.go": payGo, "shop/shop.go": shopGo})
	pay := filepath.Join(dir, "pay", "pay.go")
	changed := payGo + "\n// edited while idemlint ran\n"
	got := runWith(t, Options{Dir: dir, Args: []string{"-fix"}, BeforeFix: func() {
		if err := os.WriteFile(pay, []byte(changed), 0o644); err != nil {
			t.Fatal(err)
		}
	}})
	wantCode(t, got, ExitError)
	wantContains(t, "stderr", got.stderr, "pay/pay.go changed since it was analysed; refusing to apply fixes", "no file was changed")
	if s := readFile(t, pay); s != changed {
		t.Errorf("the changed file was touched:\n%s", s)
	}
	if s := readFile(t, filepath.Join(dir, "shop", "shop.go")); s != shopGo {
		t.Errorf("no file may be written when one is refused:\n%s", s)
	}
}

func TestFixRejectsConflicts(t *testing.T) {
	src := payGo + "\nfunc Back() { Refund(Charge(4)) }\n"
	dir := writeModule(t, map[string]string{"pay/pay.go": src, "shop/shop.go": shopGo})
	got := runIn(t, dir, "-fix")
	wantCode(t, got, ExitError)
	wantContains(t, "stderr", got.stderr, "conflicting suggested fixes; no file was changed",
		`pay/pay.go: fix "Refund safely" for pay/pay.go:13:15 (fakewide) conflicts with fix "Call ChargeOnce with a key" for pay/pay.go:13:22 (fakecharge)`)
	if s := readFile(t, filepath.Join(dir, "pay", "pay.go")); s != src {
		t.Errorf("pay.go changed:\n%s", s)
	}
	if s := readFile(t, filepath.Join(dir, "shop", "shop.go")); s != shopGo {
		t.Errorf("shop.go changed:\n%s", s)
	}
}

func TestFixRefusesInvalidGo(t *testing.T) {
	src := payGo + "\nfunc Unbalanced() {}\n\nfunc Back() { Unbalanced() }\n"
	dir := writeModule(t, map[string]string{"pay/pay.go": src})
	got := runIn(t, dir, "-fix", "-fakewide.func=Unbalanced")
	wantCode(t, got, ExitError)
	wantContains(t, "stderr", got.stderr, "pay/pay.go: the suggested fixes do not produce valid Go", "no file was changed")
	if s := readFile(t, filepath.Join(dir, "pay", "pay.go")); s != src {
		t.Errorf("pay.go changed:\n%s", s)
	}
}

func TestDiff(t *testing.T) {
	dir := writeModule(t, map[string]string{"pay/pay.go": payGo})
	got := runIn(t, dir, "-diff")
	wantCode(t, got, ExitFindings)
	want := `--- a/pay/pay.go
+++ b/pay/pay.go
@@ -6,6 +6,6 @@
 
 // Checkout charges twice.
 func Checkout() {
-	Charge(1)
-	Charge(2)
+	ChargeOnce("key", 1)
+	ChargeOnce("key", 2)
 }
`
	if got.stdout != want {
		t.Errorf("-diff printed:\n%s\nwant:\n%s", got.stdout, want)
	}
	if s := readFile(t, filepath.Join(dir, "pay", "pay.go")); s != payGo {
		t.Errorf("-diff changed the file:\n%s", s)
	}
	clean := runIn(t, dir, "-diff", "./nosuchpkg/...")
	wantCode(t, clean, ExitError)
}

// splitLines splits s after each newline; the last line may lack one.
func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	lines := strings.SplitAfter(s, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}

// applyUnified applies a diff made by unifiedDiff to old (a test oracle).
func applyUnified(t *testing.T, old, diff string) string {
	t.Helper()
	a := splitLines(old)
	lines := splitLines(diff)
	var out []string
	ai := 0
	for i := 2; i < len(lines); i++ {
		l := lines[i]
		switch {
		case strings.HasPrefix(l, "@@"):
			var as, al, bs, bl int
			if n := parseHunk(l, &as, &al, &bs, &bl); !n {
				t.Fatalf("bad hunk header %q", l)
			}
			start := as - 1
			if al == 0 {
				start = as
			}
			out = append(out, a[ai:start]...)
			ai = start
		case strings.HasPrefix(l, `\`):
			// Only an added line carries the newline the writer put
			// before the marker; context and deleted lines come from old.
			if strings.HasPrefix(lines[i-1], "+") {
				out[len(out)-1] = strings.TrimSuffix(out[len(out)-1], "\n")
			}
		case l[0] == ' ':
			out = append(out, a[ai])
			ai++
		case l[0] == '-':
			ai++
		case l[0] == '+':
			out = append(out, l[1:])
		}
	}
	out = append(out, a[ai:]...)
	return strings.Join(out, "")
}

func parseHunk(l string, as, al, bs, bl *int) bool {
	f := strings.Fields(l)
	if len(f) < 3 {
		return false
	}
	parse := func(s string, start, n *int) {
		*n = 1
		if a, b, ok := strings.Cut(s, ","); ok {
			s = a
			*n = atoi(b)
		}
		*start = atoi(s)
	}
	parse(f[1][1:], as, al)
	parse(f[2][1:], bs, bl)
	return true
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

func TestUnifiedDiffRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	words := []string{"a\n", "b\n", "c\n", "d\n", "e\n"}
	gen := func() string {
		var sb strings.Builder
		n := rng.Intn(40)
		for i := 0; i < n; i++ {
			sb.WriteString(words[rng.Intn(len(words))])
		}
		s := sb.String()
		if s != "" && rng.Intn(4) == 0 {
			s = strings.TrimSuffix(s, "\n") // no newline at end of file
		}
		return s
	}
	for i := 0; i < 2000; i++ {
		old, new := gen(), gen()
		d, err := unifiedDiff("f.go", old, new)
		if err != nil {
			t.Fatal(err)
		}
		if old == new {
			if d != "" {
				t.Fatalf("diff of equal texts: %q", d)
			}
			continue
		}
		if got := applyUnified(t, old, d); got != new {
			t.Fatalf("applying the diff of\n%q\nto\n%q\ngives\n%q\ndiff:\n%s", old, new, got, d)
		}
	}
	// Minimal: a one-line change in a long file is one small hunk.
	old := strings.Repeat("x\n", 100) + "y\n" + strings.Repeat("x\n", 100)
	new := strings.Replace(old, "y\n", "z\n", 1)
	d, err := unifiedDiff("f.go", old, new)
	if err != nil || d != "--- a/f.go\n+++ b/f.go\n@@ -98,7 +98,7 @@\n x\n x\n x\n-y\n+z\n x\n x\n x\n" {
		t.Errorf("diff:\n%s", d)
	}
}

func TestBaseline(t *testing.T) {
	dir := writeModule(t, map[string]string{"pay/pay.go": payGo, "shop/shop.go": shopGo})
	base := filepath.Join(dir, "idemlint-baseline.json")

	got := runIn(t, dir, "-baseline", "idemlint-baseline.json")
	wantCode(t, got, ExitClean)
	wantContains(t, "stderr", got.stderr, "idemlint: wrote baseline idemlint-baseline.json with 3 findings")
	var b baselineFile
	if err := json.Unmarshal([]byte(readFile(t, base)), &b); err != nil {
		t.Fatal(err)
	}
	if len(b.Findings) != 2 || b.Findings[0].File != "pay/pay.go" || b.Findings[0].Function != "Checkout" || b.Findings[0].Count != 2 ||
		b.Findings[1].File != "shop/shop.go" || b.Findings[1].Count != 1 || len(b.Findings[0].Fingerprint) != 64 {
		t.Errorf("baseline: %+v", b)
	}

	got = runIn(t, dir, "-baseline", "idemlint-baseline.json")
	wantCode(t, got, ExitClean)
	if got.stdout != "" {
		t.Errorf("baselined findings are not reported:\n%s", got)
	}

	// Lines move: fingerprints hold.
	pay := filepath.Join(dir, "pay", "pay.go")
	shifted := strings.Replace(payGo, "package pay\n", "package pay\n\n// A comment\n// that moves\n// every line.\n", 1)
	if err := os.WriteFile(pay, []byte(shifted), 0o644); err != nil {
		t.Fatal(err)
	}
	got = runIn(t, dir, "-baseline", "idemlint-baseline.json")
	wantCode(t, got, ExitClean)

	// A third charge in Checkout is one more than the baseline's count.
	third := strings.Replace(shifted, "\tCharge(2)\n", "\tCharge(2)\n\tCharge(5)\n", 1)
	if err := os.WriteFile(pay, []byte(third), 0o644); err != nil {
		t.Fatal(err)
	}
	got = runIn(t, dir, "-baseline", "idemlint-baseline.json")
	wantCode(t, got, ExitFindings)
	if n := strings.Count(got.stdout, "(fakecharge)"); n != 1 {
		t.Errorf("want exactly one new finding:\n%s", got)
	}
	js := runIn(t, dir, "-json", "-baseline", "idemlint-baseline.json")
	wantCode(t, js, ExitFindings)
	if n := strings.Count(js.stdout, `"message": "call to`); n != 1 {
		t.Errorf("JSON honours the baseline too:\n%s", js)
	}

	// SARIF carries baselined findings as suppressed outside the source.
	sarif := runIn(t, dir, "-sarif", "-baseline", "idemlint-baseline.json")
	wantCode(t, sarif, ExitFindings)
	if errs := validateSARIF(t, []byte(sarif.stdout)); len(errs) > 0 {
		t.Fatalf("SARIF with a baseline does not validate:\n%s", strings.Join(errs, "\n"))
	}
	if n := strings.Count(sarif.stdout, `"kind": "external"`); n != 3 {
		t.Errorf("want 3 baselined results marked external, got %d:\n%s", n, sarif.stdout)
	}
	wantContains(t, "SARIF", sarif.stdout, `"justification": "accepted in the baseline idemlint-baseline.json"`)

	// -baseline-update accepts the current findings.
	got = runIn(t, dir, "-baseline", "idemlint-baseline.json", "-baseline-update")
	wantCode(t, got, ExitClean)
	wantContains(t, "stderr", got.stderr, "with 4 findings")
	got = runIn(t, dir, "-baseline", "idemlint-baseline.json")
	wantCode(t, got, ExitClean)

	// A broken baseline is an error, not an empty one.
	if err := os.WriteFile(base, []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	got = runIn(t, dir, "-baseline", "idemlint-baseline.json")
	wantCode(t, got, ExitError)
	wantContains(t, "stderr", got.stderr, "baseline idemlint-baseline.json: ")
}

func TestBaselineNotWrittenWhenIncomplete(t *testing.T) {
	dir := writeModule(t, map[string]string{"pay/pay.go": payGo, "bad/b.go": "package bad\n\nvar X int = \"s\"\n"})
	got := runIn(t, dir, "-baseline", "b.json")
	wantCode(t, got, ExitError)
	wantContains(t, "stderr", got.stderr, "baseline b.json not written: the analysis was incomplete")
	if _, err := os.Stat(filepath.Join(dir, "b.json")); err == nil {
		t.Error("baseline written from an incomplete analysis")
	}
}
