package cli

import (
	"context"
	"errors"
	"fmt"
	"go/ast"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/idemlint/idemlint"
)

// Loading from export data (issue 16, item 1; stream.go): in the default
// scope only the packages the summary covers are parsed; the others are
// read from the compiler's export data.

// A service module (handler in svc, repository in store) and a versioned
// dependency, example.com/wrap v1.0.0, replaced by a directory beside it:
// a team's shared database helpers. The handler retries wrap.Pay, which
// inserts a payment with no key.
const (
	svcGoMod = "module example.com/m\n\ngo 1.26\n\nrequire example.com/wrap v1.0.0\n\nreplace example.com/wrap v1.0.0 => ./wrap\n"
	svcGo    = `// Package svc pays an order, retrying on failure.
package svc

import (
	"context"
	"database/sql"

	"example.com/m/store"
	"example.com/wrap"
)

func Handle(ctx context.Context, db *sql.DB, id string, amt int64) error {
	var err error
	for attempt := 1; attempt <= 3; attempt++ {
		if err = wrap.Pay(ctx, db, id, amt); err == nil {
			return store.Touch(ctx, db, id)
		}
	}
	return err
}
`
	svcTestGo = "package svc_test\n\nimport \"testing\"\n\nfunc TestHandle(t *testing.T) {}\n"
	storeGo   = `// Package store is the service's repository.
package store

import (
	"context"
	"database/sql"
	"strings"
)

// Touch marks the account seen: an absolute write, the same on a retry.
func Touch(ctx context.Context, db *sql.DB, id string) error {
	_, err := db.ExecContext(ctx, "UPDATE accounts SET seen_at = now() WHERE id = $1", strings.TrimSpace(id))
	return err
}
`
	wrapGoMod = "module example.com/wrap\n\ngo 1.26\n"
	wrapGo    = `// Package wrap is a team's shared database helpers.
package wrap

import (
	"context"
	"database/sql"
)

// Pay records a payment.
func Pay(ctx context.Context, db *sql.DB, id string, amt int64) error {
	_, err := db.ExecContext(ctx, "INSERT INTO payments(order_id, amount) VALUES ($1, $2)", id, amt)
	return err
}
`
)

func serviceModule(t *testing.T, config string) string {
	t.Helper()
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOPROXY", "off")
	t.Setenv("GOWORK", "off")
	files := map[string]string{
		"go.mod":          svcGoMod,
		"svc/svc.go":      svcGo,
		"svc/svc_test.go": svcTestGo,
		"store/store.go":  storeGo,
		"wrap/go.mod":     wrapGoMod,
		"wrap/wrap.go":    wrapGo,
	}
	if config != "" {
		files[ConfigName] = config
	}
	return writeModule(t, files)
}

// runParsed runs the driver with the real suite and returns its outcome
// and the files it parsed, relative to dir (slash-separated) when they lie
// beneath it.
func runParsed(t *testing.T, dir string, args ...string) (outcome, []string) {
	t.Helper()
	var mu sync.Mutex
	var parsed []string
	got := runWith(t, Options{
		Dir:   dir,
		Args:  args,
		Suite: Suite{Names: idemlint.Names, New: idemlint.New, Scope: idemlint.Scope},
		Parsed: func(name string) {
			if rel, err := filepath.Rel(dir, name); err == nil && !strings.HasPrefix(rel, "..") {
				name = filepath.ToSlash(rel)
			}
			mu.Lock()
			parsed = append(parsed, name)
			mu.Unlock()
		},
	})
	slices.Sort(parsed)
	return got, slices.Compact(parsed)
}

