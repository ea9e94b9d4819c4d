// Package lsp is idemlint's language server (`idemlint lsp`): the Language
// Server Protocol over stdio, written out by hand (Content-Length framing,
// JSON-RPC 2.0). It publishes idemlint's findings as diagnostics when a Go
// file is opened or saved, for the whole package of the file, and clears a
// file's diagnostics when it is closed.
//
// The analysis is the CLI's (internal/cli.Run with -json), in-process, on
// the package directory as saved on disk: an unsaved buffer is analysed as
// its saved file, so diagnostics follow saves, not keystrokes. Positions
// are converted to UTF-16 code units, as LSP requires.
package lsp

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/idemlint/idemlint/internal/cli"
	"github.com/idemlint/idemlint/internal/config"
)

// Options configures a server.
type Options struct {
	Suite cli.Suite
	// Args are CLI flags given to every analysis (-config FILE, -tags,
	// -<analyzer>=false, ...), before -json and the package.
	Args []string
	// Version is reported in serverInfo; "" means cli.Version().
	Version string
}

// Serve speaks the protocol on in and out until the client sends exit or
// closes in. It returns nil after a shutdown request followed by exit, as
// the protocol asks for exit code 0, and an error otherwise.
func Serve(in io.Reader, out io.Writer, o Options) error {
	s := &server{
		o:         o,
		out:       out,
		open:      make(map[string]bool),
		published: make(map[string]map[string]bool),
		wake:      make(chan struct{}, 1),
		urls:      make(map[string]string),
	}
	if all, err := o.Suite.New(config.Settings{}); err == nil {
		for _, a := range all {
			s.urls[a.Name] = a.URL
		}
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		s.worker()
	}()
	err := s.loop(bufio.NewReader(in))
	s.stop()
	<-done
	return err
}

type server struct {
	o    Options
	urls map[string]string // analyzer name -> documentation URL

	wmu sync.Mutex // serializes writes to out
	out io.Writer

	initialized, shutdown bool // touched by the loop only

	mu        sync.Mutex
	open      map[string]bool            // URIs of open documents
	published map[string]map[string]bool // package directory -> URIs given non-empty diagnostics
	pending   []string                   // package directories to analyse, in order
	stopped   bool
	wake      chan struct{}
}

func (s *server) loop(r *bufio.Reader) error {
	for {
		m, err := readMessage(r)
		if errors.Is(err, io.EOF) {
			if s.shutdown {
				return nil
			}
			return errors.New("input closed without shutdown and exit")
		}
		if err != nil {
			return err
		}
		if m.Error != nil && m.Method == "" && m.ID == nil {
			s.reply(nil, nil, m.Error) // a parse error: the id is unknown
			continue
		}
		if m.Method == "" {
			continue // a response to a request of ours (none are sent)
		}
		if m.Method == "exit" {
			if s.shutdown {
				return nil
			}
			return errors.New("exit without shutdown")
		}
		s.handle(m)
	}
}

func (s *server) handle(m *message) {
	isRequest := m.ID != nil
	if !s.initialized && m.Method != "initialize" {
		if isRequest {
			s.reply(m.ID, nil, &respError{Code: codeServerNotInitialized, Message: "the server is not initialized"})
		}
		return
	}
	if s.shutdown && isRequest {
		s.reply(m.ID, nil, &respError{Code: codeInvalidRequest, Message: "the server is shut down"})
		return
	}
	switch m.Method {
	case "initialize":
		if s.initialized {
			s.reply(m.ID, nil, &respError{Code: codeInvalidRequest, Message: "initialize sent twice"})
			return
		}
		s.initialized = true
		v := s.o.Version
		if v == "" {
			v = cli.Version()
		}
		s.reply(m.ID, map[string]any{
			"capabilities": map[string]any{
				"textDocumentSync": map[string]any{
					"openClose": true,
					"change":    1, // full; the text is not used: the saved file is analysed
					"save":      map[string]any{"includeText": false},
				},
			},
			"serverInfo": map[string]any{"name": "idemlint", "version": v},
		}, nil)
	case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration", "workspace/didChangeWatchedFiles":
	case "shutdown":
		s.shutdown = true
		s.reply(m.ID, nil, nil)
	case "textDocument/didOpen":
		var p didOpenParams
		if !s.params(m, &p) {
			return
		}
		s.opened(p.TextDocument.URI)
	case "textDocument/didSave":
		var p documentParams
		if !s.params(m, &p) {
			return
		}
		s.opened(p.TextDocument.URI)
	case "textDocument/didChange":
		// The buffer is analysed when it is saved.
	case "textDocument/didClose":
		var p documentParams
		if !s.params(m, &p) {
			return
		}
		s.closed(p.TextDocument.URI)
	default:
		if isRequest {
			s.reply(m.ID, nil, &respError{Code: codeMethodNotFound, Message: "method not supported: " + m.Method})
		}
	}
}

