package lsp

// Quick fixes: textDocument/codeAction offers the suggested fixes of the
// last analysis of a file's package, computed by the CLI's -fix code
// (cli.PlanFixes, FixPlan.Apply: the same edits, gofmt included), as a
// workspace edit against the content the analysis read. The fixes are
// offered only while every file they edit is as it was analysed: an open
// document at the version it had when the analysis started and with the
// same content, a closed one unchanged on disk. Otherwise nothing is
// offered: a stale edit would corrupt the buffer.

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"sync"

	udiff "github.com/aymanbagabas/go-udiff"
	"github.com/sourcegraph/jsonrpc2"
	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/idemlint/idemlint/internal/cli"
)

// codeActionKindFixAll is the kind of the action that applies every fix
// in a file: source.fixAll (which editors run on save) for idemlint.
const codeActionKindFixAll = protocol.CodeActionKind("source.fixAll.idemlint")

// codeActionOptions is the codeActionProvider of the capabilities.
func codeActionOptions() protocol.CodeActionOptions {
	return protocol.CodeActionOptions{CodeActionKinds: []protocol.CodeActionKind{protocol.CodeActionKindQuickFix, codeActionKindFixAll}}
}

// A document is what the server knows of an open file.
type document struct {
	uri     string // as the client spells it
	version protocol.Integer
	hash    [32]byte // of its content
	known   bool     // the content is known (a change with a range makes it unknown)
}

// fixState is the server's state for quick fixes, under server.mu.
type fixState struct {
	docs            map[string]*document // real path -> open document
	fixes           map[string]*analysed // package directory -> its last analysis with fixes
	documentChanges bool                 // the client applies versioned TextDocumentEdits
}

// analysed is what an analysis leaves for code actions: the findings with
// fixes and the content of the files they are in or edit, as parsed.
type analysed struct {
	findings []cli.Finding
	srcs     map[string][]byte   // file name as the analysis spells it -> content
	versions map[string]document // real path -> open document when the analysis started
}

// clientCapabilities reads what the server needs of initialize's params:
// whether the client takes documentChanges. Anything unreadable is "no".
func (s *server) clientCapabilities(req *jsonrpc2.Request) {
	var p struct {
		Capabilities struct {
			Workspace struct {
				WorkspaceEdit struct {
					DocumentChanges bool `json:"documentChanges"`
				} `json:"workspaceEdit"`
			} `json:"workspace"`
		} `json:"capabilities"`
	}
	if req.Params != nil && json.Unmarshal(*req.Params, &p) == nil {
		s.mu.Lock()
		s.fx.documentChanges = p.Capabilities.Workspace.WorkspaceEdit.DocumentChanges
		s.mu.Unlock()
	}
}

// track records an open document's version and, when text is not nil,
// its content.
func (s *server) track(uri string, version protocol.Integer, text *string) {
	path, ok := uriPath(uri)
	if !ok {
		return
	}
	d := &document{uri: uri, version: version}
	if text != nil {
		d.hash, d.known = sha256.Sum256([]byte(*text)), true
	}
	real := realPath(path)
	s.mu.Lock()
	if s.fx.docs == nil {
		s.fx.docs = make(map[string]*document)
	}
	s.fx.docs[real] = d
	s.mu.Unlock()
}

// changed tracks a didChange: the document's content is the last change
// that replaces the whole text; a change of a range leaves it unknown.
func (s *server) changed(p *protocol.DidChangeTextDocumentParams) {
	var text *string
	for _, c := range p.ContentChanges {
		switch c := c.(type) {
		case protocol.TextDocumentContentChangeEventWhole:
			text = &c.Text
		default:
			text = nil
		}
	}
	s.track(p.TextDocument.URI, p.TextDocument.Version, text)
}

// untrack forgets a closed document.
func (s *server) untrack(uri string) {
	if path, ok := uriPath(uri); ok {
		s.mu.Lock()
		delete(s.fx.docs, realPath(path))
		s.mu.Unlock()
	}
}

// capture records, for one analysis, the open documents as it starts and
// the content of every file it parses.
type capture struct {
	versions map[string]document
	srcs     sync.Map // file name -> []byte
}

func (s *server) capture() *capture {
	c := &capture{versions: make(map[string]document)}
	s.mu.Lock()
	for real, d := range s.fx.docs {
		c.versions[real] = *d
	}
	s.mu.Unlock()
	return c
}

// parseFile is cli.Settings.ParseFile: Analyze's parse, keeping the
// content.
func (c *capture) parseFile(fset *token.FileSet, filename string, src []byte) (*ast.File, error) {
	c.srcs.Store(filename, src)
	return cli.ParseFile(fset, filename, src)
}

