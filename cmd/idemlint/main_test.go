package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/idemlint/idemlint"
)

// These tests build the real binary once and run it, and `go vet
// -vettool`, on temporary copies of the modules under testdata/.

var binary string

func TestMain(m *testing.M) {
	os.Exit(func() int {
		dir, err := os.MkdirTemp("", "idemlint-bin-")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		defer os.RemoveAll(dir)
		binary = filepath.Join(dir, "idemlint")
		if runtime.GOOS == "windows" {
			binary += ".exe"
		}
		out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput()
		if err != nil {
			fmt.Fprintf(os.Stderr, "building idemlint: %v\n%s", err, out)
			return 1
		}
		return m.Run()
	}())
}

// module copies testdata/<name> into a temporary directory.
func module(t *testing.T, name string) string {
	t.Helper()
	dst, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	src := filepath.Join("testdata", name)
	err = filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
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
	return dst
}

func write(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

type result struct {
	stdout, stderr string
	code           int
}

func (r result) String() string {
	return fmt.Sprintf("exit %d\n--- stdout\n%s--- stderr\n%s", r.code, r.stdout, r.stderr)
}

func env() []string {
	return append(os.Environ(), "GOWORK=off", "GOPROXY=off", "GOFLAGS=-mod=mod", "GOTOOLCHAIN=local")
}

func run(t *testing.T, dir, name string, args ...string) result {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = env()
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		code = exit.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return result{stdout.String(), stderr.String(), code}
}

func idemlintIn(t *testing.T, dir string, args ...string) result {
	t.Helper()
	return run(t, dir, binary, args...)
}

func want(t *testing.T, r result, code int, stdout, stderr []string) {
	t.Helper()
	if r.code != code {
		t.Errorf("want exit %d, got:\n%s", code, r)
		return
	}
	for _, s := range stdout {
		if !strings.Contains(r.stdout, s) {
			t.Errorf("stdout lacks %q:\n%s", s, r)
		}
	}
	for _, s := range stderr {
		if !strings.Contains(r.stderr, s) {
			t.Errorf("stderr lacks %q:\n%s", s, r)
		}
	}
}

const flaggedLine = "a/a.go:12:26: "

func TestClean(t *testing.T) {
	dir := module(t, "clean")
	r := idemlintIn(t, dir)
	want(t, r, 0, nil, nil)
	if r.stdout != "" || r.stderr != "" {
		t.Errorf("a clean module prints nothing:\n%s", r)
	}
}

func TestFindings(t *testing.T) {
	dir := module(t, "flagged")
	r := idemlintIn(t, dir)
	want(t, r, 3, []string{flaggedLine, "(relativewrite)\n"}, nil)

	j := idemlintIn(t, dir, "-json")
	want(t, j, 3, nil, nil)
	var tree map[string]map[string][]map[string]any
	if err := json.Unmarshal([]byte(j.stdout), &tree); err != nil {
		t.Fatalf("-json: %v\n%s", err, j)
	}
	diags := tree["example.com/flagged/a"]["relativewrite"]
	if len(diags) != 1 || diags[0]["posn"] != filepath.Join(dir, "a", "a.go")+":12:26" {
		t.Errorf("-json: %v", tree)
	}

	s := idemlintIn(t, dir, "-sarif")
	want(t, s, 3, []string{`"version": "2.1.0"`, `"ruleId": "relativewrite"`, `"uri": "a/a.go"`}, nil)
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Rules []struct{ ID, HelpURI string }
				}
			}
		}
	}
	if err := json.Unmarshal([]byte(s.stdout), &log); err != nil {
		t.Fatal(err)
	}
	if rules := log.Runs[0].Tool.Driver.Rules; len(rules) != len(idemlint.Names) {
		t.Errorf("want one rule per analyzer, got %v", rules)
	}

	// Turning the analyzer off, by flag or by file.
	want(t, idemlintIn(t, dir, "-relativewrite=false"), 0, nil, nil)
	write(t, filepath.Join(dir, ".idemlint.yml"), "disable: [relativewrite]\n")
	want(t, idemlintIn(t, filepath.Join(dir, "a")), 0, nil, nil)
}

func TestDeterministicOutput(t *testing.T) {
	dir := module(t, "flagged")
	// The in-process tests (internal/cli) cover every format; here the
	// real analyzers, through the binary, for the machine-read ones.
	for _, args := range [][]string{{"-json"}, {"-sarif"}} {
		a, b := idemlintIn(t, dir, args...), idemlintIn(t, dir, args...)
		if a.stdout != b.stdout || a.code != b.code || a.stdout == "" {
			t.Errorf("%v: two runs differ or print nothing:\n%s\n%s", args, a, b)
		}
	}
}

func TestTypeAndSyntaxErrors(t *testing.T) {
	dir := module(t, "broken")
	write(t, filepath.Join(dir, "syntaxerr", "s.go"), "package syntaxerr\n\nfunc F( {\n")
	r := idemlintIn(t, dir)
	want(t, r, 1,
		[]string{flaggedLine}, // the good package is still analysed
		[]string{"# example.com/broken/typeerr\ntypeerr/t.go:5:23: undefined: nope", "# example.com/broken/syntaxerr\nsyntaxerr/s.go:3:"})
}

