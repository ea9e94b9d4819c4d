package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/idemlint/idemlint"
)

// Bad input the driver must survive with a clear message and the right
// exit code (issue 10, item 3), and the determinism of the machine-read
// formats over the real analyzers (item 5). Type and syntax errors, a
// missing or malformed configuration file, unknown analyzers in -NAME=false
// and disable:, a directive without a reason and ./nosuch/... are in
// main_test.go; -fix over changed files is in internal/cli.

// newModule writes a module example.com/<name> with files into a
// temporary directory.
func newModule(t *testing.T, name string, files map[string]string) string {
	t.Helper()
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(dir, "go.mod"), "module example.com/"+name+"\n\ngo 1.26\n")
	for name, content := range files {
		write(t, filepath.Join(dir, name), content)
	}
	return dir
}

// runEnv is run with extra environment variables (restored after the test).
func runEnv(t *testing.T, dir string, extra []string, name string, args ...string) result {
	t.Helper()
	for _, kv := range extra {
		k, v, _ := strings.Cut(kv, "=")
		t.Setenv(k, v)
	}
	return run(t, dir, name, args...)
}

const relativeWrite = `_, err := db.ExecContext(ctx, "UPDATE accounts SET balance = balance + $1 WHERE id = $2", amount, id)`

const cgoGo = `// Package c calls C and credits an account with a relative write.
package c

/*
static int twice(int x) { return 2 * x; }
*/
import "C"

import (
	"context"
	"database/sql"
)

// Twice doubles n in C.
func Twice(n int) int { return int(C.twice(C.int(n))) }

// Credit adds amount to the balance.
func Credit(ctx context.Context, db *sql.DB, id string, amount int64) error {
	` + relativeWrite + `
	return err
}
`

func cgoAvailable(t *testing.T) bool {
	t.Helper()
	out, err := exec.Command("go", "env", "CGO_ENABLED", "CC").Output()
	if err != nil {
		t.Fatal(err)
	}
	f := strings.Fields(string(out))
	if len(f) < 2 || f[0] != "1" {
		return false
	}
	_, err = exec.LookPath(f[1])
	return err == nil
}

func TestCgoPackage(t *testing.T) {
	dir := newModule(t, "cgo", map[string]string{"c/c.go": cgoGo, "ok/ok.go": "package ok\n\nfunc F() {}\n"})
	if cgoAvailable(t) {
		// Analysed through cgo's translation, reported at the user's
		// line: cgo marks its translation "Code generated", which must
		// not hide the user's code.
		r := idemlintIn(t, dir)
		want(t, r, 3, []string{"c/c.go:19:26: balance = balance + $1 applies the delta again"}, nil)
		if r.stderr != "" {
			t.Errorf("cgo package: unexpected stderr:\n%s", r)
		}
		v := run(t, dir, "go", "vet", "-vettool="+binary, "./...")
		if v.code == 0 || !strings.Contains(v.stderr, "c/c.go:19:26: ") {
			t.Errorf("go vet -vettool on a cgo package:\n%s", v)
		}
	} else {
		t.Log("no C toolchain: only the CGO_ENABLED=0 case runs")
	}
	// Without cgo the package has no files to build: named, it is an
	// error in the go command's words, never a silent pass.
	r := runEnv(t, dir, []string{"CGO_ENABLED=0"}, binary, "./c", "./ok")
	want(t, r, 1, nil, []string{"build constraints exclude all Go files in c", "example.com/cgo/c: not analysed: the package has errors"})
}

