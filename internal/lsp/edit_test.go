package lsp

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/idemlint/idemlint"
	"github.com/idemlint/idemlint/internal/cli"
	"github.com/idemlint/idemlint/internal/lsp/lspclient"
)

// startWith runs Serve with options over pipes, initialized.
func startWith(t *testing.T, o Options, root string) (*lspclient.Client, func()) {
	t.Helper()
	c, stop := serve(t, o)
	initialize(t, c, root)
	return c, stop
}

// serve runs Serve with options over pipes; stop shuts it down and checks
// that it exits cleanly.
func serve(t *testing.T, o Options) (*lspclient.Client, func()) {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	o.Suite = cli.Suite{Names: idemlint.Names, New: idemlint.New, Scope: idemlint.Scope}
	o.Version = "test"
	go func() {
		done <- Serve(inR, outW, o)
		outW.Close()
	}()
	c := lspclient.New(outR, inW)
	return c, func() {
		c.Timeout = time.Minute
		if resp, err := c.Call("shutdown", nil); err != nil || resp.Error != nil {
			t.Errorf("shutdown: %v %+v", err, resp)
		}
		_ = c.Notify("exit", nil)
		if err := <-done; err != nil {
			t.Errorf("Serve: %v", err)
		}
		inW.Close()
	}
}

func open(t *testing.T, c *lspclient.Client, uri, text string) {
	t.Helper()
	if err := c.Notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": uri, "languageId": "go", "version": 1, "text": text}}); err != nil {
		t.Fatal(err)
	}
}

func change(t *testing.T, c *lspclient.Client, uri string, version int, text string) {
	t.Helper()
	if err := c.Notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": uri, "version": version},
		"contentChanges": []any{map[string]any{"text": text}}}); err != nil {
		t.Fatal(err)
	}
}

// published is a publishDiagnostics and the version it carries (-1: none).
type published struct {
	diagnostics
	version int
}

// diagnostics names the embedded field, so that d.Diagnostics is the list.
type diagnostics = lspclient.Diagnostics

