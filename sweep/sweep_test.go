package sweep

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"
)

var (
	root   string                  // the idemlint repository
	binary string                  // idemlint, built from root
	allYML string                  // analyze-dependencies: true
	swept  = make(map[string]bool) // "importpath module@version" already swept
)

func TestMain(m *testing.M) {
	os.Exit(func() int {
		wd, err := os.Getwd()
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		root = filepath.Dir(wd)
		dir, err := os.MkdirTemp("", "idemlint-sweep-")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		defer os.RemoveAll(dir)
		binary = filepath.Join(dir, "idemlint")
		build := exec.Command("go", "build", "-o", binary, "./cmd/idemlint")
		build.Dir = root
		if out, err := build.CombinedOutput(); err != nil {
			fmt.Fprintf(os.Stderr, "building idemlint: %v\n%s", err, out)
			return 1
		}
		allYML = filepath.Join(dir, "all.yml")
		if err := os.WriteFile(allYML, []byte("analyze-dependencies: true\n"), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		return m.Run()
	}())
}

type outcome struct {
	stdout, stderr string
	code           int
	wall           time.Duration
}

func run(t *testing.T, dir string, env []string, name string, args ...string) outcome {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), append([]string{"GOWORK=off", "GOTOOLCHAIN=local"}, env...)...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err := cmd.Run()
	o := outcome{stdout.String(), stderr.String(), 0, time.Since(start)}
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		o.code = exit.ExitCode()
	} else if err != nil {
		t.Fatalf("%s %s: %v", name, strings.Join(args, " "), err)
	}
	return o
}

// maxLines bounds the output quoted in a failure.
const maxLines = 30

func head(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > maxLines {
		lines = append(lines[:maxLines], fmt.Sprintf("… %d more lines", len(lines)-maxLines))
	}
	return strings.Join(lines, "\n")
}

// finding is one diagnostic of a sweep, as -json prints it.
type finding struct {
	Posn    string `json:"posn"`
	Message string `json:"message"`
}

// ownModule is the path prefix of the packages of this repository's
// modules (the integration cases, the bench workload): their findings are
// the cases' expectations, not findings over library code.
const ownModule = "github.com/idemlint/"

// maxLibraryFindings bounds the findings over the real libraries'
// packages (TestLibraries; none over std): each is read and explained in
// docs/precision.md, and a new one is a change in precision that must be
// read before the bound moves.
const maxLibraryFindings = 5

// sweep runs idemlint over patterns in dir with every package summarized
// and fails on anything but a clean run or findings: a panic, an analyzer
// error, a package that does not load. Flags go before the patterns. It
// logs and returns the findings over library code (packages outside this
// repository's modules), one line each: "analyzer: posn: message".
func sweep(t *testing.T, dir string, patterns []string, flags ...string) []string {
	t.Helper()
	args := append(append([]string{"-test=false", "-json", "-timing", "-config", allYML}, flags...), patterns...)
	o := run(t, dir, nil, binary, args...)
	var timing, other []string
	for _, l := range strings.Split(strings.TrimRight(o.stderr, "\n"), "\n") {
		switch {
		case l == "":
		case strings.HasPrefix(l, "timing: "):
			timing = append(timing, l)
		default:
			other = append(other, l)
		}
	}
	t.Logf("%d patterns in %.1fs (exit %d)\n%s", len(patterns), o.wall.Seconds(), o.code, strings.Join(timing, "\n"))
	if o.code != 0 && o.code != 3 {
		t.Errorf("exit %d, want 0 or 3", o.code)
	}
	if len(other) > 0 {
		t.Errorf("stderr:\n%s", head(strings.Join(other, "\n")))
	}
	// Findings are a list per analyzer; an analyzer error is {"error": …}.
	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal([]byte(o.stdout), &tree); err != nil {
		t.Fatalf("-json output is not JSON: %v\n%s", err, head(o.stdout))
	}
	var errs, library []string
	findings := make(map[string]int)
	for pkg, byAnalyzer := range tree {
		for a, raw := range byAnalyzer {
			var list []finding
			if err := json.Unmarshal(raw, &list); err != nil {
				errs = append(errs, fmt.Sprintf("%s: %s: %s", pkg, a, raw))
				continue
			}
			findings[a] += len(list)
			if strings.HasPrefix(pkg, ownModule) {
				continue
			}
			for _, f := range list {
				library = append(library, fmt.Sprintf("%s: %s: %s", a, f.Posn, f.Message))
			}
		}
	}
	sort.Strings(errs)
	if len(errs) > 0 {
		t.Errorf("%d analyzer errors:\n%s", len(errs), head(strings.Join(errs, "\n")))
	}
	sort.Strings(library)
	t.Logf("findings by analyzer: %v; over library code: %d\n%s", findings, len(library), strings.Join(library, "\n"))
	return library
}

// libraryPackages lists the packages outside the standard library that
// patterns, in the module at dir, depend on (themselves included), leaving
// out those an earlier sweep covered at the same module version.
func libraryPackages(t *testing.T, dir string, patterns ...string) []string {
	t.Helper()
	args := append([]string{"list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}} {{with .Module}}{{.Path}}@{{.Version}}{{end}}{{end}}"}, patterns...)
	o := run(t, dir, nil, "go", args...)
	if o.code != 0 {
		t.Fatalf("go list in %s: exit %d\n%s", dir, o.code, head(o.stderr))
	}
	var pkgs []string
	for _, l := range strings.Split(o.stdout, "\n") {
		path, mod, _ := strings.Cut(l, " ")
		if path == "" {
			continue
		}
		key := path + " " + mod
		if swept[key] {
			continue
		}
		swept[key] = true
		pkgs = append(pkgs, path)
	}
	if len(pkgs) == 0 {
		t.Fatalf("no packages to sweep in %s", dir)
	}
	return pkgs
}

