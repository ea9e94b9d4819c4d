package integration

import (
	"bufio"
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
)

// The end-to-end tests build cmd/idemlint from the parent module and run it,
// as a user would, on ./cases/...: packages written against the real
// libraries, where a trailing comment "// want: <analyzer>" marks each line
// that must be reported, and every other line must stay silent. SQL lines
// (in .sql files, such as embedded migrations, and inside Go raw strings)
// carry it as a SQL comment: "-- want: <analyzer>".

var idemlintBin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "idemlint-e2e")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	idemlintBin = filepath.Join(dir, "idemlint")
	build := exec.Command("go", "build", "-o", idemlintBin, "./cmd/idemlint")
	build.Dir = ".."
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "building idemlint:", err)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// run runs the binary in dir and returns stdout, stderr and the exit code.
func run(t *testing.T, dir string, args ...string) (string, string, int) {
	t.Helper()
	return runBin(t, idemlintBin, dir, args...)
}

// runBin is run with another build of idemlint.
func runBin(t *testing.T, bin, dir string, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("running idemlint: %v", err)
	}
	return out.String(), errb.String(), code
}

type finding struct {
	File     string // relative to the integration module
	Line     int
	Analyzer string
}

func (f finding) String() string { return fmt.Sprintf("%s:%d: %s", f.File, f.Line, f.Analyzer) }

var wantRx = regexp.MustCompile(`(?://|--) want: ([a-z, ]+)$`)

