package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNeovimTyping tests diagnostics while typing in a real editor:
// headless Neovim runs testdata/nvim/typing.lua, which opens a file that
// is clean on disk, puts a relative write into the buffer without saving
// it, and waits for idemlint's diagnostic; then puts the clean text back
// and waits for it to go. The diagnostic must be at the buffer's
// position of the finding, the buffer still modified, the file on disk
// untouched, and the server must exit 0 after Neovim's shutdown and exit.
func TestNeovimTyping(t *testing.T) {
	nvim := lookNvim(t)
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
	runNvim(t, nvim, "typing.lua", &got, "IDEMLINT_FILE="+ledger, "IDEMLINT_RED="+red)
	if got.Error != "" {
		t.Fatalf("nvim: %s", got.Error)
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