// params decodes a message's parameters, answering a request that has bad
// ones with an error.
func (s *server) params(m *message, v any) bool {
	if err := json.Unmarshal(m.Params, v); err != nil {
		if m.ID != nil {
			s.reply(m.ID, nil, &respError{Code: codeInvalidParams, Message: err.Error()})
		} else {
			s.log(messageError, fmt.Sprintf("%s: bad parameters: %v", m.Method, err))
		}
		return false
	}
	return true
}

func (s *server) reply(id json.RawMessage, result any, rerr *respError) {
	resp := map[string]any{"jsonrpc": "2.0"}
	if id == nil {
		resp["id"] = nil
	} else {
		resp["id"] = id
	}
	if rerr != nil {
		resp["error"] = rerr
	} else {
		resp["result"] = result
	}
	s.send(resp)
}

func (s *server) notify(method string, params any) {
	s.send(map[string]any{"jsonrpc": "2.0", "method": method, "params": params})
}

func (s *server) send(v any) {
	s.wmu.Lock()
	defer s.wmu.Unlock()
	_ = writeMessage(s.out, v) // a client that is gone cannot be told
}

func (s *server) log(typ int, msg string) {
	s.notify("window/logMessage", map[string]any{"type": typ, "message": msg})
}

// opened queues the analysis of the package of a Go file.
func (s *server) opened(uri string) {
	path, ok := uriPath(uri)
	if !ok || !strings.HasSuffix(path, ".go") {
		return
	}
	s.mu.Lock()
	s.open[uri] = true
	dir := filepath.Dir(path)
	queued := false
	for _, d := range s.pending {
		queued = queued || d == dir
	}
	if !queued {
		s.pending = append(s.pending, dir)
	}
	s.mu.Unlock()
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// closed clears the diagnostics of a file.
func (s *server) closed(uri string) {
	s.mu.Lock()
	delete(s.open, uri)
	for _, set := range s.published {
		delete(set, uri)
	}
	s.mu.Unlock()
	s.notify("textDocument/publishDiagnostics", publishDiagnosticsParams{URI: uri, Diagnostics: []diagnostic{}})
}

func (s *server) stop() {
	s.mu.Lock()
	s.stopped = true
	s.pending = nil
	s.mu.Unlock()
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// worker analyses the queued package directories, one at a time.
func (s *server) worker() {
	for range s.wake {
		for {
			s.mu.Lock()
			if s.stopped {
				s.mu.Unlock()
				return
			}
			if len(s.pending) == 0 {
				s.mu.Unlock()
				break
			}
			dir := s.pending[0]
			s.pending = s.pending[1:]
			s.mu.Unlock()
			s.analyse(dir)
		}
	}
}

// analyse runs the CLI on the package in dir and publishes its findings:
// every file with findings gets them, every file that had some before and
// every open file of the directory without findings gets an empty list.
func (s *server) analyse(dir string) {
	var stdout, stderr bytes.Buffer
	args := append(append([]string{}, s.o.Args...), "-json", ".")
	code := cli.Run(cli.Options{Args: args, Dir: dir, Stdout: &stdout, Stderr: &stderr, Suite: s.o.Suite, Version: s.o.Version})
	if code != cli.ExitClean && code != cli.ExitFindings {
		msg := strings.TrimSpace(stderr.String())
		s.log(messageError, fmt.Sprintf("idemlint could not analyse %s:\n%s", dir, msg))
		first, _, _ := strings.Cut(msg, "\n")
		s.notify("window/showMessage", map[string]any{"type": messageWarning, "message": "idemlint: " + strings.TrimPrefix(first, "idemlint: ")})
		return
	}
	if msg := strings.TrimSpace(stderr.String()); msg != "" {
		s.log(messageInfo, msg)
	}
	s.mu.Lock()
	known := make(map[string]string) // real path -> the client's URI, for open files
	for uri := range s.open {
		if p, ok := uriPath(uri); ok {
			known[realPath(p)] = uri
		}
	}
	s.mu.Unlock()
	byURI, errs := s.convert(stdout.Bytes(), known)
	for _, e := range errs {
		s.log(messageError, e)
	}

	s.mu.Lock()
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
			ds = []diagnostic{}
		}
		s.notify("textDocument/publishDiagnostics", publishDiagnosticsParams{URI: uri, Diagnostics: ds})
	}
}

