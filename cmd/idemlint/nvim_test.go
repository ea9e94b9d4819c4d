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
	nvim, err := exec.LookPath("nvim")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("nvim is not installed and CI=true: scripts/test installs Debian's neovim (apt-get install neovim) before the tests")
		}
		t.Skip("SKIP: nvim is not installed (apt-get install neovim, or CI=true to make its absence a failure)")
	}
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

	home := t.TempDir() // Neovim's log and state stay out of the user's
	// The go command's build cache defaults to XDG_CACHE_HOME/go-build:
	// name it, so that the server's go list -export reuses the compiled
	// export data of the standard library (internal/cli/stream.go) rather than compiling
	// it into an empty cache.
	gocache, err := exec.Command("go", "env", "GOCACHE").Output()
	if err != nil {
		t.Fatal(err)
	}
	outFile := filepath.Join(home, "diagnostics.json")
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, nvim, "--headless", "--clean", "-c", "luafile "+filepath.Join("testdata", "nvim", "diagnostics.lua"))
	cmd.Env = append(os.Environ(),
		"IDEMLINT="+binary,
		"IDEMLINT_FILES="+strings.Join(files, "\n"),
		"IDEMLINT_OUT="+outFile,
		"IDEMLINT_TIMEOUT=180000",
		"GOCACHE="+strings.TrimSpace(string(gocache)),
		"XDG_CONFIG_HOME="+home, "XDG_DATA_HOME="+home, "XDG_STATE_HOME="+home, "XDG_CACHE_HOME="+home,
	)
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stderr, &stderr
	runErr := cmd.Run()
	data, err := os.ReadFile(outFile)
	if err != nil {
		t.Fatalf("nvim wrote no result (%v): %v\n%s", runErr, err, stderr.String())
	}
	var got struct {
		Error string
		Files []struct {
			File        string
			Diagnostics []nvimDiagnostic
		}
		Exit struct{ Code, Signal int }
	}
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatalf("%v: %s", err, data)
	}
	if got.Error != "" || runErr != nil {
		t.Fatalf("nvim: %v %s\n%s", runErr, got.Error, stderr.String())
	}
	if len(got.Files) != len(files) {
		t.Fatalf("diagnostics for %d files, want %d: %s", len(got.Files), len(files), data)
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