// wants reads the "// want: analyzer" and "-- want: analyzer" markers of
// the .go and .sql files under dir/root, with file names relative to dir.
func wants(t *testing.T, dir, root string) map[finding]bool {
	t.Helper()
	out := make(map[finding]bool)
	err := filepath.Walk(filepath.Join(dir, root), func(path string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() || !strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, ".sql") {
			return err
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		for line := 1; sc.Scan(); line++ {
			m := wantRx.FindStringSubmatch(strings.TrimRight(sc.Text(), " \t"))
			if m == nil {
				continue
			}
			for _, a := range strings.Split(m[1], ",") {
				if a = strings.TrimSpace(a); a != "" {
					rel, _ := filepath.Rel(dir, path)
					out[finding{filepath.ToSlash(rel), line, a}] = true
				}
			}
		}
		return sc.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

type jsonDiag struct {
	Posn    string `json:"posn"`
	Message string `json:"message"`
}

// parseJSON reads multichecker-shaped JSON: {"pkg": {"analyzer": [diag…]}},
// with file names relative to dir.
func parseJSON(t *testing.T, dir, data string) map[finding][]string {
	t.Helper()
	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal([]byte(data), &tree); err != nil {
		t.Fatalf("output is not multichecker JSON: %v\n%s", err, data)
	}
	wd, _ := filepath.Abs(dir)
	out := make(map[finding][]string)
	for pkg, byAnalyzer := range tree {
		for analyzer, raw := range byAnalyzer {
			var diags []jsonDiag
			if err := json.Unmarshal(raw, &diags); err != nil {
				t.Fatalf("package %s analyzer %s: not a list of diagnostics (%v): %s", pkg, analyzer, err, raw)
			}
			for _, d := range diags {
				f := posFinding(t, wd, d.Posn, analyzer)
				out[f] = append(out[f], d.Message)
			}
		}
	}
	return out
}

var posRx = regexp.MustCompile(`^(.*\.(?:go|sql)):(\d+):(\d+)$`)

func posFinding(t *testing.T, wd, posn, analyzer string) finding {
	m := posRx.FindStringSubmatch(posn)
	if m == nil {
		t.Fatalf("bad posn %q", posn)
	}
	file := m[1]
	if filepath.IsAbs(file) {
		if rel, err := filepath.Rel(wd, file); err == nil {
			file = rel
		}
	}
	var line int
	fmt.Sscan(m[2], &line)
	return finding{filepath.ToSlash(file), line, analyzer}
}

// TestCases runs idemlint -json over the real-library cases and checks
// that it reports exactly the marked lines.
func TestCases(t *testing.T) { checkMarked(t, ".", "cases") }

// TestDemo runs idemlint over the bundled demo module, as the README's first
// command does, and checks that it reports exactly the marked lines.
func TestDemo(t *testing.T) { checkMarked(t, filepath.Join("..", "examples"), ".") }

func checkMarked(t *testing.T, dir, root string) { checkMarkedWith(t, idemlintBin, dir, root) }

// checkMarkedWith is checkMarked with another build of idemlint; it returns
// what the binary wrote to stderr.
func checkMarkedWith(t *testing.T, bin, dir, root string) string {
	t.Helper()
	r := runMarked(t, bin, dir, root)
	for _, m := range r.missing() {
		t.Errorf("missing finding: %s", m)
	}
	for _, u := range r.unexpected() {
		t.Errorf("unexpected finding: %s", u)
	}
	return r.stderr
}

// markedRun is one run of idemlint -json over the packages under
// dir/root, beside the markers of their files.
type markedRun struct {
	want   map[finding]bool
	got    map[finding][]string
	stderr string
}

// runMarked runs bin -json over dir/root/... and reads the markers there.
// It fails the test when there are no markers, or when the run ends
// otherwise than with findings (exit code 3).
func runMarked(t *testing.T, bin, dir, root string) markedRun {
	t.Helper()
	want := wants(t, dir, root)
	if len(want) == 0 {
		t.Fatalf("no // want: markers under %s: the end-to-end test would prove nothing", filepath.Join(dir, root))
	}
	stdout, stderr, code := runBin(t, bin, dir, "-json", "./"+filepath.ToSlash(filepath.Join(root, "...")))
	if code != 3 {
		t.Fatalf("exit code %d, want 3 (findings)\nstderr:\n%s", code, stderr)
	}
	return markedRun{want: want, got: parseJSON(t, dir, stdout), stderr: stderr}
}

// missing lists the marked lines with no finding, sorted.
func (r markedRun) missing() []string {
	var out []string
	for w := range r.want {
		if _, ok := r.got[w]; !ok {
			out = append(out, w.String())
		}
	}
	sort.Strings(out)
	return out
}

// unexpected lists the findings on unmarked lines, with their messages,
// sorted.
func (r markedRun) unexpected() []string { return r.unexpectedExcept(nil) }

// unexpectedExcept is unexpected without the findings in known.
func (r markedRun) unexpectedExcept(known map[finding]bool) []string {
	var out []string
	for g, msgs := range r.got {
		if !r.want[g] && !known[g] {
			out = append(out, g.String()+": "+strings.Join(msgs, " | "))
		}
	}
	sort.Strings(out)
	return out
}

// TestRace runs a race-detector build of idemlint over the cases and the
// demo. The checker, like golangci-lint, runs a package's analyzers
// concurrently on one shared summary Result; an index there that was
// built lazily without synchronization once lost a keyderivation finding
// at random under golangci-lint. The race detector sees such a write
// whenever two analyzers touch it, whatever the interleaving.
func TestRace(t *testing.T) {
	if testing.Short() {
		t.Skip("builds idemlint with -race and runs it over every case")
	}
	bin := filepath.Join(t.TempDir(), "idemlint-race")
	build := exec.Command("go", "build", "-race", "-o", bin, "./cmd/idemlint")
	build.Dir = ".."
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build -race: %v\n%s", err, out)
	}
	for _, c := range []struct{ dir, root string }{{".", "cases"}, {filepath.Join("..", "examples"), "."}} {
		if stderr := checkMarkedWith(t, bin, c.dir, c.root); strings.Contains(stderr, "DATA RACE") {
			t.Errorf("data race running over %s:\n%s", filepath.Join(c.dir, c.root), stderr)
		}
	}
}

var textRx = regexp.MustCompile(`^(\S+\.(?:go|sql)):(\d+):(\d+): (.*)$`)

// TestVetTool runs the same binary under go vet -vettool and checks that it
// reports the same lines as the standalone driver.
func TestVetTool(t *testing.T) { checkVetAgrees(t, "./cases/...") }

// checkVetAgrees runs idemlint -json and go vet -vettool=idemlint over the
// packages of pattern, in this module, and checks that both report the
// same lines.
func checkVetAgrees(t *testing.T, pattern string) {
	t.Helper()
	stdout, _, _ := run(t, ".", "-json", pattern)
	fromJSON := make(map[string]bool)
	for f := range parseJSON(t, ".", stdout) {
		fromJSON[fmt.Sprintf("%s:%d", f.File, f.Line)] = true
	}
	cmd := exec.Command("go", "vet", "-vettool="+idemlintBin, pattern)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	if err == nil && len(fromJSON) > 0 {
		t.Fatalf("go vet -vettool exited 0 although the standalone run has findings:\n%s", out.String())
	}
	wd, _ := os.Getwd()
	fromVet := make(map[string]bool)
	for _, line := range strings.Split(out.String(), "\n") {
		m := textRx.FindStringSubmatch(strings.TrimSpace(line))
		if m == nil || strings.HasPrefix(m[4], "\t") {
			continue // not a finding, or a related position ("file:l:c: \tchecked here")
		}
		file := m[1]
		if filepath.IsAbs(file) {
			file, _ = filepath.Rel(wd, file)
		}
		file = strings.TrimPrefix(filepath.ToSlash(file), "./")
		fromVet[file+":"+m[2]] = true
	}
	for k := range fromJSON {
		if !fromVet[k] {
			t.Errorf("go vet -vettool misses %s\n%s", k, out.String())
		}
	}
	for k := range fromVet {
		if !fromJSON[k] {
			t.Errorf("go vet -vettool reports %s, the standalone run does not", k)
		}
	}
}

// TestBrokenPackage checks that a package that does not type-check is named
// with the compiler's message and exit code 1, never "no findings".
func TestBrokenPackage(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module broken\n\ngo 1.26\n")
	write("b.go", "package broken\n\nfunc F() int { return \"no\" }\n")
	_, stderr, code := run(t, dir, "./...")
	if code != 1 {
		t.Fatalf("exit code %d, want 1; stderr:\n%s", code, stderr)
	}
	if !strings.Contains(stderr, "b.go:3") || !strings.Contains(stderr, "cannot use") {
		t.Fatalf("stderr does not carry the compiler's message:\n%s", stderr)
	}
}
