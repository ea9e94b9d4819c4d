package lsp

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"time"

	protocol "github.com/tliron/glsp/protocol_3_16"
	"golang.org/x/tools/go/packages"

	"github.com/idemlint/idemlint/internal/cli"
)

// Diagnostics while typing (issue 27, items 2 and 3). The server keeps the
// text of every open document, updated by didChange, and analyses the
// package of a document that changed with every open document's text as
// an overlay (cli.Settings.Overlay, read by go list and the parser as
// go/packages' overlays are): unsaved buffers are what is analysed. An
// analysis starts DefaultDebounce after the last change of the package's
// documents, at once on open and save; a change cancels an analysis of the
// package under way (and of an open package that imports it), and the
// results of an analysis whose content changed meanwhile are dropped:
// only diagnostics of the latest content are published, with the
// document's version. A package that does not parse or type-check keeps
// its last diagnostics; why is logged (window/logMessage).
//
// Every analysis shares one cli.Session for the server's lifetime: the
// package graph is reused while no file's imports change, and the types
// and facts of unchanged dependencies are reused (internal/cli/session.go
// says what is kept, by which key, and when it is dropped). A change of a
// package also re-analyses the open packages whose last analysis imported
// it; didChangeWatchedFiles on go.mod, go.sum or go.work drops the session.

// DefaultDebounce is how long after the last change of a package's
// documents its analysis starts.
const DefaultDebounce = 300 * time.Millisecond

// A buffer is an open text document: its version and text.
type buffer struct {
	path    string
	version int32
	text    []byte
}

// A job is a package directory waiting for its analysis.
type job struct {
	due    time.Time
	typing bool // queued by a change only: a failure is logged, not shown
}

// A task is one run of the worker: the package directory, the
// documents' text and versions it reads, and the means to cancel it.
type task struct {
	dir      string
	ctx      context.Context
	cancel   context.CancelFunc
	overlay  map[string][]byte
	versions map[string]int32 // URI -> version, of the open documents
	typing   bool
}

func (s *server) debounce() time.Duration {
	if s.o.Debounce > 0 {
		return s.o.Debounce
	}
	return DefaultDebounce
}

// didOpen records a document's text and queues its package.
func (s *server) didOpen(p protocol.DidOpenTextDocumentParams) {
	path, ok := uriPath(p.TextDocument.URI)
	if !ok || !strings.HasSuffix(path, ".go") {
		return
	}
	s.mu.Lock()
	s.open[p.TextDocument.URI] = &buffer{path: path, version: p.TextDocument.Version, text: []byte(p.TextDocument.Text)}
	s.mu.Unlock()
	s.schedule(filepath.Dir(path), 0, false)
}

// changeParams is didChange's parameter: the whole text, or a range and
// its replacement (UTF-16 positions), in order.
type changeParams struct {
	TextDocument struct {
		URI     string `json:"uri"`
		Version int32  `json:"version"`
	} `json:"textDocument"`
	ContentChanges []struct {
		Range *protocol.Range `json:"range"`
		Text  string          `json:"text"`
	} `json:"contentChanges"`
}

// didChange applies a document's changes and queues its package after the
// debounce. A change to a document that is not open is logged.
func (s *server) didChange(raw *json.RawMessage) {
	var p changeParams
	if raw == nil || json.Unmarshal(*raw, &p) != nil {
		s.log(protocol.MessageTypeError, "textDocument/didChange: bad parameters")
		return
	}
	s.mu.Lock()
	d := s.open[p.TextDocument.URI]
	if d == nil {
		s.mu.Unlock()
		return // not a Go file, or never opened
	}
	text := d.text
	for _, c := range p.ContentChanges {
		if c.Range == nil {
			text = []byte(c.Text)
			continue
		}
		start, end := offset(text, c.Range.Start), offset(text, c.Range.End)
		if end < start {
			start, end = end, start
		}
		text = slices.Concat(text[:start], []byte(c.Text), text[end:])
	}
	d.text, d.version = text, p.TextDocument.Version
	dir := filepath.Dir(d.path)
	s.mu.Unlock()
	s.schedule(dir, s.debounce(), true)
}

