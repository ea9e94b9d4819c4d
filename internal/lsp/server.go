// Package lsp is idemlint's language server (`idemlint lsp`): the Language
// Server Protocol over stdio. It publishes idemlint's findings as
// diagnostics for the whole package of a Go file when the file is opened,
// edited (after a pause: edit.go) or saved, and clears a file's
// diagnostics when it is closed.
//
// The analysis is internal/cli.Analyze, the CLI's, in-process, on the
// package directory with the open documents' text as an overlay: unsaved
// buffers are analysed as they are. Positions are converted to UTF-16
// code units, as LSP requires. Suggested fixes are code actions, computed
// by -fix's code (codeaction.go).
//
// JSON-RPC is github.com/sourcegraph/jsonrpc2 (the transport
// github.com/tliron/glsp's own server runs on) and the LSP structures are
// glsp's protocol_3_16. glsp's server package is not used: it speaks on
// os.Stdin and os.Stdout only, answers a request before initialize with
// InvalidRequest where LSP asks for ServerNotInitialized, and closes on
// exit without telling whether shutdown came first, which decides the
// exit code. docs/integrations.md says why these two libraries.
package lsp

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"go/token"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/sourcegraph/jsonrpc2"
	protocol "github.com/tliron/glsp/protocol_3_16"
	"golang.org/x/tools/go/packages"

	"github.com/idemlint/idemlint/internal/cli"
	"github.com/idemlint/idemlint/internal/config"
)

// Options configures a server.
type Options struct {
	Suite cli.Suite
	// Args are CLI flags applied to every analysis (-config FILE, -tags,
	// -test=false, -<analyzer>=false, -<analyzer>.<option>=value, ...):
	// cli.LoadSettings reads them, with the configuration file found from
	// the package's directory upward.
	Args []string
	// Version is reported in serverInfo; "" means cli.Version().
	Version string
	// Debounce is how long after the last change of a package's documents
	// its analysis starts; 0 means DefaultDebounce.
	Debounce time.Duration
	// Session, if set, is the cli.Session the analyses share (tests read
	// its statistics); nil means a new one.
	Session *cli.Session
}