// keepFixes replaces the fixes of the package in dir by those of an
// analysis: its findings with fixes, and the content of the files they
// are in or edit.
func (s *server) keepFixes(dir string, c *capture, findings []cli.Finding) {
	a := &analysed{srcs: make(map[string][]byte), versions: c.versions}
	keep := func(name string) {
		if v, ok := c.srcs.Load(name); ok {
			a.srcs[name] = v.([]byte)
		}
	}
	for _, f := range findings {
		if len(f.Fixes) == 0 {
			continue
		}
		a.findings = append(a.findings, f)
		keep(f.Posn.Filename)
		for _, fix := range f.Fixes {
			for _, te := range fix.TextEdits {
				keep(f.Fset.Position(te.Pos).Filename)
			}
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.fx.fixes == nil {
		s.fx.fixes = make(map[string]*analysed)
	}
	if len(a.findings) == 0 {
		delete(s.fx.fixes, dir)
		return
	}
	s.fx.fixes[dir] = a
}

// codeAction answers textDocument/codeAction: the quick fixes of the
// findings the range touches or the context names, each fix of each, and
// the file's fix-all, as the context's only asks.
func (s *server) codeAction(req *jsonrpc2.Request) (any, error) {
	var p protocol.CodeActionParams
	if ok, err := s.params(req, &p); !ok {
		return nil, err
	}
	if p.TextDocument.URI == "" {
		return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidParams, Message: "textDocument.uri is missing"}
	}
	if after(p.Range.Start, p.Range.End) {
		return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidParams, Message: "range ends before it starts"}
	}
	actions := []protocol.CodeAction{}
	path, ok := uriPath(p.TextDocument.URI)
	if !ok {
		return actions, nil
	}
	s.mu.Lock()
	a := s.fx.fixes[filepath.Dir(path)]
	docs := make(map[string]document, len(s.fx.docs))
	for real, d := range s.fx.docs {
		docs[real] = *d
	}
	versioned := s.fx.documentChanges
	s.mu.Unlock()
	if a == nil {
		return actions, nil
	}
	real := realPath(path)
	var here []*cli.Finding
	for i := range a.findings {
		if realPath(a.findings[i].Posn.Filename) == real {
			here = append(here, &a.findings[i])
		}
	}
	if len(here) == 0 {
		return actions, nil
	}
	known := make(map[string]string) // real path -> the client's URI, for open files
	for real, d := range docs {
		known[real] = d.uri
	}
	b := &actionBuilder{s: s, a: a, docs: docs, versioned: versioned, lines: newLineCache(known, nil)}
	for name, src := range a.srcs {
		b.lines.files[name] = bytes.SplitAfter(src, []byte("\n"))
	}
	// The file itself must be as analysed, or no position in it holds.
	if !b.fresh(here[0].Posn.Filename) {
		return actions, nil
	}

	wantQuick, wantAll := wanted(p.Context.Only)
	touched := false
	if wantQuick || len(p.Context.Only) == 0 {
		for _, f := range here {
			d := s.diagnostic(f, b.lines)
			if !overlaps(d.Range, p.Range) && !listed(d, p.Context.Diagnostics) {
				continue
			}
			touched = true
			if !wantQuick {
				continue
			}
			for i, fix := range f.Fixes {
				edit, ok := b.edit([]cli.Fix{{Finding: f, Fix: fix}})
				if !ok {
					continue
				}
				kind, preferred := protocol.CodeActionKindQuickFix, i == 0
				actions = append(actions, protocol.CodeAction{Title: fix.Message, Kind: &kind,
					Diagnostics: []protocol.Diagnostic{d}, IsPreferred: &preferred, Edit: edit})
			}
		}
	}
	// With no only, the fix-all is offered beside the quick fixes of a
	// finding; asked for by kind, for the whole file.
	if wantAll && (len(p.Context.Only) > 0 || touched) {
		fixes := cli.FirstFixes(here)
		if edit, ok := b.edit(fixes); ok {
			var ds []protocol.Diagnostic
			for _, f := range here {
				ds = append(ds, s.diagnostic(f, b.lines))
			}
			kind := codeActionKindFixAll
			title := fmt.Sprintf("Apply every idemlint fix in %s (%d %s)", filepath.Base(path), len(fixes), plural(len(fixes), "fix", "fixes"))
			actions = append(actions, protocol.CodeAction{Title: title, Kind: &kind, Diagnostics: ds, Edit: edit})
		}
	}
	return actions, nil
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// wanted says which of the server's kinds the context's only asks for: a
// kind asks for itself and every kind below it (source asks for
// source.fixAll.idemlint). No only asks for all.
func wanted(only []protocol.CodeActionKind) (quick, all bool) {
	if len(only) == 0 {
		return true, true
	}
	under := func(kind, asked protocol.CodeActionKind) bool {
		return kind == asked || strings.HasPrefix(string(kind), string(asked)+".")
	}
	for _, k := range only {
		quick = quick || under(protocol.CodeActionKindQuickFix, k)
		all = all || under(codeActionKindFixAll, k)
	}
	return quick, all
}

// after reports whether position a lies after b.
func after(a, b protocol.Position) bool {
	return a.Line > b.Line || a.Line == b.Line && a.Character > b.Character
}

// overlaps reports whether two ranges share a position, ends included: a
// cursor on either end of a finding touches it.
func overlaps(a, b protocol.Range) bool {
	return !after(a.Start, b.End) && !after(b.Start, a.End)
}

// listed reports whether the context's diagnostics include d: the client
// names the diagnostics it shows where the user asks (Neovim: the line's).
func listed(d protocol.Diagnostic, ds []protocol.Diagnostic) bool {
	for _, c := range ds {
		if c.Range == d.Range && c.Message == d.Message && c.Source != nil && *c.Source == *d.Source {
			return true
		}
	}
	return false
}

// actionBuilder turns fixes into workspace edits for one request.
type actionBuilder struct {
	s         *server
	a         *analysed
	docs      map[string]document // real path -> open document now
	versioned bool
	lines     *lineCache // over the analysed content
}

// fresh reports whether a file is as the analysis read it: open then and
// now at the same version with the same content, or not open now and the
// same on disk.
func (b *actionBuilder) fresh(name string) bool {
	src, ok := b.a.srcs[name]
	if !ok {
		return false
	}
	real := realPath(name)
	if now, open := b.docs[real]; open {
		then, was := b.a.versions[real]
		return was && then.version == now.version && now.known && now.hash == sha256.Sum256(src)
	}
	disk, err := os.ReadFile(name)
	return err == nil && bytes.Equal(disk, src)
}

// edit returns the workspace edit of fixes: cli.PlanFixes and
// FixPlan.Apply on each file's analysed content, as -fix computes it,
// sent as the changed lines. A fix that conflicts, leaves invalid Go or
// edits a file changed since is logged and not offered.
func (b *actionBuilder) edit(fixes []cli.Fix) (*protocol.WorkspaceEdit, bool) {
	plan, err := cli.PlanFixes(fixes, nil)
	if err != nil {
		b.s.log(protocol.MessageTypeWarning, "idemlint: "+err.Error())
		return nil, false
	}
	we := &protocol.WorkspaceEdit{}
	for _, name := range plan.Files() {
		if !b.fresh(name) {
			return nil, false
		}
		old := b.a.srcs[name]
		new, err := plan.Apply(name, old)
		if err != nil {
			b.s.log(protocol.MessageTypeWarning, "idemlint: "+err.Error())
			return nil, false
		}
		edits := textEdits(old, new)
		if len(edits) == 0 {
			continue
		}
		uri := b.lines.uri(name)
		var version *protocol.Integer
		if d, open := b.docs[realPath(name)]; open {
			uri, version = d.uri, &d.version
		}
		if b.versioned {
			var es []any
			for _, e := range edits {
				es = append(es, e)
			}
			we.DocumentChanges = append(we.DocumentChanges, protocol.TextDocumentEdit{
				TextDocument: protocol.OptionalVersionedTextDocumentIdentifier{
					TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: uri}, Version: version},
				Edits: es})
		} else {
			if we.Changes == nil {
				we.Changes = make(map[protocol.DocumentUri][]protocol.TextEdit)
			}
			we.Changes[uri] = edits
		}
	}
	if len(we.DocumentChanges) == 0 && len(we.Changes) == 0 {
		return nil, false
	}
	return we, true
}

// textEdits returns the edits that turn old into new, whole lines each
// (go-udiff's line diff), at UTF-16 positions in old.
func textEdits(old, new []byte) []protocol.TextEdit {
	var out []protocol.TextEdit
	line, lineStart, at := 0, 0, 0 // the line of byte offset at, and where it starts
	pos := func(off int) protocol.Position {
		for ; at < off; at++ {
			if old[at] == '\n' {
				line, lineStart = line+1, at+1
			}
		}
		return protocol.Position{Line: protocol.UInteger(line), Character: protocol.UInteger(cli.UTF16Len(old[lineStart:off]))}
	}
	for _, e := range udiff.Lines(string(old), string(new)) {
		start := pos(e.Start)
		out = append(out, protocol.TextEdit{Range: protocol.Range{Start: start, End: pos(e.End)}, NewText: e.New})
	}
	return out
}
