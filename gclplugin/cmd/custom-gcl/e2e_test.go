package main

// End-to-end: build this custom golangci-lint and run it on the sample
// module under gclplugin/testdata/sample. The first build takes minutes;
// the Go build cache makes later ones fast.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/format"
	"go/parser"
	"go/token"
	goversion "go/version"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

var (
	binary   string // the custom golangci-lint
	gclCache string // golangci-lint's cache, fresh for every test run
)

func TestMain(m *testing.M) {
	os.Exit(func() int {
		dir, err := os.MkdirTemp("", "custom-gcl-")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		defer os.RemoveAll(dir)
		binary = filepath.Join(dir, "custom-gcl")
		if runtime.GOOS == "windows" {
			binary += ".exe"
		}
		gclCache = filepath.Join(dir, "cache")
		out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput()
		if err != nil {
			fmt.Fprintf(os.Stderr, "building custom-gcl: %v\n%s", err, out)
			return 1
		}
		return m.Run()
	}())
}

// config is a .golangci.yml that runs idemlint alone with the given
// settings (YAML, indented under settings:).
func config(settings string) string {
	return `version: "2"
linters:
  default: none
  enable: [idemlint]
  settings:
    custom:
      idemlint:
        type: module
        description: idempotency red flags (idemlint)
        settings:
` + settings
}

const defaultSettings = "          disable: [dedupschema]\n"

// sample copies the sample module into a temporary directory and writes
// its .golangci.yml.
func sample(t *testing.T, cfg string) string {
	t.Helper()
	dst := t.TempDir()
	src := filepath.Join("..", "..", "testdata", "sample")
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dst, ".golangci.yml"), []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	return dst
}

// gcl runs the custom binary in dir and returns its output and exit code.
func gcl(t *testing.T, dir string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOLANGCI_LINT_CACHE="+gclCache)
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	err := cmd.Run()
	code = 0
	if err != nil {
		ee, ok := err.(*exec.ExitError)
		if !ok {
			t.Fatalf("running %v: %v", args, err)
		}
		code = ee.ExitCode()
	}
	return o.String(), e.String(), code
}

type issue struct {
	FromLinter string
	Text       string
	Pos        struct {
		Filename string
		Line     int
	}
	SuggestedFixes []struct{ Message string }
}

// lint runs `custom-gcl run` with JSON output and returns the issues.
func lint(t *testing.T, dir string, extra ...string) []issue {
	t.Helper()
	jsonPath := filepath.Join(t.TempDir(), "issues.json")
	args := append([]string{"run", "--output.json.path=" + jsonPath}, extra...)
	args = append(args, "./...")
	stdout, stderr, code := gcl(t, dir, args...)
	if code != 0 && code != 1 { // 1: issues found
		t.Fatalf("custom-gcl run: exit %d\n%s%s", code, stdout, stderr)
	}
	data, err := os.ReadFile(jsonPath)
	if err != nil {
		t.Fatalf("%v\n%s%s", err, stdout, stderr)
	}
	var report struct{ Issues []issue }
	if err := json.Unmarshal(data, &report); err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	return report.Issues
}

// find returns the issue of analyzer at line of pay/pay.go, if any.
func find(issues []issue, analyzer string, line int) *issue {
	for i, is := range issues {
		if is.Pos.Line == line && filepath.ToSlash(is.Pos.Filename) == "pay/pay.go" && strings.HasPrefix(is.Text, analyzer+": ") {
			return &issues[i]
		}
	}
	return nil
}

func dump(issues []issue) string {
	var b strings.Builder
	for _, is := range issues {
		fmt.Fprintf(&b, "\t%s:%d: %s (%s)\n", is.Pos.Filename, is.Pos.Line, is.Text, is.FromLinter)
	}
	return b.String()
}

// Lines of testdata/sample/pay/pay.go.
const (
	lineCredit = 17 // balance = balance + $1
	lineDebit  = 29 // balance = balance - $1, with //nolint:idemlint
	lineNotify = 39 // http.Post in a retry loop
	lineCharge = 66 // rand.Text key minted per attempt
)

func TestFindingsUnderIdemlint(t *testing.T) {
	dir := sample(t, config(defaultSettings))
	issues := lint(t, dir)
	for _, want := range []struct {
		analyzer string
		line     int
	}{{"relativewrite", lineCredit}, {"retrykeyless", lineNotify}, {"keyderivation", lineCharge}} {
		is := find(issues, want.analyzer, want.line)
		if is == nil {
			t.Errorf("no %s finding at pay/pay.go:%d; issues:\n%s", want.analyzer, want.line, dump(issues))
			continue
		}
		if is.FromLinter != "idemlint" {
			t.Errorf("%s finding reported by %q, want idemlint", want.analyzer, is.FromLinter)
		}
	}
	for _, is := range issues {
		if is.FromLinter != "idemlint" {
			t.Errorf("issue from another linter: %+v", is)
		}
	}
	// The absolute write beside the delta is clean.
	if find(issues, "relativewrite", 23) != nil {
		t.Errorf("the absolute write is flagged:\n%s", dump(issues))
	}
	if is := find(issues, "keyderivation", lineCharge); is != nil && len(is.SuggestedFixes) == 0 {
		t.Errorf("the keyderivation finding carries no suggested fix")
	}
}