// Serve speaks the protocol on in and out until the client sends exit or
// closes in. It returns nil after a shutdown request followed by exit (or
// the end of input), as the protocol asks for exit code 0, and an error
// otherwise. It closes neither in nor out.
func Serve(in io.Reader, out io.Writer, o Options) error {
	s := &server{
		o:         o,
		open:      make(map[string]*buffer),
		pending:   make(map[string]*job),
		imports:   make(map[string]map[string]bool),
		session:   o.Session,
		published: make(map[string]map[string]bool),
		wake:      make(chan struct{}, 1),
		urls:      make(map[string]string),
		ready:     make(chan struct{}),
	}
	if s.session == nil {
		s.session = cli.NewSession()
	}
	if all, err := o.Suite.New(config.Settings{}); err == nil {
		for _, a := range all {
			s.urls[a.Name] = a.URL
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	s.ctx = ctx
	s.conn = jsonrpc2.NewConn(ctx, jsonrpc2.NewBufferedStream(stdio{in, out}, newCodec(out)), jsonrpc2.HandlerWithError(s.handle))
	close(s.ready)
	done := make(chan struct{})
	go func() {
		defer close(done)
		s.worker()
	}()
	<-s.conn.DisconnectNotify()
	cancel() // an analysis under way stops at its next step
	s.stop()
	<-done
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case s.exited && s.shutdown:
		return nil
	case s.exited:
		return errors.New("exit without shutdown")
	case s.shutdown:
		return nil // input closed after shutdown
	}
	return errors.New("input closed without shutdown and exit")
}

type server struct {
	o     Options
	urls  map[string]string // analyzer name -> documentation URL
	conn  *jsonrpc2.Conn
	ctx   context.Context // done when the connection is
	ready chan struct{}   // closed once conn is set

	session *cli.Session // what analyses reuse (edit.go)

	mu                            sync.Mutex
	initialized, shutdown, exited bool
	open                          map[string]*buffer         // open documents by URI
	published                     map[string]map[string]bool // package directory -> URIs given non-empty diagnostics
	pending                       map[string]*job            // package directories to analyse
	imports                       map[string]map[string]bool // package directory -> directories of the editable packages it loaded
	running                       *task                      // the analysis under way, if any
	canWatch                      bool                       // the client watches files for the server on request
	stopped                       bool
	wake                          chan struct{}
	fx                            fixState // quick fixes (codeaction.go)
}

// handle answers a request or handles a notification. jsonrpc2 calls it
// for one message at a time, in order; the analysis runs in worker.
func (s *server) handle(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) (any, error) {
	<-s.ready
	s.mu.Lock()
	initialized, shutdown := s.initialized, s.shutdown
	s.mu.Unlock()
	if req.Method == protocol.MethodExit {
		s.mu.Lock()
		s.exited = true
		s.mu.Unlock()
		return nil, conn.Close()
	}
	if !initialized && req.Method != protocol.MethodInitialize {
		if req.Notif {
			return nil, nil // dropped, as the protocol asks
		}
		return nil, &jsonrpc2.Error{Code: codeServerNotInitialized, Message: "the server is not initialized"}
	}
	if shutdown && !req.Notif {
		return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidRequest, Message: "the server is shut down"}
	}
	switch req.Method {
	case protocol.MethodInitialize:
		// Of the client's parameters, only whether it can watch files
		// for the server is read: the server serves any workspace.
		if initialized {
			return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidRequest, Message: "initialize sent twice"}
		}
		s.mu.Lock()
		s.initialized = true
		s.canWatch = watchCapable(req.Params)
		s.mu.Unlock()
		s.clientCapabilities(req)
		return s.capabilities(), nil
	case protocol.MethodInitialized:
		if s.canWatch {
			s.watchFiles()
		}
	case protocol.MethodCancelRequest, protocol.MethodSetTrace,
		protocol.MethodWorkspaceDidChangeConfiguration:
		return nil, nil
	case protocol.MethodWorkspaceDidChangeWatchedFiles:
		var p protocol.DidChangeWatchedFilesParams
		if ok, err := s.params(req, &p); !ok {
			return nil, err
		}
		s.watched(p)
	case protocol.MethodShutdown:
		s.mu.Lock()
		s.shutdown = true
		s.mu.Unlock()
		return nil, nil
	case protocol.MethodTextDocumentDidOpen:
		var p protocol.DidOpenTextDocumentParams
		if ok, err := s.params(req, &p); !ok {
			return nil, err
		}
		s.track(p.TextDocument.URI, p.TextDocument.Version, &p.TextDocument.Text)
		s.didOpen(p)
	case protocol.MethodTextDocumentDidSave:
		var p protocol.DidSaveTextDocumentParams
		if ok, err := s.params(req, &p); !ok {
			return nil, err
		}
		s.didSave(p.TextDocument.URI)
	case protocol.MethodTextDocumentDidChange:
		// The kept text is what is analysed (edit.go); the version and
		// content decide whether quick fixes still apply (codeaction.go).
		var p protocol.DidChangeTextDocumentParams
		if ok, err := s.params(req, &p); !ok {
			return nil, err
		}
		s.changed(&p)
		s.didChange(req.Params)
	case protocol.MethodTextDocumentDidClose:
		var p protocol.DidCloseTextDocumentParams
		if ok, err := s.params(req, &p); !ok {
			return nil, err
		}
		s.untrack(p.TextDocument.URI)
		s.closed(p.TextDocument.URI)
	case protocol.MethodTextDocumentCodeAction:
		return s.codeAction(req)
	default:
		if !req.Notif {
			return nil, &jsonrpc2.Error{Code: codeMethodNotFound, Message: "method not supported: " + req.Method}
		}
	}
	return nil, nil
}

// capabilities is the answer to initialize.
func (s *server) capabilities() protocol.InitializeResult {
	v := s.o.Version
	if v == "" {
		v = cli.Version()
	}
	yes, no := true, false
	full := protocol.TextDocumentSyncKindFull // the whole text on every change: edit.go keeps it
	return protocol.InitializeResult{
		Capabilities: protocol.ServerCapabilities{
			TextDocumentSync: protocol.TextDocumentSyncOptions{
				OpenClose: &yes,
				Change:    &full,
				Save:      protocol.SaveOptions{IncludeText: &no},
			},
			CodeActionProvider: codeActionOptions(),
		},
		ServerInfo: &protocol.InitializeResultServerInfo{Name: "idemlint", Version: &v},
	}
}