// bigModule generates a 5,000-statement function, one nested 200 deep,
// and one whose 200 branches in sequence make 2^200 paths between an
// existence check and its effect; it returns the module's directory and
// the findings the suite must report, as text-output prefixes.
func bigModule(t *testing.T) (string, []string) {
	var b strings.Builder
	line := func() int { return strings.Count(b.String(), "\n") + 1 }
	b.WriteString("// Package big holds generated-size functions.\npackage big\n\nimport (\n\t\"context\"\n\t\"database/sql\"\n)\n\n")
	var wantLines []string
	col := func(stmt string) int { return strings.Index(stmt, "(") + 1 } // the call's parenthesis

	b.WriteString("// Long is 5,000 statements long.\nfunc Long(ctx context.Context, db *sql.DB, id string, amount int64) error {\n\tx := int64(0)\n")
	for i := range 5000 {
		switch {
		case i%50 == 0:
			b.WriteString("\tif _, err := db.ExecContext(ctx, \"INSERT INTO log (id, n) VALUES ($1, $2)\", id, x); err != nil {\n\t\treturn err\n\t}\n")
		case i%7 == 0:
			fmt.Fprintf(&b, "\tif x > %d {\n\t\tx -= amount\n\t}\n", i)
		default:
			fmt.Fprintf(&b, "\tx += %d\n", i)
		}
	}
	stmt := "\t" + relativeWrite + "\n"
	wantLines = append(wantLines, fmt.Sprintf("big/big.go:%d:%d: balance = balance + $1 applies the delta again", line(), col(stmt)))
	b.WriteString(stmt + "\t_ = x\n\treturn err\n}\n\n")

	b.WriteString("// Deep nests 200 ifs and loops.\nfunc Deep(ctx context.Context, db *sql.DB, id string, amount int64) error {\n")
	for d := range 200 {
		ind := strings.Repeat("\t", d+1)
		if d%2 == 0 {
			fmt.Fprintf(&b, "%sif amount > %d {\n", ind, d)
		} else {
			fmt.Fprintf(&b, "%sfor i := 0; i < int(amount); i++ {\n", ind)
		}
	}
	ind := strings.Repeat("\t", 201)
	stmt = ind + "if " + relativeWrite + "; err != nil {\n"
	wantLines = append(wantLines, fmt.Sprintf("big/big.go:%d:%d: balance = balance + $1 applies the delta again", line(), col(stmt)))
	b.WriteString(stmt + ind + "\treturn err\n" + ind + "}\n")
	for d := 199; d >= 0; d-- {
		b.WriteString(strings.Repeat("\t", d+1) + "}\n")
	}
	b.WriteString("\treturn nil\n}\n\n")

	b.WriteString("// Diamonds checks, branches 200 times in sequence, acts and records.\n" +
		"func Diamonds(ctx context.Context, db *sql.DB, id string, amount int64) error {\n\tvar seen int\n")
	wantLines = append(wantLines, fmt.Sprintf("big/big.go:%d:12: existence check by sql.DB.QueryRowContext is not atomic", line()))
	b.WriteString("\tif err := db.QueryRowContext(ctx, \"SELECT count(*) FROM processed WHERE message_id = $1\", id).Scan(&seen); err != nil {\n" +
		"\t\treturn err\n\t}\n\tif seen > 0 {\n\t\treturn nil\n\t}\n")
	for i := range 200 {
		fmt.Fprintf(&b, "\tif amount&%d != 0 {\n\t\tamount += %d\n\t} else {\n\t\tamount -= %d\n\t}\n", 1<<(i%30), i, i)
	}
	b.WriteString("\tif _, err := db.ExecContext(ctx, \"INSERT INTO payments (id, amount) VALUES ($1, $2)\", id, amount); err != nil {\n\t\treturn err\n\t}\n" +
		"\t_, err := db.ExecContext(ctx, \"INSERT INTO processed (message_id) VALUES ($1)\", id)\n\treturn err\n}\n")

	return newModule(t, "big", map[string]string{"big/big.go": b.String()}), wantLines
}