func TestNoPackages(t *testing.T) {
	dir := module(t, "clean")
	want(t, idemlintIn(t, dir, "./nosuch/..."), 1, nil, []string{"pattern ./nosuch/... matches no packages"})
}

func TestConfigErrors(t *testing.T) {
	dir := module(t, "clean")
	want(t, idemlintIn(t, dir, "-config", "missing.yml"), 1, nil, []string{"idemlint: config file missing.yml does not exist"})

	write(t, filepath.Join(dir, ".idemlint.yml"), "disable:\n  - relativewrite\noptionz: {}\n")
	want(t, idemlintIn(t, filepath.Join(dir, "ok")), 1, nil, []string{filepath.Join(dir, ".idemlint.yml") + `:3: unknown key "optionz"`})

	write(t, filepath.Join(dir, ".idemlint.yml"), "disable:\n  - relativewrite\n  - ackordr\n")
	want(t, idemlintIn(t, dir), 1, nil, []string{`idemlint: .idemlint.yml:3: disable: unknown analyzer "ackordr"`})

	write(t, filepath.Join(dir, ".idemlint.yml"), "options:\n  relativewrite:\n    zombie-write: perhaps\n")
	want(t, idemlintIn(t, dir), 1, nil, []string{`idemlint: .idemlint.yml:3: options.relativewrite.zombie-write: bad value "perhaps"`})

	os.Remove(filepath.Join(dir, ".idemlint.yml"))
	want(t, idemlintIn(t, dir, "-ackordr=false"), 1, nil, []string{"idemlint: unknown flag -ackordr;"})
}

func TestMalformedDirective(t *testing.T) {
	dir := module(t, "clean")
	write(t, filepath.Join(dir, "ok", "d.go"), "package ok\n\n//idemlint:ignore relativewrite\nvar X = 1\n")
	want(t, idemlintIn(t, dir), 1, nil, []string{"ok/d.go:3:1: idemlint:ignore relativewrite needs a reason"})
}

func TestExplainAndVersion(t *testing.T) {
	for _, name := range idemlint.Names {
		want(t, idemlintIn(t, ".", "-explain", name), 0, []string{name + ": ", "docs/" + name + ".md"}, nil)
	}
	want(t, idemlintIn(t, ".", "-explain", "nosuch"), 1, nil, []string{`unknown analyzer "nosuch"`})
	r := idemlintIn(t, ".", "-version")
	want(t, r, 0, []string{"idemlint version "}, nil)
}

func TestVetTool(t *testing.T) {
	dir := module(t, "flagged")
	r := run(t, dir, "go", "vet", "-vettool="+binary, "./...")
	if r.code == 0 || !strings.Contains(r.stderr, flaggedLine) || !strings.Contains(r.stderr, "applies the delta again") {
		t.Fatalf("go vet -vettool: want the finding and a non-zero exit:\n%s", r)
	}
	// Unchanged: served from the build cache (the tool is not run again)
	// with the same findings.
	again := run(t, dir, "go", "vet", "-x", "-vettool="+binary, "./...")
	if again.code == 0 || !strings.Contains(again.stderr, flaggedLine) {
		t.Fatalf("second go vet run:\n%s", again)
	}
	if strings.Contains(again.stderr, "vet.cfg") {
		t.Errorf("the second go vet run ran the tool again instead of using the cache:\n%s", again.stderr)
	}
	// Flags pass through go vet.
	if r := run(t, dir, "go", "vet", "-vettool="+binary, "-relativewrite=false", "./..."); r.code != 0 {
		t.Errorf("go vet -relativewrite=false:\n%s", r)
	}
	// The configuration file applies, and changing it is not served stale
	// results from the cache.
	write(t, filepath.Join(dir, ".idemlint.yml"), "disable: [relativewrite]\n")
	if r := run(t, dir, "go", "vet", "-vettool="+binary, "./..."); r.code != 0 {
		t.Errorf("go vet with relativewrite disabled in .idemlint.yml:\n%s", r)
	}
	write(t, filepath.Join(dir, ".idemlint.yml"), "disable: [ackorder]\n")
	if r := run(t, dir, "go", "vet", "-vettool="+binary, "./..."); r.code == 0 || !strings.Contains(r.stderr, flaggedLine) {
		t.Errorf("go vet after re-enabling relativewrite in .idemlint.yml:\n%s", r)
	}
	write(t, filepath.Join(dir, ".idemlint.yml"), "disable: [nosuch]\n")
	if r := run(t, dir, "go", "vet", "-vettool="+binary, "./..."); r.code == 0 || !strings.Contains(r.stderr, `unknown analyzer "nosuch"`) {
		t.Errorf("go vet with a bad .idemlint.yml:\n%s", r)
	}
	os.Remove(filepath.Join(dir, ".idemlint.yml"))

	clean := module(t, "clean")
	if r := run(t, clean, "go", "vet", "-vettool="+binary, "./..."); r.code != 0 || r.stderr != "" {
		t.Errorf("go vet on a clean module:\n%s", r)
	}
	broken := module(t, "broken")
	if r := run(t, broken, "go", "vet", "-vettool="+binary, "./..."); r.code == 0 || !strings.Contains(r.stderr, "undefined: nope") {
		t.Errorf("go vet on a module that does not compile:\n%s", r)
	}
}