// params decodes a message's parameters. Bad ones are an InvalidParams
// error for a request and are logged to the client for a notification,
// which has no answer.
func (s *server) params(req *jsonrpc2.Request, v any) (bool, error) {
	err := errors.New("no parameters")
	if req.Params != nil {
		err = json.Unmarshal(*req.Params, v)
	}
	switch {
	case err == nil:
		return true, nil
	case req.Notif:
		s.log(protocol.MessageTypeError, fmt.Sprintf("%s: bad parameters: %v", req.Method, err))
		return false, nil
	}
	return false, &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidParams, Message: err.Error()}
}

func (s *server) notify(method string, params any) {
	_ = s.conn.Notify(s.ctx, method, params) // a client that is gone cannot be told
}

func (s *server) log(typ protocol.MessageType, msg string) {
	s.notify(protocol.ServerWindowLogMessage, protocol.LogMessageParams{Type: typ, Message: msg})
}

// closed drops a document's text and clears its diagnostics. The other
// open files of its package, and the open packages that import it, are
// analysed again: they read the text that was dropped.
func (s *server) closed(uri string) {
	s.mu.Lock()
	d := s.open[uri]
	delete(s.open, uri)
	for _, set := range s.published {
		delete(set, uri)
	}
	s.mu.Unlock()
	s.notify(protocol.ServerTextDocumentPublishDiagnostics, protocol.PublishDiagnosticsParams{URI: uri, Diagnostics: []protocol.Diagnostic{}})
	if d != nil {
		s.schedule(filepath.Dir(d.path), 0, false)
	}
}

func (s *server) stop() {
	s.mu.Lock()
	s.stopped = true
	s.pending = nil
	s.mu.Unlock()
	s.poke()
}

// analyse analyses the package in a task's directory and publishes its
// findings: every file with findings gets them, every file that had some
// before and every open file of the directory without findings gets an
// empty list. An analysis cancelled by a newer change publishes nothing,
// and one that fails keeps the diagnostics published before.
func (s *server) analyse(a *task) {
	dir := a.dir
	var warnings strings.Builder
	findings, err := s.findings(a, &warnings)
	if a.ctx.Err() != nil {
		return // superseded by a change: its analysis is queued
	}
	if err != nil {
		s.failed(a, err)
		return
	}
	if msg := strings.TrimSpace(warnings.String()); msg != "" {
		s.log(protocol.MessageTypeInfo, msg)
	}
	s.mu.Lock()
	known := make(map[string]string) // real path -> the client's URI, for open files
	for uri := range s.open {
		if p, ok := uriPath(uri); ok {
			known[realPath(p)] = uri
		}
	}
	s.mu.Unlock()
	byURI := s.diagnostics(findings, known, a.overlay)

	s.mu.Lock()
	if !a.current() {
		s.mu.Unlock()
		return
	}
	prev := s.published[dir]
	next := make(map[string]bool)
	var uris []string
	for uri := range byURI {
		uris = append(uris, uri)
		next[uri] = true
	}
	for uri := range prev {
		if !next[uri] {
			uris = append(uris, uri)
		}
	}
	for uri := range s.open {
		if p, ok := uriPath(uri); ok && filepath.Dir(p) == dir && !next[uri] && !prev[uri] {
			uris = append(uris, uri)
		}
	}
	s.published[dir] = next
	s.mu.Unlock()

	sort.Strings(uris)
	for _, uri := range uris {
		ds := byURI[uri]
		if ds == nil {
			ds = []protocol.Diagnostic{}
		}
		s.notify(protocol.ServerTextDocumentPublishDiagnostics, protocol.PublishDiagnosticsParams{URI: uri, Version: a.version(uri), Diagnostics: ds})
	}
}

// findings runs cli.Analyze on the package in a task's directory, with
// the settings the server's flags and the configuration file give there,
// the open documents' text and the server's session. Any error, a package
// that could not be analysed included, is the analysis's failure.
func (s *server) findings(a *task, warnings io.Writer) ([]cli.Finding, error) {
	settings, err := cli.LoadSettings(a.dir, s.o.Args, s.o.Suite, warnings)
	if err != nil {
		return nil, err
	}
	c := s.capture()
	settings.ParseFile = c.parseFile
	settings.Overlay, settings.Session = a.overlay, s.session
	settings.Loaded = func(roots []*packages.Package) { s.imported(a.dir, roots) }
	findings, err := cli.Analyze(a.ctx, a.dir, []string{"."}, settings)
	if err == nil {
		s.keepFixes(a.dir, c, findings)
	}
	return findings, err
}