func TestLargeFunctions(t *testing.T) {
	// Bounded work: the run finishes (the test binary's -timeout is the
	// only clock) and reports exactly the three findings, in a function
	// of 5,000 statements, at depth 200, and behind 2^200 paths.
	dir, wantLines := bigModule(t)
	r := idemlintIn(t, dir)
	want(t, r, 3, wantLines, nil)
	var findings int
	for _, l := range strings.Split(r.stdout, "\n") {
		if strings.HasPrefix(l, "big/") {
			findings++
		}
	}
	if findings != len(wantLines) || r.stderr != "" {
		t.Errorf("want exactly %d findings and no errors:\n%s", len(wantLines), r)
	}
}

func TestGeneratedFilesSkipped(t *testing.T) {
	body := "import (\n\t\"context\"\n\t\"database/sql\"\n)\n\n" +
		"func %s(ctx context.Context, db *sql.DB, id string, amount int64) error {\n\t" + relativeWrite + "\n\treturn err\n}\n"
	dir := newModule(t, "gen", map[string]string{
		"a/gen.go":  "// Code generated by sqlgen from accounts.sql. DO NOT EDIT.\n\npackage a\n\n" + fmt.Sprintf(body, "Generated"),
		"a/hand.go": "package a\n\n" + fmt.Sprintf(body, "Hand"),
	})
	r := idemlintIn(t, dir)
	want(t, r, 3, []string{"a/hand.go:9:26: balance = balance + $1"}, nil)
	if strings.Contains(r.stdout, "gen.go") {
		t.Errorf("a finding in a generated file was reported:\n%s", r)
	}
	s := idemlintIn(t, dir, "-sarif")
	want(t, s, 3, []string{`"uri": "a/hand.go"`}, nil)
	if strings.Contains(s.stdout, "gen.go") {
		t.Errorf("SARIF lists a generated file:\n%s", s)
	}
	// Only generated files: nothing to report.
	os.Remove(filepath.Join(dir, "a", "hand.go"))
	want(t, idemlintIn(t, dir), 0, nil, nil)
}

func TestUnknownAnalyzerNames(t *testing.T) {
	dir := module(t, "clean")
	known := strings.Join(idemlint.Names, ", ")
	for _, tc := range []struct {
		config string
		args   []string
		stderr string
	}{
		{"", []string{"-ackordr"}, "idemlint: unknown flag -ackordr; analyzers are " + known},
		{"", []string{"-ackordr.x=1"}, `idemlint: unknown analyzer "ackordr" in flag -ackordr.x (known: ` + known + ")"},
		{"", []string{"-ackorder.nosuch=1"}, `idemlint: analyzer ackorder has no option "nosuch"`},
		{"enable:\n  - ackordr\n", nil, `idemlint: .idemlint.yml:2: enable: unknown analyzer "ackordr" (known: ` + known + ")"},
		{"options:\n  ackordr: {x: 1}\n", nil, `idemlint: .idemlint.yml:2: options: unknown analyzer "ackordr"`},
	} {
		os.Remove(filepath.Join(dir, ".idemlint.yml"))
		if tc.config != "" {
			write(t, filepath.Join(dir, ".idemlint.yml"), tc.config)
		}
		r := idemlintIn(t, dir, tc.args...)
		want(t, r, 1, nil, []string{tc.stderr})
		if r.stdout != "" {
			t.Errorf("%v %q: stdout must be empty:\n%s", tc.args, tc.config, r)
		}
	}
}

func TestDirectiveWithoutReason(t *testing.T) {
	// On the line above a real finding: the package fails (exit 1) with
	// file:line; the finding is not silently suppressed as if the
	// directive were complete.
	dir := newModule(t, "dir", map[string]string{"a/a.go": "package a\n\nimport (\n\t\"context\"\n\t\"database/sql\"\n)\n\n" +
		"func Credit(ctx context.Context, db *sql.DB, id string, amount int64) error {\n\t//idemlint:ignore relativewrite\n\t" +
		relativeWrite + "\n\t//idemlint:ignore\n\treturn err\n}\n"})
	r := idemlintIn(t, dir)
	want(t, r, 1, nil, []string{
		"idemlint: example.com/dir/a: malformed idemlint directive:",
		"a/a.go:9:2: idemlint:ignore relativewrite needs a reason",
		"a/a.go:11:2: idemlint:ignore needs an analyzer name and a reason",
	})
	j := idemlintIn(t, dir, "-json")
	want(t, j, 1, []string{`"error": "`, "needs a reason"}, nil)
}

