package lsp

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/idemlint/idemlint"
	"github.com/idemlint/idemlint/internal/cli"
	"github.com/idemlint/idemlint/internal/lsp/lspclient"
)

// The first line holds an emoji (4 bytes, 2 UTF-16 units) and an é (2
// bytes, 1 unit) before the finding: the call's parenthesis is at byte
// column 40 and at UTF-16 character 36 (zero-based).
const ledgerRed = `package ledger

import (
	"context"
	"database/sql"
)

func Credit(ctx context.Context, db *sql.DB, id string, amount int64) error {
	/* 😀 é */ _, err := db.ExecContext(ctx, "UPDATE accounts SET balance = balance + $1 WHERE id = $2", amount, id)
	return err
}
`

const ledgerFixed = `package ledger

import (
	"context"
	"database/sql"
)

func Credit(ctx context.Context, db *sql.DB, id string, balance int64) error {
	/* 😀 é */ _, err := db.ExecContext(ctx, "UPDATE accounts SET balance = $1 WHERE id = $2", balance, id)
	return err
}
`

const notify = `package ledger

import (
	"net/http"
	"strings"
)

func Notify(url, body string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var resp *http.Response
		resp, err = http.Post(url, "application/json", strings.NewReader(body))
		if err == nil {
			return resp.Body.Close()
		}
	}
	return err
}
`

func writeModule(t *testing.T, files map[string]string) string {
	t.Helper()
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	files["go.mod"] = "module example.com/ledger\n\ngo 1.26\n"
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// start runs Serve over pipes and returns a client and the server's result.
func start(t *testing.T) (*lspclient.Client, <-chan error, func()) {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- Serve(inR, outW, Options{Suite: cli.Suite{Names: idemlint.Names, New: idemlint.New, Scope: idemlint.Scope}, Version: "test"})
		outW.Close()
	}()
	c := lspclient.New(outR, inW)
	return c, done, func() { inW.Close() }
}

func initialize(t *testing.T, c *lspclient.Client, root string) {
	t.Helper()
	resp, err := c.Call("initialize", map[string]any{"processId": nil, "rootUri": pathURI(root), "capabilities": map[string]any{}})
	if err != nil {
		t.Fatal(err)
	}
	var res struct {
		Capabilities struct {
			TextDocumentSync struct {
				OpenClose bool `json:"openClose"`
				Save      struct {
					IncludeText bool `json:"includeText"`
				} `json:"save"`
			} `json:"textDocumentSync"`
		} `json:"capabilities"`
		ServerInfo struct{ Name, Version string } `json:"serverInfo"`
	}
	if err := json.Unmarshal(resp.Result, &res); err != nil || resp.Error != nil {
		t.Fatalf("initialize: %s %v %v", resp.Result, resp.Error, err)
	}
	if !res.Capabilities.TextDocumentSync.OpenClose || res.ServerInfo.Name != "idemlint" || res.ServerInfo.Version != "test" {
		t.Errorf("initialize result: %s", resp.Result)
	}
	if err := c.Notify("initialized", map[string]any{}); err != nil {
		t.Fatal(err)
	}
}

func TestSession(t *testing.T) {
	dir := writeModule(t, map[string]string{"ledger.go": ledgerRed, "notify.go": notify})
	c, done, closeIn := start(t)
	defer closeIn()
	initialize(t, c, dir)
	ledgerURI := pathURI(filepath.Join(dir, "ledger.go"))
	notifyURI := pathURI(filepath.Join(dir, "notify.go"))

	// Open: the package is analysed; both files get their findings.
	if err := c.Notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": ledgerURI, "languageId": "go", "version": 1, "text": ledgerRed}}); err != nil {
		t.Fatal(err)
	}
	d, err := c.WaitDiagnostics(ledgerURI)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Diagnostics) != 1 {
		t.Fatalf("ledger.go: %d diagnostics, want 1: %+v", len(d.Diagnostics), d)
	}
	g := d.Diagnostics[0]
	if g.Range.Start.Line != 8 || g.Range.Start.Character != 36 || g.Range.End.Line != 8 || g.Range.End.Character != 36 {
		t.Errorf("range %+v, want line 8, character 36 (UTF-16)", g.Range)
	}
	if g.Source != "idemlint" || g.Code != "relativewrite" || g.Severity != 2 {
		t.Errorf("source %q, code %q, severity %d", g.Source, g.Code, g.Severity)
	}
	if g.CodeDescription == nil || !strings.HasSuffix(g.CodeDescription.Href, "/docs/relativewrite.md") {
		t.Errorf("codeDescription %+v", g.CodeDescription)
	}
	if !strings.Contains(g.Message, "balance = balance + $1") {
		t.Errorf("message %q", g.Message)
	}

	n, err := c.WaitDiagnostics(notifyURI)
	if err != nil {
		t.Fatal(err)
	}
	if len(n.Diagnostics) != 1 || n.Diagnostics[0].Code != "retrykeyless" {
		t.Fatalf("notify.go: %+v", n)
	}
	rel := n.Diagnostics[0].RelatedInformation
	if len(rel) != 1 || rel[0].Message != "retried here" || rel[0].Location.URI != notifyURI ||
		rel[0].Location.Range.Start.Line != 9 || rel[0].Location.Range.Start.Character != 1 {
		t.Errorf("related information %+v, want retried here at 9:1", rel)
	}

	// Edit and save the fix: cleared (edit_test.go tests unsaved edits).
	if err := c.Notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": ledgerURI, "version": 2},
		"contentChanges": []any{map[string]any{"text": ledgerFixed}}}); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "ledger.go"), []byte(ledgerFixed), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := c.Notify("textDocument/didSave", map[string]any{"textDocument": map[string]any{"uri": ledgerURI}}); err != nil {
		t.Fatal(err)
	}
	d, err = c.WaitDiagnostics(ledgerURI)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Diagnostics) != 0 {
		t.Errorf("after the fix: %+v", d.Diagnostics)
	}
	// The other file of the package keeps its finding.
	n, err = c.WaitDiagnostics(notifyURI)
	if err != nil {
		t.Fatal(err)
	}
	if len(n.Diagnostics) != 1 {
		t.Errorf("notify.go after saving ledger.go: %+v", n)
	}

	// Close: the file's diagnostics are cleared.
	if err := c.Notify("textDocument/didClose", map[string]any{"textDocument": map[string]any{"uri": notifyURI}}); err != nil {
		t.Fatal(err)
	}
	n, err = c.WaitDiagnostics(notifyURI)
	if err != nil {
		t.Fatal(err)
	}
	if len(n.Diagnostics) != 0 {
		t.Errorf("after close: %+v", n)
	}

	resp, err := c.Call("shutdown", nil)
	if err != nil || resp.Error != nil {
		t.Fatalf("shutdown: %v %+v", err, resp)
	}
	if err := c.Notify("exit", nil); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Errorf("Serve after shutdown and exit: %v", err)
	}
}