// diagnostics converts findings to LSP diagnostics by file URI.
func (s *server) diagnostics(findings []cli.Finding, known map[string]string, overlay map[string][]byte) map[string][]protocol.Diagnostic {
	lines := newLineCache(known, overlay)
	out := make(map[string][]protocol.Diagnostic)
	for i := range findings {
		uri := lines.uri(findings[i].Posn.Filename)
		out[uri] = append(out[uri], s.diagnostic(&findings[i], lines))
	}
	return out
}

// diagnostic converts a finding to an LSP diagnostic.
func (s *server) diagnostic(f *cli.Finding, lines *lineCache) protocol.Diagnostic {
	severity := protocol.DiagnosticSeverityWarning
	source := "idemlint"
	d := protocol.Diagnostic{
		Range:    lines.location(f.Posn, f.End).Range,
		Severity: &severity,
		Code:     &protocol.IntegerOrString{Value: f.Analyzer},
		Source:   &source,
		Message:  f.Message,
	}
	if u := s.urls[f.Analyzer]; u != "" {
		d.CodeDescription = &protocol.CodeDescription{HRef: u}
	}
	for _, r := range f.Related {
		d.RelatedInformation = append(d.RelatedInformation, protocol.DiagnosticRelatedInformation{
			Location: lines.location(r.Posn, r.End), Message: r.Message})
	}
	return d
}

// lineCache reads files once per analysis to convert byte columns to
// UTF-16 code units: the text of an open document, else the file.
type lineCache struct {
	files   map[string][][]byte
	known   map[string]string // real path -> URI, as the client spells it
	overlay map[string][]byte // the open documents' text the analysis read
}

func newLineCache(known map[string]string, overlay map[string][]byte) *lineCache {
	return &lineCache{files: make(map[string][][]byte), known: known, overlay: overlay}
}

// uri returns the URI of a file: the client's, when the file is open.
func (c *lineCache) uri(file string) string {
	if u, ok := c.known[realPath(file)]; ok {
		return u
	}
	return pathURI(file)
}

// realPath resolves symbolic links, when it can.
func realPath(p string) string {
	if r, err := filepath.EvalSymlinks(p); err == nil {
		return r
	}
	return filepath.Clean(p)
}

// location converts a start and an end position (1-based, columns in
// bytes) to an LSP location; an end in another file is the start.
func (c *lineCache) location(posn, end token.Position) protocol.Location {
	start := c.position(posn)
	stop := start
	if end.IsValid() && end.Filename == posn.Filename {
		stop = c.position(end)
	}
	return protocol.Location{URI: c.uri(posn.Filename), Range: protocol.Range{Start: start, End: stop}}
}

func (c *lineCache) position(p token.Position) protocol.Position {
	lines, ok := c.files[p.Filename]
	if !ok {
		data, err := c.overlay[p.Filename], error(nil)
		if data == nil {
			data, err = os.ReadFile(p.Filename)
		}
		if err == nil {
			lines = bytes.SplitAfter(data, []byte("\n"))
		}
		c.files[p.Filename] = lines
	}
	line, col := p.Line, p.Column
	lp := protocol.Position{Line: protocol.UInteger(max(line-1, 0))}
	if line >= 1 && line <= len(lines) && col > 1 {
		lp.Character = protocol.UInteger(cli.UTF16Len(lines[line-1][:min(col-1, len(lines[line-1]))]))
	} else if col > 1 {
		lp.Character = protocol.UInteger(col - 1) // the file cannot be read: bytes are the best guess
	}
	return lp
}

// uriPath returns the file path of a file:// URI.
func uriPath(uri string) (string, bool) {
	u, err := url.Parse(uri)
	if err != nil || u.Scheme != "file" {
		return "", false
	}
	p := u.Path
	if runtime.GOOS == "windows" {
		p = strings.TrimPrefix(p, "/")
	}
	return filepath.Clean(filepath.FromSlash(p)), true
}

// pathURI returns the file:// URI of an absolute path.
func pathURI(path string) string {
	p := filepath.ToSlash(path)
	if !strings.HasPrefix(p, "/") {
		p = "/" + p // a Windows drive letter
	}
	return (&url.URL{Scheme: "file", Path: p}).String()
}
