package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestNeovimTyping tests diagnostics while typing in a real editor:
// headless Neovim runs testdata/nvim/typing.lua, which opens a file that
// is clean on disk, puts a relative write into the buffer without saving
// it, and waits for idemlint's diagnostic; then puts the clean text back
// and waits for it to go. The diagnostic must be at the buffer's
// position of the finding, the buffer still modified, the file on disk
// untouched, and the server must exit 0 after Neovim's shutdown and exit.
// Skipped without nvim, as TestNeovim is, unless CI=true.
func TestNeovimTyping(t *testing.T) {
	nvim, err := exec.LookPath("nvim")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("nvim is not installed and CI=true: scripts/test installs Debian's neovim (apt-get install neovim) before the tests")
		}
		t.Skip("SKIP: nvim is not installed (apt-get install neovim, or CI=true to make its absence a failure)")
	}
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	const clean = `package ledger

import (
	"context"
	"database/sql"
)

func Credit(ctx context.Context, db *sql.DB, id string, balance int64) error {
	/* 😀 é */ _, err := db.ExecContext(ctx, "UPDATE accounts SET balance = $1 WHERE id = $2", balance, id)
	return err
}
`
	red := strings.Replace(clean, "balance = $1", "balance = balance + $1", 1)
	ledger := filepath.Join(dir, "ledger.go")
	write(t, filepath.Join(dir, "go.mod"), "module example.com/ledger\n\ngo 1.26\n")
	write(t, ledger, clean)

	home := t.TempDir() // Neovim's log and state stay out of the user's
	gocache, err := exec.Command("go", "env", "GOCACHE").Output()
	if err != nil {
		t.Fatal(err)
	}
	outFile := filepath.Join(home, "result.json")
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, nvim, "--headless", "--clean", "-c", "luafile "+filepath.Join("testdata", "nvim", "typing.lua"))
	cmd.Env = append(os.Environ(),
		"IDEMLINT="+binary,
		"IDEMLINT_FILE="+ledger,
		"IDEMLINT_RED="+red,
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
		Error    string
		Clean    int
		Modified bool
		Edited   []struct {
			Lnum, Col     int
			Code, Message string
		}
		Reverted int
		Exit     struct{ Code, Signal int }
	}
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatalf("%v: %s", err, data)
	}
	if got.Error != "" || runErr != nil {
		t.Fatalf("nvim: %v %s\n%s", runErr, got.Error, stderr.String())
	}
	if got.Clean != 0 {
		t.Errorf("the clean file has %d diagnostics", got.Clean)
	}
	// The call's parenthesis: byte column 39 (0-based) of line 8.
	if len(got.Edited) != 1 || got.Edited[0].Code != "relativewrite" || got.Edited[0].Lnum != 8 || got.Edited[0].Col != 39 ||
		!strings.Contains(got.Edited[0].Message, "balance = balance + $1") {
		t.Errorf("the unsaved buffer: want one relativewrite at line 8, byte 39, got %+v", got.Edited)
	}
	if !got.Modified {
		t.Error("the buffer was saved")
	}
	if got.Reverted != 0 {
		t.Errorf("the buffer clean again: %d diagnostics", got.Reverted)
	}
	if b, _ := os.ReadFile(ledger); string(b) != clean {
		t.Error("the file on disk changed")
	}
	if got.Exit.Code != 0 || got.Exit.Signal != 0 {
		t.Errorf("idemlint lsp exited with code %d, signal %d after Neovim's shutdown and exit", got.Exit.Code, got.Exit.Signal)
	}
}
