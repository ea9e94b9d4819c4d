package lsp

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf16"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/idemlint/idemlint"
	"github.com/idemlint/idemlint/internal/cli"
	"github.com/idemlint/idemlint/internal/lsp/lspclient"
)

// copyExample copies examples/<pkg> with the examples module's go.mod and
// go.sum into a fresh directory and returns the package's directory. The
// demo's finding has a suggested fix: keyderivation hoists a key minted
// inside backoff.Retry's callback above the retry.
func copyExample(t *testing.T, pkg string) string {
	t.Helper()
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	examples := filepath.Join("..", "..", "examples")
	for _, name := range []string{"go.mod", "go.sum", filepath.Join(pkg, pkg+".go")} {
		data, err := os.ReadFile(filepath.Join(examples, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return filepath.Join(dir, pkg)
}

var suite = cli.Suite{Names: idemlint.Names, New: idemlint.New, Scope: idemlint.Scope}

// fixOutput returns the file as `idemlint -fix` leaves it, run on a copy.
func fixOutput(t *testing.T, pkg string) string {
	t.Helper()
	dir := copyExample(t, pkg)
	var stdout, stderr bytes.Buffer
	code := cli.Run(cli.Options{Args: []string{"-fix", "."}, Dir: dir, Stdout: &stdout, Stderr: &stderr, Suite: suite})
	if code != cli.ExitFindings && code != cli.ExitClean {
		t.Fatalf("idemlint -fix: exit %d\n%s%s", code, stdout.String(), stderr.String())
	}
	if !strings.Contains(stderr.String(), "applied 1 fix") {
		t.Fatalf("idemlint -fix applied no fix: %s", stderr.String())
	}
	data, err := os.ReadFile(filepath.Join(dir, pkg+".go"))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

type action struct {
	Title       string            `json:"title"`
	Kind        string            `json:"kind"`
	IsPreferred bool              `json:"isPreferred"`
	Diagnostics []json.RawMessage `json:"diagnostics"`
	Edit        struct {
		Changes         map[string][]protocol.TextEdit `json:"changes"`
		DocumentChanges []struct {
			TextDocument struct {
				URI     string `json:"uri"`
				Version *int   `json:"version"`
			} `json:"textDocument"`
			Edits []protocol.TextEdit `json:"edits"`
		} `json:"documentChanges"`
	} `json:"edit"`
}

func codeActions(t *testing.T, c *lspclient.Client, params any) []action {
	t.Helper()
	resp, err := c.Call("textDocument/codeAction", params)
	if err != nil {
		t.Fatal(err)
	}
	if resp.Error != nil {
		t.Fatalf("codeAction: %+v", resp.Error)
	}
	var actions []action
	if err := json.Unmarshal(resp.Result, &actions); err != nil || actions == nil {
		t.Fatalf("codeAction result %s: %v (want a list)", resp.Result, err)
	}
	return actions
}

// applyEdits applies LSP text edits (UTF-16 positions) to text, as a
// client does.
func applyEdits(t *testing.T, text string, edits []protocol.TextEdit) string {
	t.Helper()
	lines := strings.SplitAfter(text, "\n")
	offset := func(p protocol.Position) int {
		off := 0
		for i := 0; i < int(p.Line) && i < len(lines); i++ {
			off += len(lines[i])
		}
		if int(p.Line) < len(lines) {
			units := 0
			for i, r := range lines[p.Line] {
				if units >= int(p.Character) {
					return off + i
				}
				units += utf16.RuneLen(r)
			}
			return off + len(lines[p.Line])
		}
		return off
	}
	// Apply from the last edit backwards: the offsets before stay valid.
	for i := len(edits) - 1; i >= 0; i-- {
		e := edits[i]
		s, end := offset(e.Range.Start), offset(e.Range.End)
		text = text[:s] + e.NewText + text[end:]
		lines = strings.SplitAfter(text, "\n")
	}
	return text
}

func at(line, char int) map[string]any { return map[string]any{"line": line, "character": char} }

// TestCodeActions: at the finding with a fix, the quick fix's edit makes
// the file what -fix makes it, linked to the published diagnostic; the
// fix-all too; nothing away from a finding, at a finding without a fix, or
// once the document changed; bad parameters are InvalidParams.
func TestCodeActions(t *testing.T) {
	want := fixOutput(t, "payments")
	dir := copyExample(t, "payments")
	file := filepath.Join(dir, "payments.go")
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	text := string(src)
	uri := pathURI(file)

	c, done, closeIn := start(t)
	defer closeIn()
	resp, err := c.Call("initialize", map[string]any{"processId": nil, "rootUri": pathURI(dir),
		"capabilities": map[string]any{"workspace": map[string]any{"workspaceEdit": map[string]any{"documentChanges": true}}}})
	if err != nil || resp.Error != nil {
		t.Fatalf("initialize: %v %+v", err, resp)
	}
	var init struct {
		Capabilities struct {
			CodeActionProvider struct {
				CodeActionKinds []string `json:"codeActionKinds"`
			} `json:"codeActionProvider"`
		} `json:"capabilities"`
	}
	if err := json.Unmarshal(resp.Result, &init); err != nil || strings.Join(init.Capabilities.CodeActionProvider.CodeActionKinds, " ") != "quickfix source.fixAll.idemlint" {
		t.Errorf("codeActionProvider: %s", resp.Result)
	}
	if err := c.Notify("initialized", map[string]any{}); err != nil {
		t.Fatal(err)
	}
	if err := c.Notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": uri, "languageId": "go", "version": 1, "text": text}}); err != nil {
		t.Fatal(err)
	}
	m, err := c.Wait(func(m *lspclient.Message) bool {
		return m.Method == "textDocument/publishDiagnostics" && strings.Contains(string(m.Params), uri)
	})
	if err != nil {
		t.Fatal(err)
	}
	var published struct {
		Diagnostics []json.RawMessage `json:"diagnostics"`
	}
	if err := json.Unmarshal(m.Params, &published); err != nil {
		t.Fatal(err)
	}
	var fixable, unfixable json.RawMessage
	var fixRange, otherRange protocol.Range
	for _, d := range published.Diagnostics {
		var dd struct {
			Range protocol.Range `json:"range"`
			Code  string         `json:"code"`
		}
		if err := json.Unmarshal(d, &dd); err != nil {
			t.Fatal(err)
		}
		switch dd.Code {
		case "keyderivation":
			fixable, fixRange = d, dd.Range
		case "retrykeyless":
			unfixable, otherRange = d, dd.Range
		}
	}
	if fixable == nil || unfixable == nil {
		t.Fatalf("want a keyderivation and a retrykeyless diagnostic: %s", m.Params)
	}
	textDocument := map[string]any{"uri": uri}
	rng := func(r protocol.Range) map[string]any {
		return map[string]any{"start": at(int(r.Start.Line), int(r.Start.Character)), "end": at(int(r.End.Line), int(r.End.Character))}
	}
	edited := func(a action) string {
		t.Helper()
		if len(a.Edit.DocumentChanges) != 1 || a.Edit.DocumentChanges[0].TextDocument.URI != uri ||
			a.Edit.DocumentChanges[0].TextDocument.Version == nil || *a.Edit.DocumentChanges[0].TextDocument.Version != 1 {
			t.Fatalf("%q: want one TextDocumentEdit of %s at version 1: %+v", a.Title, uri, a.Edit)
		}
		return applyEdits(t, text, a.Edit.DocumentChanges[0].Edits)
	}

	// At the finding: its quick fix, and the fix-all beside it.
	actions := codeActions(t, c, map[string]any{"textDocument": textDocument, "range": rng(fixRange), "context": map[string]any{"diagnostics": []any{}}})
	if len(actions) != 2 || actions[0].Kind != "quickfix" || actions[1].Kind != "source.fixAll.idemlint" {
		t.Fatalf("at the finding: %+v", actions)
	}
	q := actions[0]
	if !q.IsPreferred || len(q.Diagnostics) != 1 || !bytes.Equal(q.Diagnostics[0], fixable) {
		t.Errorf("quick fix %q: preferred %v, diagnostics %s, want the published %s", q.Title, q.IsPreferred, q.Diagnostics, fixable)
	}
	if got := edited(q); got != want {
		t.Errorf("the quick fix gives\n%s\nwant (idemlint -fix)\n%s", got, want)
	}
	if got := edited(actions[1]); got != want {
		t.Errorf("the fix-all gives\n%s\nwant (idemlint -fix)\n%s", got, want)
	}

	// Elsewhere on the line, with the line's diagnostics in the context
	// (Neovim's way): the quick fix still.
	line := map[string]any{"start": at(int(fixRange.Start.Line), 0), "end": at(int(fixRange.Start.Line), 0)}
	actions = codeActions(t, c, map[string]any{"textDocument": textDocument, "range": line,
		"context": map[string]any{"diagnostics": []json.RawMessage{fixable}, "only": []string{"quickfix"}}})
	if len(actions) != 1 || actions[0].Kind != "quickfix" || edited(actions[0]) != want {
		t.Errorf("with the diagnostic in the context: %+v", actions)
	}
	// The same position without it: nothing.
	if actions := codeActions(t, c, map[string]any{"textDocument": textDocument, "range": line,
		"context": map[string]any{"diagnostics": []any{}}}); len(actions) != 0 {
		t.Errorf("away from a finding: %+v", actions)
	}
	// At the finding without a fix: nothing.
	if actions := codeActions(t, c, map[string]any{"textDocument": textDocument, "range": rng(otherRange),
		"context": map[string]any{"diagnostics": []json.RawMessage{unfixable}}}); len(actions) != 0 {
		t.Errorf("at a finding without a fix: %+v", actions)
	}
	// The fix-all asked for by kind, anywhere in the file.
	actions = codeActions(t, c, map[string]any{"textDocument": textDocument, "range": rng(protocol.Range{}),
		"context": map[string]any{"diagnostics": []any{}, "only": []string{"source.fixAll"}}})
	if len(actions) != 1 || actions[0].Kind != "source.fixAll.idemlint" || len(actions[0].Diagnostics) != 1 || edited(actions[0]) != want {
		t.Errorf("only source.fixAll: %+v", actions)
	}
	// A kind the server has not: nothing.
	if actions := codeActions(t, c, map[string]any{"textDocument": textDocument, "range": rng(fixRange),
		"context": map[string]any{"diagnostics": []any{}, "only": []string{"refactor"}}}); len(actions) != 0 {
		t.Errorf("only refactor: %+v", actions)
	}

	// Bad parameters.
	for _, params := range []any{[]int{1, 2}, map[string]any{"textDocument": 3}, map[string]any{"range": rng(fixRange)},
		map[string]any{"textDocument": textDocument, "range": map[string]any{"start": at(3, 0), "end": at(2, 0)}}} {
		resp, err := c.Call("textDocument/codeAction", params)
		if err != nil {
			t.Fatal(err)
		}
		if resp.Error == nil || resp.Error.Code != -32602 {
			t.Errorf("codeAction %v: %+v, want InvalidParams", params, resp)
		}
	}

	// Changed since the analysis: no edit, even once the text is back.
	for v, changed := range map[int]string{2: strings.Replace(text, "ChargeBad", "ChargeWorse", 1), 3: text} {
		if err := c.Notify("textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": uri, "version": v},
			"contentChanges": []any{map[string]any{"text": changed}}}); err != nil {
			t.Fatal(err)
		}
		if actions := codeActions(t, c, map[string]any{"textDocument": textDocument, "range": rng(fixRange),
			"context": map[string]any{"diagnostics": []json.RawMessage{fixable}}}); len(actions) != 0 {
			t.Errorf("version %d: stale actions %+v", v, actions)
		}
	}

	if resp, err := c.Call("shutdown", nil); err != nil || resp.Error != nil {
		t.Fatalf("shutdown: %v %+v", err, resp)
	}
	if err := c.Notify("exit", nil); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Error(err)
	}
}

// TestTextEdits: whole changed lines, at UTF-16 positions, including a
// last line without a newline after non-ASCII text.
func TestTextEdits(t *testing.T) {
	for _, tc := range []struct{ old, new string }{
		{"a😀\nb\nc\n", "a😀\nB\nc\n"},
		{"a\n", "x\na\n"},
		{"é😀x", "é😀y"},
		{"p\nq\nr\n", "p\nr\n"},
	} {
		edits := textEdits([]byte(tc.old), []byte(tc.new))
		if got := applyEdits(t, tc.old, edits); got != tc.new {
			t.Errorf("%q -> %q: edits %+v give %q", tc.old, tc.new, edits, got)
		}
	}
	e := textEdits([]byte("é😀x"), []byte("é😀y"))
	if len(e) != 1 || e[0].Range.End.Character != 4 {
		t.Errorf("the end of é😀x is UTF-16 character 4: %+v", e)
	}
}