func TestStd(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module sweep.example\n\ngo 1.26\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// -check-facts: every fact is gob-encoded, twice, and decoded as it
	// crosses into an importing package (a panic on a failure or a
	// nondeterministic encoding). It costs minutes over the larger
	// library graph, whose facts go vet encodes in TestVetFacts.
	if library := sweep(t, dir, []string{"std"}, "-check-facts"); len(library) > 0 {
		t.Errorf("%d findings over the standard library, want none: the suite over-reaches (see docs/precision.md)", len(library))
	}
}

// TestLibraries sweeps every package of the integration module's real
// libraries (its own cases included), then those of the bench module not
// already covered at the same version.
func TestLibraries(t *testing.T) {
	var library []string
	for _, mod := range []string{"integration", "bench"} {
		t.Run(mod, func(t *testing.T) {
			dir := filepath.Join(root, mod)
			library = append(library, sweep(t, dir, libraryPackages(t, dir, "./..."))...)
		})
	}
	if len(library) > maxLibraryFindings {
		t.Errorf("%d findings over library code, want at most %d, each explained in docs/precision.md: the suite over-reaches", len(library), maxLibraryFindings)
	}
}

// vetLine is what go vet may print when the tool works: diagnostics
// (file:line:col: message; the file may be a migration, not Go), their
// related positions indented under them, and package headers.
var vetLine = regexp.MustCompile(`^(# \S+|\S+:\d+:\d+: .*|\t.*|)$`)

// goProgress is what the go command prints on stderr while it fetches
// modules: progress, not a diagnostic.
var goProgress = regexp.MustCompile(`^go: (downloading|finding|extracting) \S+ \S+$`)

// TestVetFacts runs the suite under go vet -vettool, where every
// dependency of the named packages, the standard library included, is
// analysed for its facts and the facts are gob-encoded into vet's files:
// a fact that fails to encode or decode crashes the tool there. A
// configuration file with a fresh comment gives the tool a new identity,
// so that the build cache cannot serve a previous run.
func TestVetFacts(t *testing.T) {
	dir := filepath.Join(root, "integration")
	cfg := filepath.Join(t.TempDir(), "vet.yml")
	if err := os.WriteFile(cfg, fmt.Appendf(nil, "# sweep %d\nanalyze-dependencies: true\n", time.Now().UnixNano()), 0o644); err != nil {
		t.Fatal(err)
	}
	// Only the cases are named: every library the knowledge is proven on
	// (sarama, confluent-kafka-go with cgo, go-redis, kafka-go, stripe-go,
	// the Temporal client, gorm) is among their dependencies, and go vet
	// runs the tool on each dependency for its facts (checked below with
	// go list -deps). Naming a library would also vet its tests, whose
	// dependencies (confluent-kafka-go's reach docker and compose) filled
	// CI's disk.
	pkgs := []string{"./cases/..."}
	if o := run(t, dir, nil, "go", "list", "-deps", "-f", "{{.ImportPath}}", "./cases/..."); o.code != 0 {
		t.Fatalf("go list -deps: exit %d\n%s", o.code, head(o.stderr))
	} else {
		deps := map[string]bool{}
		for _, p := range strings.Fields(o.stdout) {
			deps[p] = true
		}
		for _, lib := range []string{
			"github.com/IBM/sarama",
			"github.com/confluentinc/confluent-kafka-go/v2/kafka",
			"github.com/redis/go-redis/v9",
			"github.com/segmentio/kafka-go",
			"github.com/stripe/stripe-go/v82",
			"go.temporal.io/sdk/client",
			"gorm.io/gorm",
		} {
			if !deps[lib] {
				t.Errorf("no case imports %s: its facts are no longer encoded under go vet; add a case that uses it", lib)
			}
		}
	}
	// go vet vets the named packages with their tests, whose dependencies
	// a cold module cache does not hold yet: download them first, so that
	// what go vet prints below is what the tool said.
	if o := run(t, dir, nil, "go", append([]string{"list", "-deps", "-test", "-f", "{{.ImportPath}}"}, pkgs...)...); o.code != 0 {
		t.Fatalf("go list -deps -test: exit %d\n%s", o.code, head(o.stderr))
	}
	o := run(t, dir, nil, "go", append([]string{"vet", "-vettool=" + binary, "-config=" + cfg}, pkgs...)...)
	t.Logf("go vet over %s and their dependencies: %.1fs (exit %d)", strings.Join(pkgs, " "), o.wall.Seconds(), o.code)
	var bad []string
	diags := 0
	for _, l := range strings.Split(strings.TrimRight(o.stderr, "\n"), "\n") {
		switch {
		case goProgress.MatchString(l):
			// The go command's own progress, not the tool's output.
		case !vetLine.MatchString(l):
			bad = append(bad, l)
		case l != "" && !strings.HasPrefix(l, "\t") && !strings.HasPrefix(l, "#"):
			diags++
		}
	}
	if len(bad) > 0 {
		t.Errorf("go vet -vettool printed what is not a diagnostic:\n%s", head(strings.Join(bad, "\n")))
	}
	switch {
	case o.code == 0 && diags == 0:
		t.Errorf("go vet -vettool reported nothing on the integration cases")
	case o.code != 0 && o.code != 1:
		t.Errorf("go vet -vettool: exit %d", o.code)
	}
	t.Logf("%d diagnostics", diags)
}