func TestNolint(t *testing.T) {
	dir := sample(t, config(defaultSettings))
	if is := find(lint(t, dir), "relativewrite", lineDebit); is != nil {
		t.Errorf("//nolint:idemlint did not suppress: %+v", is)
	}
	// Without the directive the same line is reported: the suppression,
	// not the analyzer, kept it quiet.
	path := filepath.Join(dir, "pay", "pay.go")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	src = bytes.Replace(src, []byte(" //nolint:idemlint // test: suppressed"), nil, 1)
	if err := os.WriteFile(path, src, 0o644); err != nil {
		t.Fatal(err)
	}
	if issues := lint(t, dir); find(issues, "relativewrite", lineDebit) == nil {
		t.Errorf("without //nolint the delta at line %d is not reported:\n%s", lineDebit, dump(issues))
	}
}

func TestSettings(t *testing.T) {
	t.Run("enable", func(t *testing.T) {
		dir := sample(t, config("          enable: [relativewrite]\n"))
		issues := lint(t, dir)
		if find(issues, "relativewrite", lineCredit) == nil || find(issues, "retrykeyless", lineNotify) != nil {
			t.Errorf("enable: [relativewrite] not honoured:\n%s", dump(issues))
		}
	})
	for _, tc := range []struct{ name, settings, want string }{
		{"unknown key", "          disabel: [ackorder]\n", `idemlint: settings: json: unknown field "disabel"`},
		{"unknown analyzer", "          disable: [nosuch]\n", `idemlint: settings: unknown analyzer "nosuch"`},
		{"unknown option", "          options:\n            relativewrite:\n              nosuch: true\n", `analyzer relativewrite has no option "nosuch"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := sample(t, config(tc.settings))
			stdout, stderr, code := gcl(t, dir, "run", "./...")
			if code != 3 { // golangci-lint's exitcodes.Failure; 1 means issues
				t.Fatalf("exit %d, want 3 (failure)\n%s%s", code, stdout, stderr)
			}
			if !strings.Contains(stdout+stderr, tc.want) {
				t.Errorf("output does not say %q:\n%s%s", tc.want, stdout, stderr)
			}
		})
	}
}

func TestFix(t *testing.T) {
	dir := sample(t, config(defaultSettings))
	stdout, stderr, code := gcl(t, dir, "run", "--fix", "./...")
	if code != 0 && code != 1 {
		t.Fatalf("custom-gcl run --fix: exit %d\n%s%s", code, stdout, stderr)
	}
	got, err := os.ReadFile(filepath.Join(dir, "pay", "pay.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"\tidempotencyKey := rand.Text()\n\treturn retry(func() error {",
		`req.Header.Set("Idempotency-Key", idempotencyKey)`,
	} {
		if !strings.Contains(string(got), want) {
			t.Errorf("fixed file lacks %q:\n%s", want, got)
		}
	}
	if formatted, err := format.Source(got); err != nil || !bytes.Equal(formatted, got) {
		t.Errorf("fixed file is not gofmt-formatted (%v):\n%s", err, got)
	}
	issues := lint(t, dir)
	if is := find(issues, "keyderivation", lineCharge+1); is != nil {
		t.Errorf("finding left after the fix: %+v", is)
	}
	if find(issues, "relativewrite", lineCredit) == nil {
		t.Errorf("findings without a fix are gone too:\n%s", dump(issues))
	}
}

func TestSARIF(t *testing.T) {
	dir := sample(t, config(defaultSettings))
	path := filepath.Join(t.TempDir(), "idemlint.sarif")
	stdout, stderr, code := gcl(t, dir, "run", "--output.sarif.path="+path, "./...")
	if code != 1 {
		t.Fatalf("exit %d, want 1 (issues)\n%s%s", code, stdout, stderr)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var log struct {
		Version string `json:"version"`
		Runs    []struct {
			Results []struct {
				RuleID  string `json:"ruleId"`
				Message struct {
					Text string `json:"text"`
				} `json:"message"`
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct {
							URI string `json:"uri"`
						} `json:"artifactLocation"`
						Region struct {
							StartLine int `json:"startLine"`
						} `json:"region"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(data, &log); err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if log.Version != "2.1.0" || len(log.Runs) != 1 {
		t.Fatalf("not one SARIF 2.1.0 run:\n%s", data)
	}
	found := false
	for _, r := range log.Runs[0].Results {
		if r.RuleID == "idemlint" && strings.HasPrefix(r.Message.Text, "relativewrite: ") && len(r.Locations) == 1 &&
			r.Locations[0].PhysicalLocation.ArtifactLocation.URI == "pay/pay.go" &&
			r.Locations[0].PhysicalLocation.Region.StartLine == lineCredit {
			found = true
		}
	}
	if !found {
		t.Errorf("no idemlint result for pay/pay.go:%d in the SARIF log:\n%s", lineCredit, data)
	}
}

// TestExampleConfig runs the repository's .golangci.example.yml as is.
func TestExampleConfig(t *testing.T) {
	example, err := os.ReadFile(filepath.Join("..", "..", "..", ".golangci.example.yml"))
	if err != nil {
		t.Fatal(err)
	}
	dir := sample(t, string(example))
	issues := lint(t, dir)
	if find(issues, "relativewrite", lineCredit) == nil || find(issues, "keyderivation", lineCharge) == nil {
		t.Errorf("the example configuration does not report the sample's findings:\n%s", dump(issues))
	}
}

// want is one `// want` expectation of a one-file test.
type want struct {
	line int
	re   *regexp.Regexp
	seen bool
}

// TestOneFileShape runs gclplugin/testdata/onefile/idemlint.go as
// golangci-lint runs its own linters' tests: a file named after the
// linter, with the standard library's imports only, its arguments in a
// //golangcitest:args line, and a `// want` comment holding one or more
// quoted regular expressions on each line that must be reported. Every
// issue must match a want of its line, and every want an issue.
func TestOneFileShape(t *testing.T) {
	src := filepath.Join("..", "..", "testdata", "onefile")
	data, err := os.ReadFile(filepath.Join(src, "idemlint.go"))
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "idemlint.go", data, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	for _, imp := range f.Imports {
		if path, _ := strconv.Unquote(imp.Path.Value); strings.Contains(strings.Split(path, "/")[0], ".") {
			t.Errorf("import %s is not the standard library's", path)
		}
	}
	var args []string
	var wants []*want
	for _, cg := range f.Comments {
		for _, c := range cg.List {
			text := strings.TrimPrefix(c.Text, "//")
			if a, ok := strings.CutPrefix(text, "golangcitest:args "); ok {
				args = strings.Fields(a)
				continue
			}
			rest, ok := strings.CutPrefix(strings.TrimSpace(text), "want ")
			if !ok {
				continue
			}
			line := fset.Position(c.Pos()).Line
			for rest = strings.TrimSpace(rest); rest != ""; rest = strings.TrimSpace(rest) {
				q, err := strconv.QuotedPrefix(rest)
				if err != nil {
					t.Fatalf("idemlint.go:%d: bad want %q: %v", line, rest, err)
				}
				rest = rest[len(q):]
				s, _ := strconv.Unquote(q)
				wants = append(wants, &want{line: line, re: regexp.MustCompile(s)})
			}
		}
	}
	if len(args) == 0 || len(wants) < 3 {
		t.Fatalf("idemlint.go: args %v and %d wants; want a //golangcitest:args line and wants", args, len(wants))
	}

	dir := t.TempDir()
	for _, name := range []string{"go.mod", "idemlint.go"} {
		b, err := os.ReadFile(filepath.Join(src, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// The linter is declared, not enabled: the args enable it, as in
	// golangci-lint's tests.
	cfg := "version: \"2\"\nlinters:\n  default: none\n  settings:\n    custom:\n      idemlint:\n        type: module\n"
	if err := os.WriteFile(filepath.Join(dir, ".golangci.yml"), []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	issues := lint(t, dir, args...)
	for _, is := range issues {
		matched := false
		for _, w := range wants {
			if w.line == is.Pos.Line && w.re.MatchString(is.Text) {
				w.seen, matched = true, true
			}
		}
		if !matched {
			t.Errorf("idemlint.go:%d: unexpected issue: %s (%s)", is.Pos.Line, is.Text, is.FromLinter)
		}
	}
	for _, w := range wants {
		if !w.seen {
			t.Errorf("idemlint.go:%d: no issue matching %q", w.line, w.re)
		}
	}
}

// TestGoDirective: the idemlint module's go directive is no newer than
// the one of the golangci-lint this module builds (golangci-lint's
// checklist): golangci-lint must be able to require idemlint.
func TestGoDirective(t *testing.T) {
	goLine := func(path string) string {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		m := regexp.MustCompile(`(?m)^go (\S+)$`).FindSubmatch(data)
		if m == nil {
			t.Fatalf("%s has no go directive", path)
		}
		return "go" + string(m[1])
	}
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Version}} {{.GoMod}}", "github.com/golangci/golangci-lint/v2").Output()
	if err != nil {
		t.Fatalf("go list -m github.com/golangci/golangci-lint/v2: %v", err)
	}
	version, gomod, _ := strings.Cut(strings.TrimSpace(string(out)), " ")
	gcl, ours := goLine(gomod), goLine(filepath.Join("..", "..", "..", "go.mod"))
	if !goversion.IsValid(ours) || goversion.Compare(ours, gcl) > 0 {
		t.Errorf("idemlint's go.mod says %s; golangci-lint %s's says %s: it must be no newer", ours, version, gcl)
	}
	t.Logf("idemlint %s, golangci-lint %s %s", ours, version, gcl)
}