// offset is the byte offset of an LSP position (UTF-16 characters) in
// text, clamped to the text.
func offset(text []byte, pos protocol.Position) int {
	off := 0
	for line := protocol.UInteger(0); line < pos.Line; line++ {
		i := strings.IndexByte(string(text[off:]), '\n')
		if i < 0 {
			return len(text)
		}
		off += i + 1
	}
	end := len(text)
	if i := strings.IndexByte(string(text[off:]), '\n'); i >= 0 {
		end = off + i
	}
	units := 0
	for i, r := range string(text[off:end]) {
		if units >= int(pos.Character) {
			return off + i
		}
		units++
		if r >= 0x10000 {
			units++
		}
	}
	return end
}

// didSave queues the package at once.
func (s *server) didSave(uri string) {
	if path, ok := uriPath(uri); ok && strings.HasSuffix(path, ".go") {
		s.schedule(filepath.Dir(path), 0, false)
	}
}

// watched handles didChangeWatchedFiles: go.mod, go.sum or go.work drops
// the session and queues every open package; a Go file queues the open
// packages that import its directory.
func (s *server) watched(p protocol.DidChangeWatchedFilesParams) {
	for _, ev := range p.Changes {
		path, ok := uriPath(ev.URI)
		if !ok {
			continue
		}
		switch filepath.Base(path) {
		case "go.mod", "go.sum", "go.work", "go.work.sum":
			s.session.Reset()
			for _, dir := range s.openDirs() {
				s.schedule(dir, 0, false)
			}
		default:
			if strings.HasSuffix(path, ".go") {
				s.schedule(filepath.Dir(path), 0, false)
			}
		}
	}
}

// openDirs returns the directories of the open documents.
func (s *server) openDirs() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var dirs []string
	for _, d := range s.open {
		dirs = append(dirs, filepath.Dir(d.path))
	}
	slices.Sort(dirs)
	return slices.Compact(dirs)
}

// schedule queues the analysis of the package in dir, if one of its files
// is open, and of every open package whose last analysis imported it,
// after delay (a later change pushes it back), and cancels an analysis of
// any of them under way.
func (s *server) schedule(dir string, delay time.Duration, typing bool) {
	due := time.Now().Add(delay)
	s.mu.Lock()
	var dirs []string
	for _, d := range s.open {
		od := filepath.Dir(d.path)
		if od == dir || s.imports[od][dir] {
			dirs = append(dirs, od)
		}
	}
	slices.Sort(dirs)
	for _, d := range slices.Compact(dirs) {
		j := s.pending[d]
		if j == nil {
			j = &job{typing: true}
			s.pending[d] = j
		}
		j.due = due
		j.typing = j.typing && typing
		if s.running != nil && s.running.dir == d {
			s.running.cancel()
		}
	}
	s.mu.Unlock()
	s.poke()
}