func TestProtocolErrors(t *testing.T) {
	c, done, closeIn := start(t)
	defer closeIn()
	resp, err := c.Call("textDocument/hover", map[string]any{})
	if err != nil {
		t.Fatal(err)
	}
	if resp.Error == nil || resp.Error.Code != codeServerNotInitialized {
		t.Errorf("request before initialize: %+v", resp)
	}
	initialize(t, c, t.TempDir())
	resp, err = c.Call("textDocument/hover", map[string]any{})
	if err != nil {
		t.Fatal(err)
	}
	if resp.Error == nil || resp.Error.Code != codeMethodNotFound {
		t.Errorf("unknown method: %+v", resp)
	}
	// A file outside any module: the failure is shown, the server goes on.
	dir := t.TempDir()
	path := filepath.Join(dir, "x.go")
	if err := os.WriteFile(path, []byte("package x\n\nfunc F( {\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := c.Notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": pathURI(path), "languageId": "go", "version": 1, "text": ""}}); err != nil {
		t.Fatal(err)
	}
	m, err := c.Wait(func(m *lspclient.Message) bool { return m.Method == "window/showMessage" })
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(m.Params), "idemlint") {
		t.Errorf("showMessage %s", m.Params)
	}
	// exit without shutdown is an error (exit code 1).
	if err := c.Notify("exit", nil); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err == nil {
		t.Error("exit without shutdown: no error")
	}
}

func TestFraming(t *testing.T) {
	c, done, closeIn := start(t)
	// A Content-Type header and header names in any case are accepted.
	body := `{"jsonrpc":"2.0","id":"a","method":"shutdown"}`
	if err := c.SendRaw("content-length: " + strconv.Itoa(len(body)) + "\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n" + body); err != nil {
		t.Fatal(err)
	}
	resp, err := c.Wait(func(m *lspclient.Message) bool { return string(m.ID) == `"a"` })
	if err != nil {
		t.Fatal(err)
	}
	if resp.Error == nil || resp.Error.Code != codeServerNotInitialized {
		t.Errorf("%+v", resp)
	}
	closeIn()
	if err := <-done; err == nil {
		t.Error("input closed without shutdown: no error")
	}
}

// TestBadMessage: a framed body that is not JSON is answered with a parse
// error, one that is JSON but no message with an invalid request, both
// with a null id, and the session goes on to answer the next request.
func TestBadMessage(t *testing.T) {
	c, done, closeIn := start(t)
	for _, tc := range []struct {
		body string
		code int
	}{
		{`{"jsonrpc":"2.0","id":1,"method":`, -32700},
		{`{"jsonrpc":"2.0","id":2}`, -32600},
	} {
		if err := c.SendRaw("Content-Length: " + strconv.Itoa(len(tc.body)) + "\r\n\r\n" + tc.body); err != nil {
			t.Fatal(err)
		}
		resp, err := c.Wait(func(m *lspclient.Message) bool { return m.Error != nil && m.Error.Code == tc.code })
		if err != nil {
			t.Fatalf("%s: %v", tc.body, err)
		}
		if string(resp.ID) != "null" && len(resp.ID) != 0 {
			t.Errorf("%s: answered with id %s, want null", tc.body, resp.ID)
		}
	}
	body := `{"jsonrpc":"2.0","id":"after","method":"shutdown"}`
	if err := c.SendRaw("Content-Length: " + strconv.Itoa(len(body)) + "\r\n\r\n" + body); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Wait(func(m *lspclient.Message) bool { return string(m.ID) == `"after"` }); err != nil {
		t.Fatalf("no answer after the bad messages: %v", err)
	}
	closeIn()
	<-done
}

func TestUTF16(t *testing.T) {
	line := []byte("a😀é\tb")
	for _, tc := range []struct{ bytes, want int }{{0, 0}, {1, 1}, {5, 3}, {7, 4}, {8, 5}, {100, 6}} {
		if got := cli.UTF16Len(line[:min(tc.bytes, len(line))]); got != tc.want {
			t.Errorf("UTF16Len(%q[:%d]) = %d, want %d", line, tc.bytes, got, tc.want)
		}
	}
	p := "/tmp/a dir/é.go"
	if got, ok := uriPath(pathURI(p)); !ok || got != p {
		t.Errorf("uriPath(pathURI(%q)) = %q", p, got)
	}
}