// TestUnknownAnalyzerInDirective: an ignore directive that names no
// analyzer of the suite fails the package with the known names, which come
// from the suite's one registry.
func TestUnknownAnalyzerInDirective(t *testing.T) {
	dir := newModule(t, "dir", map[string]string{"a/a.go": "package a\n\nimport (\n\t\"context\"\n\t\"database/sql\"\n)\n\n" +
		"func Credit(ctx context.Context, db *sql.DB, id string, amount int64) error {\n\t//idemlint:ignore nosuch the reason\n\t" +
		relativeWrite + "\n\treturn err\n}\n"})
	want(t, idemlintIn(t, dir), 1, nil, []string{
		"idemlint: example.com/dir/a: malformed idemlint directive:",
		`a/a.go:9:2: idemlint:ignore names unknown analyzer "nosuch" (known: ` + strings.Join(idemlint.Names, ", ") + ")",
	})
}

func TestPatternsMatchingNothing(t *testing.T) {
	dir := module(t, "clean")
	for _, tc := range []struct {
		args   []string
		stderr string
	}{
		{[]string{"./nosuch"}, "idemlint: pattern ./nosuch matches no packages: stat nosuch: directory not found"},
		{[]string{"example.com/clean/nosuch"}, "idemlint: pattern example.com/clean/nosuch matches no packages"},
		// One good pattern does not hide a bad one.
		{[]string{"./ok", "./nosuch/..."}, "idemlint: pattern ./nosuch/... matches no packages"},
	} {
		r := idemlintIn(t, dir, tc.args...)
		want(t, r, 1, nil, []string{tc.stderr})
	}
	empty := newModule(t, "empty", nil)
	want(t, idemlintIn(t, empty), 1, nil, []string{"idemlint: no packages match ./... (in " + empty + ")"})
}

// TestDeterministicSeveralAnalyzers runs the real suite on a module with
// findings from five analyzers in two packages, twice with the default
// parallelism and once with GOMAXPROCS=1, and compares JSON and SARIF byte
// for byte.
func TestDeterministicSeveralAnalyzers(t *testing.T) {
	dir := module(t, "several")
	for _, format := range []string{"-json", "-sarif"} {
		first := idemlintIn(t, dir, format)
		want(t, first, 3, nil, nil)
		second := idemlintIn(t, dir, format)
		var serial result
		t.Run("GOMAXPROCS=1"+format, func(t *testing.T) { // the variable is restored after the subtest
			serial = runEnv(t, dir, []string{"GOMAXPROCS=1"}, binary, format)
		})
		for i, r := range []result{second, serial} {
			if r.stdout != first.stdout || r.stderr != first.stderr || r.code != first.code {
				t.Errorf("%s: run %d differs from the first:\n%s\nfirst:\n%s", format, i+2, r, first)
			}
		}
		if format == "-json" {
			var tree map[string]map[string][]json.RawMessage
			if err := json.Unmarshal([]byte(first.stdout), &tree); err != nil {
				t.Fatal(err)
			}
			got := map[string]int{}
			for _, byAnalyzer := range tree {
				for a, ds := range byAnalyzer {
					got[a] += len(ds)
				}
			}
			for _, a := range []string{"relativewrite", "keyderivation", "retrykeyless", "checkthenact", "dedupschema"} {
				if got[a] == 0 {
					t.Errorf("testdata/several: want a %s finding, got %v", a, got)
				}
			}
		}
	}
}