// TestExportDataLoad checks that the default scope parses the named
// packages and the in-scope packages they import (store, in the main
// module but not named), and neither the standard library nor a versioned
// dependency; with analyze-dependencies everything is parsed.
func TestExportDataLoad(t *testing.T) {
	dir := serviceModule(t, "")
	got, parsed := runParsed(t, dir, "./svc")
	wantCode(t, got, ExitClean)
	// go/packages type-checks the generated test main (svc.test, in the
	// build cache) too: it is a root of go list -test.
	cache := strings.TrimSpace(goEnv(t, "GOCACHE")) + string(filepath.Separator)
	parsed = slices.DeleteFunc(parsed, func(f string) bool { return strings.HasPrefix(f, cache) })
	if want := []string{"store/store.go", "svc/svc.go", "svc/svc_test.go"}; !slices.Equal(parsed, want) {
		t.Errorf("default scope parsed %q, want %q", parsed, want)
	}

	// The twin: every package in scope is parsed from source, the
	// standard library and the dependency included.
	if err := os.WriteFile(filepath.Join(dir, ConfigName), []byte("analyze-dependencies: true\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, parsed = runParsed(t, dir, "./svc")
	if got.code != ExitClean && got.code != ExitFindings {
		t.Fatalf("analyze-dependencies: want exit 0 or 3, got:\n%s", got)
	}
	goroot := filepath.Join(runtime.GOROOT(), "src", "database", "sql") + string(filepath.Separator)
	if !slices.Contains(parsed, "wrap/wrap.go") || !slices.ContainsFunc(parsed, func(f string) bool { return strings.HasPrefix(f, goroot) }) {
		t.Errorf("analyze-dependencies did not parse wrap/wrap.go and database/sql: %q", parsed)
	}
}

// TestIncludeFromSource checks that a package of a versioned module the
// include setting names is still summarized from source: its summary
// (Pay inserts a payment with no key) reaches the caller in the service,
// which retries it.
// Without include the wrapper is read from export data and says nothing.
func TestIncludeFromSource(t *testing.T) {
	dir := serviceModule(t, "")
	got, parsed := runParsed(t, dir, "-json", "./svc")
	wantCode(t, got, ExitClean)
	if got.stdout != "{}\n" {
		t.Errorf("findings without include:\n%s", got.stdout)
	}
	if slices.Contains(parsed, "wrap/wrap.go") {
		t.Errorf("the versioned dependency was parsed without include: %q", parsed)
	}

	if err := os.WriteFile(filepath.Join(dir, ConfigName), []byte("include: [example.com/wrap]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, parsed = runParsed(t, dir, "-json", "./svc")
	wantCode(t, got, ExitFindings)
	wantContains(t, "stdout", got.stdout, `"example.com/m/svc"`, `svc.go:15:20"`, `wrap.Pay is retried in a retry loop and runs INSERT INTO payments (wrap.Pay, which calls sql.DB.ExecContext)`)
	if !slices.Contains(parsed, "wrap/wrap.go") {
		t.Errorf("the included dependency was not parsed: %q", parsed)
	}
}

func goEnv(t *testing.T, name string) string {
	t.Helper()
	out, err := exec.Command("go", "env", name).Output()
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// TestRecompiledForTest checks the case loaded from source throughout: an
// external test of svc imports fixture, which imports svc, and svc has
// in-package test files, so go list
// recompiles fixture for the test ("fixture [svc.test]") and reports it as
// a dependency only (go/packages, without NeedDeps, would type-check it
// without function bodies; the streaming driver checks every in-scope
// package, variants too, from source with bodies). Its summary (Seed inserts a payment with no key) must reach the
// test that retries it.
func TestRecompiledForTest(t *testing.T) {
	dir := serviceModule(t, "")
	write := func(name, content string) {
		if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(name)), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "fixture"), 0o755); err != nil {
		t.Fatal(err)
	}
	write("fixture/fixture.go", `// Package fixture seeds the database for svc's tests.
package fixture

import (
	"context"
	"database/sql"

	"example.com/m/svc"
)

var Handle = svc.Handle

// Seed inserts a payment.
func Seed(ctx context.Context, db *sql.DB, id string) error {
	_, err := db.ExecContext(ctx, "INSERT INTO payments(order_id, amount) VALUES ($1, 1)", id)
	return err
}
`)
	write("svc/svc_test.go", `package svc_test

import (
	"context"
	"database/sql"

	"example.com/m/fixture"
)

func seed(ctx context.Context, db *sql.DB) error {
	var err error
	for attempt := 1; attempt <= 3; attempt++ {
		if err = fixture.Seed(ctx, db, "o1"); err == nil {
			return nil
		}
	}
	return err
}
`)
	// An in-package test file: svc [svc.test] differs from svc, so
	// everything that imports svc is recompiled for the test.
	write("svc/internal_test.go", "package svc\n\nvar testing = true\n")
	got, _ := runParsed(t, dir, "./svc")
	wantCode(t, got, ExitFindings)
	wantContains(t, "stdout", got.stdout, "svc_test.go:13:24: fixture.Seed is retried in a retry loop")
}

// TestColdBuildCache checks that an empty build cache changes nothing: go
// list -export compiles the export data the load reads (the standard
// library included) into it first. It compiles database/sql and its
// dependencies, a minute or two on 2 cores: it runs with CI=true or
// COLD_CACHE=1 (scripts/test.d/cold-cache.sh).
func TestColdBuildCache(t *testing.T) {
	if os.Getenv("CI") != "true" && os.Getenv("COLD_CACHE") != "1" {
		t.Skip("set CI=true or COLD_CACHE=1 to load with an empty build cache")
	}
	dir := serviceModule(t, "include: [example.com/wrap]\n")
	warm, _ := runParsed(t, dir, "-json", "-test=false", "./svc")
	wantCode(t, warm, ExitFindings)
	t.Setenv("GOCACHE", t.TempDir())
	cold, parsed := runParsed(t, dir, "-json", "-test=false", "./svc")
	if cold.code != warm.code || cold.stdout != warm.stdout || cold.stderr != warm.stderr {
		t.Errorf("with an empty build cache:\n%s\nwith the cache warm:\n%s", cold, warm)
	}
	if want := []string{"store/store.go", "svc/svc.go", "wrap/wrap.go"}; !slices.Equal(parsed, want) {
		t.Errorf("parsed %q, want %q", parsed, want)
	}
}

// TestAnalyzeExportData checks the load through Analyze, as the language
// server calls it: with the suite's Scope the versioned dependency's file
// is not handed to Settings.ParseFile, and the findings are those of the
// load from source (the suite without Scope), an Incomplete included: a
// broken in-scope package reached from export data's side is reported the
// same way.
func TestAnalyzeExportData(t *testing.T) {
	dir := serviceModule(t, "include: [example.com/wrap]\n")
	if err := os.WriteFile(filepath.Join(dir, "svc", "broken.go"), []byte("package svc\n\nvar _ = store.Nope\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	analyse := func(suite Suite, patterns ...string) ([]Finding, error, []string) {
		var mu sync.Mutex
		var parsed []string
		s := Settings{Suite: suite, Tests: true, ParseFile: func(fset *token.FileSet, name string, src []byte) (*ast.File, error) {
			mu.Lock()
			parsed = append(parsed, name)
			mu.Unlock()
			return ParseFile(fset, name, src)
		}}
		s.Config.Include = []string{"example.com/wrap"}
		findings, err := Analyze(context.Background(), dir, patterns, s)
		return findings, err, parsed
	}
	scoped := Suite{Names: idemlint.Names, New: idemlint.New, Scope: idemlint.Scope}
	source := Suite{Names: idemlint.Names, New: idemlint.New}
	for _, patterns := range [][]string{{"./store"}, {"./..."}} {
		got, gotErr, parsed := analyse(scoped, patterns...)
		want, wantErr, _ := analyse(source, patterns...)
		if fmt.Sprint(gotErr) != fmt.Sprint(wantErr) {
			t.Errorf("%v: error %v, from source %v", patterns, gotErr, wantErr)
		}
		if len(got) != len(want) {
			t.Errorf("%v: %d findings, from source %d", patterns, len(got), len(want))
		}
		for i := range min(len(got), len(want)) {
			if got[i].Posn != want[i].Posn || got[i].Message != want[i].Message {
				t.Errorf("%v: finding %d: %s: %s, from source %s: %s", patterns, i, got[i].Posn, got[i].Message, want[i].Posn, want[i].Message)
			}
		}
		goroot := filepath.Join(runtime.GOROOT(), "src") + string(filepath.Separator)
		if slices.ContainsFunc(parsed, func(f string) bool { return strings.HasPrefix(f, goroot) }) {
			t.Errorf("%v: the standard library was parsed", patterns)
		}
	}
	// ./... names svc, whose broken file is an error of a matched package.
	_, err, _ := analyse(scoped, "./...")
	var inc *Incomplete
	if !errors.As(err, &inc) || len(inc.Skipped) == 0 {
		t.Errorf("./... with a broken package: %v, want an *Incomplete", err)
	}
}