func (s *server) poke() {
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// worker analyses the queued packages one at a time, each when it is due,
// the earliest first.
func (s *server) worker() {
	timer := time.NewTimer(time.Hour)
	defer timer.Stop()
	for {
		s.mu.Lock()
		if s.stopped {
			s.mu.Unlock()
			return
		}
		var next string
		for dir, j := range s.pending {
			if next == "" || j.due.Before(s.pending[next].due) || j.due.Equal(s.pending[next].due) && dir < next {
				next = dir
			}
		}
		if next == "" {
			s.mu.Unlock()
			<-s.wake
			continue
		}
		if wait := time.Until(s.pending[next].due); wait > 0 {
			s.mu.Unlock()
			timer.Reset(wait)
			select {
			case <-s.wake:
			case <-timer.C:
			}
			continue
		}
		a := s.start(next)
		s.mu.Unlock()
		s.analyse(a)
		s.mu.Lock()
		a.cancel()
		s.running = nil
		s.mu.Unlock()
	}
}

// start takes dir's job and snapshots the open documents. Called with mu
// held.
func (s *server) start(dir string) *task {
	j := s.pending[dir]
	delete(s.pending, dir)
	ctx, cancel := context.WithCancel(s.ctx)
	a := &task{dir: dir, ctx: ctx, cancel: cancel, typing: j.typing,
		overlay: make(map[string][]byte), versions: make(map[string]int32)}
	for uri, d := range s.open {
		a.overlay[d.path] = d.text
		a.versions[uri] = d.version
	}
	s.running = a
	return a
}

// current reports whether an analysis read the latest content: it was not
// cancelled by a change. Called with mu held.
func (a *task) current() bool { return a.ctx.Err() == nil }

// failed reports an analysis that could not be completed, keeping the
// diagnostics published before. A package that does not parse or
// type-check, and any failure while typing, is logged; a failure on open
// or save is also shown, once, as before.
func (s *server) failed(a *task, err error) {
	msg := strings.TrimSpace(err.Error())
	if a.typing {
		s.log(protocol.MessageTypeInfo, fmt.Sprintf("idemlint could not analyse %s as edited; its last diagnostics are kept:\n%s", a.dir, msg))
		return
	}
	s.log(protocol.MessageTypeError, fmt.Sprintf("idemlint could not analyse %s:\n%s", a.dir, msg))
	first, _, _ := strings.Cut(msg, "\n")
	s.notify(protocol.ServerWindowShowMessage, protocol.ShowMessageParams{Type: protocol.MessageTypeWarning, Message: "idemlint: " + first})
}

// imported records the directories of the main module's packages (and
// those of workspace modules and local replacements) that a package's
// analysis loaded, so that a change of one re-analyses it.
func (s *server) imported(dir string, roots []*packages.Package) {
	dirs := make(map[string]bool)
	packages.Visit(roots, nil, func(p *packages.Package) {
		if cli.Editable(p) && len(p.GoFiles) > 0 {
			dirs[filepath.Dir(p.GoFiles[0])] = true
		}
	})
	delete(dirs, dir)
	s.mu.Lock()
	s.imports[dir] = dirs
	s.mu.Unlock()
}

// version is the version to publish a document's diagnostics with: the
// one the analysis read, for an open document.
func (a *task) version(uri string) *protocol.UInteger {
	v, ok := a.versions[uri]
	if !ok || v < 0 {
		return nil
	}
	u := protocol.UInteger(v)
	return &u
}

// watchCapable reports whether the client can be asked to watch files:
// initialize's capabilities.workspace.didChangeWatchedFiles.dynamicRegistration.
func watchCapable(raw *json.RawMessage) bool {
	var p struct {
		Capabilities struct {
			Workspace struct {
				DidChangeWatchedFiles struct {
					DynamicRegistration bool `json:"dynamicRegistration"`
				} `json:"didChangeWatchedFiles"`
			} `json:"workspace"`
		} `json:"capabilities"`
	}
	return raw != nil && json.Unmarshal(*raw, &p) == nil && p.Capabilities.Workspace.DidChangeWatchedFiles.DynamicRegistration
}

// watchFiles asks a client that can to report changes of Go files and of
// go.mod, go.sum and go.work (didChangeWatchedFiles): a dependency changed
// outside the editor is then analysed again at once, rather than found
// changed by the next analysis. The request is sent from a goroutine: its
// answer comes through the connection that handle is reading from.
func (s *server) watchFiles() {
	opts := protocol.DidChangeWatchedFilesRegistrationOptions{}
	for _, glob := range []string{"**/*.go", "**/go.mod", "**/go.sum", "**/go.work"} {
		opts.Watchers = append(opts.Watchers, protocol.FileSystemWatcher{GlobPattern: glob})
	}
	params := protocol.RegistrationParams{Registrations: []protocol.Registration{{
		ID: "idemlint-watched-files", Method: protocol.MethodWorkspaceDidChangeWatchedFiles, RegisterOptions: opts}}}
	go func() {
		if err := s.conn.Call(s.ctx, protocol.ServerClientRegisterCapability, params, nil); err != nil && s.ctx.Err() == nil {
			s.log(protocol.MessageTypeWarning, "idemlint: the client does not watch files for the server: "+err.Error())
		}
	}()
}
