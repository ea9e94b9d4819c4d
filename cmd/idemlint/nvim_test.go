package main

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/idemlint/idemlint"
	"github.com/idemlint/idemlint/internal/cli"
)

// TestNeovim tests `idemlint lsp` in a real editor: headless Neovim (0.7,
// Debian's, or later) with its built-in client and no configuration runs
// testdata/nvim/diagnostics.lua, which starts the server with
// vim.lsp.start_client, attaches it to a demo file (examples/dedup: a
// check-then-act with two related sites) and to a file with non-ASCII text
// before its finding, and writes what vim.diagnostic.get returned. Every
// diagnostic must be exactly what `idemlint -json` reports for the same
// package, as Neovim shows it: its range in bytes (Neovim converts the
// server's UTF-16 back), message, source, code and link, and the related
// information in LSP's terms. The server must exit 0 after Neovim's
// shutdown and exit.
//
// Without nvim the test is skipped, unless CI=true: then it fails
// (scripts/test installs Debian's neovim when CI=true).
func TestNeovim(t *testing.T) {
	nvim := lookNvim(t)
	demo, err := filepath.Abs(filepath.Join("..", "..", "examples", "dedup", "dedup.go"))
	if err != nil {
		t.Fatal(err)
	}
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	// The call's parenthesis is at byte column 40 (1-based), UTF-16
	// character 36 (0-based): Neovim must show it at byte 39.
	ledger := filepath.Join(dir, "ledger.go")
	write(t, filepath.Join(dir, "go.mod"), "module example.com/ledger\n\ngo 1.26\n")
	write(t, ledger, `package ledger

import (
	"context"
	"database/sql"
)

func Credit(ctx context.Context, db *sql.DB, id string, amount int64) error {
	/* 😀 é */ _, err := db.ExecContext(ctx, "UPDATE accounts SET balance = balance + $1 WHERE id = $2", amount, id)
	return err
}
`)
	files := []string{demo, ledger}

	var got struct {
		Error string
		Files []struct {
			File        string
			Diagnostics []nvimDiagnostic
		}
		Exit struct{ Code, Signal int }
	}
	runNvim(t, nvim, "diagnostics.lua", &got, "IDEMLINT_FILES="+strings.Join(files, "\n"))
	if got.Error != "" {
		t.Fatalf("nvim: %s", got.Error)
	}
	if len(got.Files) != len(files) {
		t.Fatalf("diagnostics for %d files, want %d: %+v", len(got.Files), len(files), got.Files)
	}
	for i, f := range got.Files {
		want := cliDiagnostics(t, files[i])
		sortNvim(f.Diagnostics)
		for j := range f.Diagnostics {
			if len(f.Diagnostics[j].Related) == 0 {
				f.Diagnostics[j].Related = nil
			}
		}
		if !reflect.DeepEqual(f.Diagnostics, want) {
			g, _ := json.MarshalIndent(f.Diagnostics, "", "  ")
			w, _ := json.MarshalIndent(want, "", "  ")
			t.Errorf("%s: Neovim has\n%s\nwant (idemlint -json)\n%s", files[i], g, w)
		}
	}
	// The comparison above proves nothing if both sides are empty.
	if d := got.Files[0].Diagnostics; len(d) != 1 || d[0].Code != "checkthenact" || len(d[0].Related) != 2 {
		t.Errorf("demo: want one checkthenact diagnostic with two related sites, got %+v", d)
	}
	if d := got.Files[1].Diagnostics; len(d) != 1 || d[0].Code != "relativewrite" || d[0].Lnum != 8 || d[0].Col != 39 {
		t.Errorf("ledger.go: want one relativewrite at line 8, byte 39 (0-based), got %+v", d)
	}
	if got.Exit.Code != 0 || got.Exit.Signal != 0 {
		t.Errorf("idemlint lsp exited with code %d, signal %d after Neovim's shutdown and exit", got.Exit.Code, got.Exit.Signal)
	}
}

// nvimDiagnostic is what testdata/nvim/diagnostics.lua writes of one entry
// of vim.diagnostic.get: lines and columns 0-based, columns in bytes; the
// related information as the server sent it (LSP: UTF-16 characters).
type nvimDiagnostic struct {
	Lnum     int           `json:"lnum"`
	Col      int           `json:"col"`
	EndLnum  int           `json:"end_lnum"`
	EndCol   int           `json:"end_col"`
	Severity int           `json:"severity"`
	Message  string        `json:"message"`
	Source   string        `json:"source"`
	Code     string        `json:"code"`
	Href     string        `json:"href"`
	Related  []nvimRelated `json:"related"`
}