// waitPublished waits for the next diagnostics of uri.
func waitPublished(t *testing.T, c *lspclient.Client, uri string) published {
	t.Helper()
	var d published
	_, err := c.Wait(func(m *lspclient.Message) bool {
		var p lspclient.Diagnostics
		var v struct{ Version *int }
		if m.Method != "textDocument/publishDiagnostics" || json.Unmarshal(m.Params, &p) != nil || p.URI != uri {
			return false
		}
		d = published{p, -1}
		if json.Unmarshal(m.Params, &v) == nil && v.Version != nil {
			d.version = *v.Version
		}
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func version(p published) int { return p.version }

// openLedger starts a server on a module whose ledger.go holds text, and
// opens the file with that text; it returns the client, the file's URI,
// the module's directory and the server's stop.
func openLedger(t *testing.T, text string, o Options) (*lspclient.Client, string, string, func()) {
	t.Helper()
	dir := writeModule(t, map[string]string{"ledger.go": text})
	c, stop := startWith(t, o, dir)
	uri := pathURI(filepath.Join(dir, "ledger.go"))
	open(t, c, uri, text)
	return c, uri, dir, stop
}

// TestUnsavedBuffer: the file on disk is clean; the buffer, never saved,
// gets a finding, at its UTF-16 position in the buffer's text, and loses
// it when the buffer is clean again. Each publication carries the version
// it was computed for.
func TestUnsavedBuffer(t *testing.T) {
	c, uri, dir, stop := openLedger(t, ledgerFixed, Options{Debounce: 10 * time.Millisecond})
	defer stop()
	if d := waitPublished(t, c, uri); len(d.Diagnostics) != 0 || version(d) != 1 {
		t.Fatalf("open, clean: %+v (version %d)", d.Diagnostics, version(d))
	}
	change(t, c, uri, 2, ledgerRed)
	d := waitPublished(t, c, uri)
	if len(d.Diagnostics) != 1 || d.Diagnostics[0].Code != "relativewrite" || version(d) != 2 {
		t.Fatalf("unsaved finding: %+v (version %d)", d.Diagnostics, version(d))
	}
	if r := d.Diagnostics[0].Range; r.Start.Line != 8 || r.Start.Character != 36 {
		t.Errorf("range %+v, want line 8, character 36 in the buffer", r)
	}
	change(t, c, uri, 3, ledgerFixed)
	if d := waitPublished(t, c, uri); len(d.Diagnostics) != 0 || version(d) != 3 {
		t.Fatalf("clean again: %+v (version %d)", d.Diagnostics, version(d))
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "ledger.go")); string(data) != ledgerFixed {
		t.Error("the file on disk changed")
	}
}

// TestIncrementalChange: a change with a range (UTF-16 positions, after
// the emoji) edits the kept text.
func TestIncrementalChange(t *testing.T) {
	c, uri, _, stop := openLedger(t, ledgerFixed, Options{Debounce: 10 * time.Millisecond})
	defer stop()
	waitPublished(t, c, uri)
	// Line 8: "\t/* 😀 é */ _, err := db.ExecContext(ctx, "UPDATE accounts SET balance = $1 ..."
	line := strings.Split(ledgerFixed, "\n")[8]
	i := strings.Index(line, "balance = $1")
	start := cli.UTF16Len([]byte(line[:i])) + len("balance = ")
	if err := c.Notify("textDocument/didChange", map[string]any{
		"textDocument": map[string]any{"uri": uri, "version": 2},
		"contentChanges": []any{map[string]any{
			"range": map[string]any{"start": map[string]any{"line": 8, "character": start}, "end": map[string]any{"line": 8, "character": start}},
			"text":  "balance + "}}}); err != nil {
		t.Fatal(err)
	}
	if d := waitPublished(t, c, uri); len(d.Diagnostics) != 1 || version(d) != 2 {
		t.Fatalf("after an incremental change: %+v (version %d)", d.Diagnostics, version(d))
	}
}

// TestBrokenBuffer: a buffer that does not parse keeps the last
// diagnostics (nothing is published for it) and the server logs why; the
// next good buffer is analysed.
func TestBrokenBuffer(t *testing.T) {
	c, uri, _, stop := openLedger(t, ledgerRed, Options{Debounce: 10 * time.Millisecond})
	defer stop()
	if d := waitPublished(t, c, uri); len(d.Diagnostics) != 1 {
		t.Fatalf("open: %+v", d.Diagnostics)
	}
	change(t, c, uri, 2, strings.Replace(ledgerRed, "return err\n}", "return err\n", 1))
	m, err := c.Wait(func(m *lspclient.Message) bool { return m.Method == "window/logMessage" })
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(m.Params), "last diagnostics are kept") {
		t.Errorf("log message %s", m.Params)
	}
	change(t, c, uri, 3, strings.Replace(ledgerRed, "amount, id)", "amount, id) // edited", 1))
	d := waitPublished(t, c, uri)
	if version(d) != 3 || len(d.Diagnostics) != 1 {
		t.Errorf("the first publication after the broken buffer: version %d, %+v; want version 3 and the finding", version(d), d.Diagnostics)
	}
	// A type error: the same.
	change(t, c, uri, 4, strings.Replace(ledgerRed, "return err", "return errr", 1))
	if _, err := c.Wait(func(m *lspclient.Message) bool {
		return m.Method == "window/logMessage" && strings.Contains(string(m.Params), "errr")
	}); err != nil {
		t.Fatal(err)
	}
	change(t, c, uri, 5, ledgerFixed)
	if d := waitPublished(t, c, uri); version(d) != 5 || len(d.Diagnostics) != 0 {
		t.Errorf("after the type error: version %d, %+v; want version 5, no finding", version(d), d.Diagnostics)
	}
}

// TestRapidChanges: 100 changes in a row, alternating a buffer with a
// finding and one without; the last publication is that of the last
// content, versions never go back, and the server still answers.
func TestRapidChanges(t *testing.T) {
	sess := cli.NewSession()
	c, uri, _, stop := openLedger(t, ledgerFixed, Options{Debounce: time.Millisecond, Session: sess})
	defer stop()
	waitPublished(t, c, uri)
	const last = 101
	for v := 2; v <= last; v++ {
		text := ledgerFixed
		if v%2 == 1 {
			text = ledgerRed
		}
		change(t, c, uri, v, text)
		if v%10 == 0 {
			time.Sleep(5 * time.Millisecond) // some analyses start, and are cancelled
		}
	}
	prev := 0
	for {
		d := waitPublished(t, c, uri)
		v := version(d)
		if v < prev {
			t.Fatalf("version %d published after %d", v, prev)
		}
		prev = v
		if want := (v%2 == 1); (len(d.Diagnostics) == 1) != want {
			t.Fatalf("version %d: %d diagnostics, want the finding: %v", v, len(d.Diagnostics), want)
		}
		if v == last {
			break
		}
	}
	// Nothing more for the file, and the server answers.
	c.Timeout = time.Second
	if _, err := c.Wait(func(m *lspclient.Message) bool {
		return m.Method == "textDocument/publishDiagnostics" && strings.Contains(string(m.Params), uri)
	}); err == nil {
		t.Error("a publication after that of the last content")
	}
	c.Timeout = time.Minute
	resp, err := c.Call("textDocument/hover", map[string]any{})
	if err != nil || resp.Error == nil || resp.Error.Code != codeMethodNotFound {
		t.Errorf("a request after the changes: %v %+v", err, resp)
	}
	if st := sess.Stats(); st.Lists != 1 {
		t.Errorf("session %+v: want one go list for edits below the imports", st)
	}
}

// fixture reads a file of internal/cli's testdata/session: a.Notify
// retries b.Send, which posts with http.Post; b/quiet.go.txt sends nothing.
func fixture(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "cli", "testdata", "session", filepath.FromSlash(name)))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestDependencyChange: a's finding rests on b's fact. b's types and facts
// are reused while b is unchanged; an unsaved change to b re-analyses the
// open package a that imports it; closing b's buffer drops it; b saved on
// disk and announced by didChangeWatchedFiles is checked again.
func TestDependencyChange(t *testing.T) {
	notifyB, sendGo, sendQuiet := fixture(t, "a/a.go"), fixture(t, "b/b.go"), fixture(t, "b/quiet.go.txt")
	dir := writeModule(t, map[string]string{})
	for name, src := range map[string]string{"go.mod": "module example.com/m\n\ngo 1.26\n", "a/a.go": notifyB, "b/b.go": sendGo} {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	sess := cli.NewSession()
	c, stop := startWith(t, Options{Debounce: 10 * time.Millisecond, Session: sess}, dir)
	defer stop()
	aURI := pathURI(filepath.Join(dir, "a", "a.go"))
	bPath := filepath.Join(dir, "b", "b.go")
	bURI := pathURI(bPath)
	findings := func(want int, what string) {
		t.Helper()
		if d := waitPublished(t, c, aURI); len(d.Diagnostics) != want {
			t.Fatalf("%s: a.go has %d diagnostics, want %d: %+v", what, len(d.Diagnostics), want, d.Diagnostics)
		}
	}
	open(t, c, aURI, notifyB)
	findings(1, "open")
	change(t, c, aURI, 2, notifyB+"\n// edited\n")
	findings(1, "a edited")
	if st := sess.Stats(); st.Reused != 1 || st.Checked != 1 {
		t.Errorf("a edited: %+v, want b reused and a checked", st)
	}

	open(t, c, bURI, sendGo)
	waitPublished(t, c, bURI)
	findings(1, "b opened") // a imports b: analysed again
	change(t, c, bURI, 2, sendQuiet)
	findings(0, "b's buffer sends nothing")
	if err := c.Notify("textDocument/didClose", map[string]any{"textDocument": map[string]any{"uri": bURI}}); err != nil {
		t.Fatal(err)
	}
	findings(1, "b closed unsaved")

	if err := os.WriteFile(bPath, []byte(sendQuiet), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := c.Notify("workspace/didChangeWatchedFiles", map[string]any{"changes": []any{map[string]any{"uri": bURI, "type": 2}}}); err != nil {
		t.Fatal(err)
	}
	findings(0, "b saved")
	if st := sess.Stats(); st.Checked != 2 || st.Reused != 0 {
		t.Errorf("b saved: %+v, want a and b checked", st)
	}
}

// TestWatchRegistration: a client that can watch files for the server is
// asked to, once initialized, for Go files and go.mod, go.sum, go.work;
// one that cannot is not asked.
func TestWatchRegistration(t *testing.T) {
	for _, capable := range []bool{true, false} {
		c, stop := serve(t, Options{})
		caps := map[string]any{"workspace": map[string]any{"didChangeWatchedFiles": map[string]any{"dynamicRegistration": capable}}}
		if resp, err := c.Call("initialize", map[string]any{"processId": nil, "rootUri": pathURI(t.TempDir()), "capabilities": caps}); err != nil || resp.Error != nil {
			t.Fatalf("initialize: %v %+v", err, resp)
		}
		if err := c.Notify("initialized", map[string]any{}); err != nil {
			t.Fatal(err)
		}
		c.Timeout = 2 * time.Second
		m, err := c.Wait(func(m *lspclient.Message) bool { return m.Method == "client/registerCapability" })
		switch {
		case capable && err != nil:
			t.Fatalf("no registration: %v", err)
		case capable:
			for _, want := range []string{`"method":"workspace/didChangeWatchedFiles"`, `"globPattern":"**/*.go"`, `"globPattern":"**/go.mod"`} {
				if !strings.Contains(string(m.Params), want) {
					t.Errorf("registration %s lacks %s", m.Params, want)
				}
			}
			if err := c.Send(map[string]any{"jsonrpc": "2.0", "id": json.RawMessage(m.ID), "result": nil}); err != nil {
				t.Fatal(err)
			}
		case err == nil:
			t.Errorf("a client that cannot watch files was asked to: %s", m.Params)
		}
		stop()
	}
}
