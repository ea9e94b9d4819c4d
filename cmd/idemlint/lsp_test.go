package main

import (
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/idemlint/idemlint/internal/lsp/lspclient"
)

// TestLSP drives `idemlint lsp`, the real binary, over its stdin and
// stdout: open a file with a finding, get it as a diagnostic, shut down.
// internal/lsp tests the protocol in depth.
func TestLSP(t *testing.T) {
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "ledger.go")
	for name, src := range map[string]string{
		"go.mod": "module example.com/ledger\n\ngo 1.26\n",
		"ledger.go": `package ledger

import "database/sql"

func Credit(db *sql.DB, id string, amount int64) error {
	_, err := db.Exec("UPDATE accounts SET balance = balance + $1 WHERE id = $2", amount, id)
	return err
}
`,
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command(binary, "lsp")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	c := lspclient.New(stdout, stdin)
	uri := (&url.URL{Scheme: "file", Path: filepath.ToSlash(file)}).String()

	if resp, err := c.Call("initialize", map[string]any{"processId": os.Getpid(), "capabilities": map[string]any{}}); err != nil || resp.Error != nil {
		t.Fatalf("initialize: %v %+v", err, resp)
	}
	mustLSP(t, c.Notify("initialized", map[string]any{}))
	// The text is the document's: the server analyses the open buffer.
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	mustLSP(t, c.Notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": uri, "languageId": "go", "version": 1, "text": string(src)}}))
	d, err := c.WaitDiagnostics(uri)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Diagnostics) != 1 || d.Diagnostics[0].Code != "relativewrite" || d.Diagnostics[0].Range.Start.Line != 5 {
		t.Fatalf("diagnostics %+v, want one relativewrite on line 5 (zero-based)", d)
	}
	if resp, err := c.Call("shutdown", nil); err != nil || resp.Error != nil {
		t.Fatalf("shutdown: %v %+v", err, resp)
	}
	mustLSP(t, c.Notify("exit", nil))
	if err := cmd.Wait(); err != nil {
		t.Errorf("idemlint lsp after shutdown and exit: %v", err)
	}
}

func mustLSP(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