type nvimRelated struct {
	Location struct {
		URI   string   `json:"uri"`
		Range lspRange `json:"range"`
	} `json:"location"`
	Message string `json:"message"`
}

type lspPosition struct {
	Line      int `json:"line"`
	Character int `json:"character"`
}

type lspRange struct {
	Start lspPosition `json:"start"`
	End   lspPosition `json:"end"`
}

func sortNvim(ds []nvimDiagnostic) {
	slices.SortFunc(ds, func(a, b nvimDiagnostic) int {
		return cmp.Or(cmp.Compare(a.Lnum, b.Lnum), cmp.Compare(a.Col, b.Col), cmp.Compare(a.Code, b.Code), cmp.Compare(a.Message, b.Message))
	})
}

// cliDiagnostics runs `idemlint -json` on the package of file and returns
// its findings in file as Neovim must show them.
func cliDiagnostics(t *testing.T, file string) []nvimDiagnostic {
	t.Helper()
	cmd := exec.Command(binary, "-json", ".")
	cmd.Dir = filepath.Dir(file)
	out, err := cmd.Output()
	if ee, ok := err.(*exec.ExitError); err != nil && (!ok || ee.ExitCode() != cli.ExitFindings) {
		t.Fatalf("idemlint -json in %s: %v", cmd.Dir, err)
	}
	var tree map[string]map[string][]struct {
		Posn, End, Message string
		Related            []struct{ Posn, End, Message string }
	}
	if err := json.Unmarshal(out, &tree); err != nil {
		t.Fatalf("idemlint -json: %v\n%s", err, out)
	}
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	lines := bytes.SplitAfter(src, []byte("\n"))
	// at converts "file:line:col" (1-based, bytes) to 0-based line and
	// byte column, and to LSP's UTF-16 character.
	at := func(posn string) (f string, line, col, char int) {
		i := strings.LastIndexByte(posn, ':')
		j := strings.LastIndexByte(posn[:i], ':')
		line, _ = strconv.Atoi(posn[j+1 : i])
		col, _ = strconv.Atoi(posn[i+1:])
		return posn[:j], line - 1, col - 1, cli.UTF16Len(lines[line-1][:col-1])
	}
	urls := make(map[string]string)
	suite, err := idemlint.Suite()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range suite {
		urls[a.Name] = a.URL
	}
	var want []nvimDiagnostic
	for _, byAnalyzer := range tree {
		for analyzer, list := range byAnalyzer {
			for _, d := range list {
				f, line, col, _ := at(d.Posn)
				if f != file {
					continue
				}
				_, eline, ecol, _ := at(d.End)
				nd := nvimDiagnostic{Lnum: line, Col: col, EndLnum: eline, EndCol: ecol, Severity: 2,
					Message: d.Message, Source: "idemlint", Code: analyzer,
					Href: urls[analyzer]}
				for _, r := range d.Related {
					rf, rl, _, rc := at(r.Posn)
					_, el, _, ec := at(r.End)
					if rf != file {
						t.Fatalf("a related site in another file (%s): extend the test", r.Posn)
					}
					rel := nvimRelated{Message: r.Message}
					rel.Location.URI = (&url.URL{Scheme: "file", Path: filepath.ToSlash(rf)}).String()
					rel.Location.Range = lspRange{Start: lspPosition{rl, rc}, End: lspPosition{el, ec}}
					nd.Related = append(nd.Related, rel)
				}
				want = append(want, nd)
			}
		}
	}
	sortNvim(want)
	return want
}

