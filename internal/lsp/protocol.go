package lsp

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/textproto"
	"strconv"
	"strings"
	"sync"

	"github.com/sourcegraph/jsonrpc2"
)

// The base protocol is github.com/sourcegraph/jsonrpc2's: requests,
// responses, notifications, ids and error objects, one writer at a time.
// Only the framing is ours: jsonrpc2.VSCodeObjectCodec matches
// "Content-Length: " exactly, and header names are case-insensitive, as
// in HTTP, which the base protocol's headers follow; and a body that is
// no JSON-RPC message is answered here rather than ending the session.

// Error codes: LSP's for a request before initialize (jsonrpc2 has
// JSON-RPC's codes only), and JSON-RPC's for an unknown method.
const (
	codeServerNotInitialized = -32002
	codeMethodNotFound       = jsonrpc2.CodeMethodNotFound
)

// maxMessage bounds the size of one message (a whole file's text fits).
const maxMessage = 64 << 20

// codec frames JSON-RPC messages with a Content-Length header. A framed
// body that is not a JSON-RPC message is answered here, with JSON-RPC's
// parse error (not JSON) or invalid request (JSON, but no message), and
// reading goes on: jsonrpc2 would end the connection on a read error, and
// one bad message from a client is no reason to drop its session.
type codec struct {
	mu  *sync.Mutex // serializes writes: jsonrpc2's, and the answers here
	out io.Writer   // where the answers to bad messages go
}

func newCodec(out io.Writer) codec { return codec{mu: new(sync.Mutex), out: out} }

// WriteObject writes a Content-Length header and the message.
func (c codec) WriteObject(w io.Writer, obj any) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return jsonrpc2.VSCodeObjectCodec{}.WriteObject(w, obj)
}

// ReadObject reads the next framed message that is a JSON-RPC message into
// v, answering the bodies before it that are not. A Content-Type header is
// accepted and ignored: the content is always UTF-8 JSON.
func (c codec) ReadObject(r *bufio.Reader, v any) error {
	for {
		body, err := readFrame(r)
		if err != nil {
			return err
		}
		err = json.Unmarshal(body, v)
		if err == nil {
			return nil
		}
		code, what := int64(jsonrpc2.CodeInvalidRequest), "invalid request"
		if !json.Valid(body) {
			code, what = jsonrpc2.CodeParseError, "parse error"
		}
		if err := c.WriteObject(c.out, badMessage{JSONRPC: "2.0", Error: &jsonrpc2.Error{Code: code, Message: what + ": " + err.Error()}}); err != nil {
			return err
		}
	}
}

// badMessage is the answer to a body that is not a JSON-RPC message: its
// id is null, as JSON-RPC asks when the request's id cannot be read.
type badMessage struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      *int            `json:"id"`
	Error   *jsonrpc2.Error `json:"error"`
}

// readFrame reads one message's header and returns its body.
func readFrame(r *bufio.Reader) ([]byte, error) {
	tp := textproto.NewReader(r)
	length := -1
	for {
		line, err := tp.ReadLine()
		if err != nil {
			if errors.Is(err, io.EOF) && length < 0 {
				return nil, io.EOF // a clean end of input
			}
			return nil, fmt.Errorf("reading header: %w", err)
		}
		if line == "" {
			break
		}
		name, value, ok := strings.Cut(line, ":")
		if !ok {
			return nil, fmt.Errorf("malformed header line %q", line)
		}
		if strings.EqualFold(strings.TrimSpace(name), "Content-Length") {
			n, err := strconv.Atoi(strings.TrimSpace(value))
			if err != nil || n < 0 || n > maxMessage {
				return nil, fmt.Errorf("bad Content-Length %q", value)
			}
			length = n
		}
	}
	if length < 0 {
		return nil, errors.New("message without Content-Length")
	}
	body := make([]byte, length)
	if _, err := io.ReadFull(r, body); err != nil {
		return nil, fmt.Errorf("reading body: %w", err)
	}
	return body, nil
}

// stdio is the server's end of the connection. Closing it closes neither
// stream: Serve's caller owns them.
type stdio struct {
	io.Reader
	io.Writer
}

func (stdio) Close() error { return nil }