// The CLI's -json output (x/tools' multichecker shape).
type jsonDiag struct {
	Category string `json:"category"`
	Posn     string `json:"posn"`
	End      string `json:"end"`
	Message  string `json:"message"`
	Related  []struct {
		Posn    string `json:"posn"`
		End     string `json:"end"`
		Message string `json:"message"`
	} `json:"related"`
}

// convert turns the CLI's JSON into LSP diagnostics by file URI, and
// returns the analysis errors it holds.
func (s *server) convert(data []byte, known map[string]string) (map[string][]diagnostic, []string) {
	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal(data, &tree); err != nil {
		return nil, []string{"reading idemlint's output: " + err.Error()}
	}
	lines := newLineCache(known)
	out := make(map[string][]diagnostic)
	var errs []string
	for _, pkg := range slices.Sorted(maps.Keys(tree)) {
		for _, name := range slices.Sorted(maps.Keys(tree[pkg])) {
			raw := tree[pkg][name]
			var list []jsonDiag
			if err := json.Unmarshal(raw, &list); err != nil {
				var e struct {
					Error string `json:"error"`
				}
				if json.Unmarshal(raw, &e) == nil && e.Error != "" {
					errs = append(errs, fmt.Sprintf("%s: %s: %s", pkg, name, e.Error))
				}
				continue
			}
			for _, d := range list {
				loc, ok := lines.location(d.Posn, d.End)
				if !ok {
					continue
				}
				ld := diagnostic{
					Range:    loc.Range,
					Severity: severityWarning,
					Code:     name,
					Source:   "idemlint",
					Message:  d.Message,
				}
				if u := s.urls[name]; u != "" {
					ld.CodeDescription = &codeDescription{Href: u}
				}
				for _, r := range d.Related {
					if rl, ok := lines.location(r.Posn, r.End); ok {
						ld.RelatedInformation = append(ld.RelatedInformation, relatedInformation{Location: rl, Message: r.Message})
					}
				}
				out[loc.URI] = append(out[loc.URI], ld)
			}
		}
	}
	return out, errs
}

// lineCache reads files once per analysis to convert byte columns to
// UTF-16 code units.
type lineCache struct {
	files map[string][][]byte
	known map[string]string // real path -> URI, as the client spells it
}

func newLineCache(known map[string]string) *lineCache {
	return &lineCache{files: make(map[string][][]byte), known: known}
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

// location converts the CLI's "file:line:col" start and end positions
// (1-based, columns in bytes) to an LSP location.
func (c *lineCache) location(posn, end string) (location, bool) {
	file, line, col, ok := splitPosn(posn)
	if !ok {
		return location{}, false
	}
	start := c.position(file, line, col)
	stop := start
	if efile, eline, ecol, ok := splitPosn(end); ok && efile == file {
		stop = c.position(file, eline, ecol)
	}
	return location{URI: c.uri(file), Range: lspRange{Start: start, End: stop}}, true
}

func (c *lineCache) position(file string, line, col int) position {
	lines, ok := c.files[file]
	if !ok {
		data, err := os.ReadFile(file)
		if err == nil {
			lines = bytes.SplitAfter(data, []byte("\n"))
		}
		c.files[file] = lines
	}
	p := position{Line: max(line-1, 0)}
	if line >= 1 && line <= len(lines) && col > 1 {
		p.Character = cli.UTF16Len(lines[line-1][:min(col-1, len(lines[line-1]))])
	} else if col > 1 {
		p.Character = col - 1 // the file cannot be read: bytes are the best guess
	}
	return p
}

// splitPosn splits "file:line:col" (or "file:line"), file names that hold
// colons included.
func splitPosn(s string) (file string, line, col int, ok bool) {
	i := strings.LastIndexByte(s, ':')
	if i < 0 {
		return "", 0, 0, false
	}
	last, err := strconv.Atoi(s[i+1:])
	if err != nil {
		return "", 0, 0, false
	}
	j := strings.LastIndexByte(s[:i], ':')
	if j >= 0 {
		if l, err := strconv.Atoi(s[j+1 : i]); err == nil {
			return s[:j], l, last, true
		}
	}
	return s[:i], last, 0, true
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