// TestNeovimQuickFix tests the quick fixes of `idemlint lsp` in a real
// editor: testdata/nvim/codeaction.lua opens a copy of examples/payments
// (keyderivation: a key minted inside backoff.Retry's callback, which the
// fix hoists above the retry; and a retrykeyless finding without a fix),
// asks for the code actions with the cursor at the start of the finding's
// line, as vim.lsp.buf.code_action does, and for source.fixAll.idemlint, and
// applies each through Neovim's vim.lsp.util.apply_workspace_edit. Each
// buffer must equal what `idemlint -fix` writes to the same file.
func TestNeovimQuickFix(t *testing.T) {
	nvim := lookNvim(t)
	want := readString(t, copyExample(t, "payments", "-fix"))
	file := copyExample(t, "payments")
	before := readString(t, file)
	var got struct {
		Error   string
		Actions []struct {
			Title, Kind, Buffer string
			Preferred           bool
			Diagnostics         []string
		}
		Exit struct{ Code, Signal int }
	}
	runNvim(t, nvim, "codeaction.lua", &got, "IDEMLINT_FILE="+file, "IDEMLINT_CODE=keyderivation")
	if got.Error != "" {
		t.Fatalf("nvim: %s", got.Error)
	}
	// At the cursor, no only: the quick fix and the fix-all beside it;
	// then the fix-all asked for by kind.
	if len(got.Actions) != 3 {
		t.Fatalf("want the quick fix and the fix-all at the cursor and the fix-all by kind, got %+v", got.Actions)
	}
	q := got.Actions[0]
	if q.Kind != "quickfix" || !q.Preferred || !slices.Equal(q.Diagnostics, []string{"keyderivation"}) {
		t.Errorf("quick fix: %+v", q)
	}
	for _, all := range got.Actions[1:] {
		if all.Kind != "source.fixAll.idemlint" || !slices.Equal(all.Diagnostics, []string{"keyderivation"}) {
			t.Errorf("fix-all: %+v", all)
		}
	}
	for _, a := range got.Actions {
		if a.Buffer != want {
			t.Errorf("%s %q: Neovim's buffer is\n%s\nwant (idemlint -fix)\n%s", a.Kind, a.Title, a.Buffer, want)
		}
	}
	if want == before {
		t.Error("idemlint -fix changed nothing: the comparison proves nothing")
	}
	if s := readString(t, file); s != before {
		t.Errorf("the file on disk changed: the actions edit the buffer only\n%s", s)
	}
	if got.Exit.Code != 0 || got.Exit.Signal != 0 {
		t.Errorf("idemlint lsp exited with code %d, signal %d after Neovim's shutdown and exit", got.Exit.Code, got.Exit.Signal)
	}
}

// lookNvim returns the path of nvim, or skips the test without it (fails
// with CI=true).
func lookNvim(t *testing.T) string {
	t.Helper()
	nvim, err := exec.LookPath("nvim")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("nvim is not installed and CI=true: scripts/test installs Debian's neovim (apt-get install neovim) before the tests")
		}
		t.Skip("SKIP: nvim is not installed (apt-get install neovim, or CI=true to make its absence a failure)")
	}
	return nvim
}

// copyExample copies examples/<pkg> with the examples module's go.mod and
// go.sum into a fresh directory, runs idemlint with args there if any
// (-fix), and returns the path of the package's file.
func copyExample(t *testing.T, pkg string, args ...string) string {
	t.Helper()
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"go.mod", "go.sum", filepath.Join(pkg, pkg+".go")} {
		write(t, filepath.Join(dir, name), readString(t, filepath.Join("..", "..", "examples", name)))
	}
	file := filepath.Join(dir, pkg, pkg+".go")
	if len(args) > 0 {
		cmd := exec.Command(binary, append(args, ".")...)
		cmd.Dir = filepath.Dir(file)
		out, err := cmd.CombinedOutput()
		if ee, ok := err.(*exec.ExitError); err != nil && (!ok || ee.ExitCode() != cli.ExitFindings) {
			t.Fatalf("idemlint %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	return file
}

func readString(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// runNvim runs testdata/nvim/<script> in headless Neovim with no
// configuration, its state in a temporary home, the binary in IDEMLINT
// and env added, and decodes the JSON it writes to IDEMLINT_OUT into v.
func runNvim(t *testing.T, nvim, script string, v any, env ...string) {
	t.Helper()
	home := t.TempDir() // Neovim's log and state stay out of the user's
	// The go command's build cache defaults to XDG_CACHE_HOME/go-build:
	// name it, so that the server's go list -export reuses the compiled
	// export data of the standard library (internal/cli/stream.go) rather
	// than compiling it into an empty cache.
	gocache, err := exec.Command("go", "env", "GOCACHE").Output()
	if err != nil {
		t.Fatal(err)
	}
	outFile := filepath.Join(home, "result.json")
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, nvim, "--headless", "--clean", "-c", "luafile "+filepath.Join("testdata", "nvim", script))
	cmd.Env = append(append(os.Environ(),
		"IDEMLINT="+binary,
		"IDEMLINT_OUT="+outFile,
		"IDEMLINT_TIMEOUT=180000",
		"GOCACHE="+strings.TrimSpace(string(gocache)),
		"XDG_CONFIG_HOME="+home, "XDG_DATA_HOME="+home, "XDG_STATE_HOME="+home, "XDG_CACHE_HOME="+home,
	), env...)
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stderr, &stderr
	runErr := cmd.Run()
	data, err := os.ReadFile(outFile)
	if err != nil {
		t.Fatalf("nvim wrote no result (%v): %v\n%s", runErr, err, stderr.String())
	}
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatalf("%v: %s", err, data)
	}
	if runErr != nil {
		t.Fatalf("nvim: %v: %s\n%s", runErr, data, stderr.String())
	}
}
