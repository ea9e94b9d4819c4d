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

	"github.com/sourcegraph/jsonrpc2"
)

// The base protocol is github.com/sourcegraph/jsonrpc2's: requests,
// responses, notifications, ids and error objects, one writer at a time.
// Only the reading of the header is ours: jsonrpc2.VSCodeObjectCodec
// matches "Content-Length: " exactly, and header names are
// case-insensitive, as in HTTP, which the base protocol's headers follow.

// Error codes: LSP's for a request before initialize (jsonrpc2 has
// JSON-RPC's codes only), and JSON-RPC's for an unknown method.
const (
	codeServerNotInitialized = -32002
	codeMethodNotFound       = jsonrpc2.CodeMethodNotFound
)

// maxMessage bounds the size of one message (a whole file's text fits).
const maxMessage = 64 << 20

// codec frames JSON-RPC messages with a Content-Length header.
type codec struct{}

// WriteObject writes a Content-Length header and the message.
func (codec) WriteObject(w io.Writer, obj any) error {
	return jsonrpc2.VSCodeObjectCodec{}.WriteObject(w, obj)
}

// ReadObject reads one framed message into v. A Content-Type header is
// accepted and ignored: the content is always UTF-8 JSON.
func (codec) ReadObject(r *bufio.Reader, v any) error {
	tp := textproto.NewReader(r)
	length := -1
	for {
		line, err := tp.ReadLine()
		if err != nil {
			if errors.Is(err, io.EOF) && length < 0 {
				return io.EOF // a clean end of input
			}
			return fmt.Errorf("reading header: %w", err)
		}
		if line == "" {
			break
		}
		name, value, ok := strings.Cut(line, ":")
		if !ok {
			return fmt.Errorf("malformed header line %q", line)
		}
		if strings.EqualFold(strings.TrimSpace(name), "Content-Length") {
			n, err := strconv.Atoi(strings.TrimSpace(value))
			if err != nil || n < 0 || n > maxMessage {
				return fmt.Errorf("bad Content-Length %q", value)
			}
			length = n
		}
	}
	if length < 0 {
		return errors.New("message without Content-Length")
	}
	body := make([]byte, length)
	if _, err := io.ReadFull(r, body); err != nil {
		return fmt.Errorf("reading body: %w", err)
	}
	return json.Unmarshal(body, v)
}

// stdio is the server's end of the connection. Closing it closes neither
// stream: Serve's caller owns them.
type stdio struct {
	io.Reader
	io.Writer
}

func (stdio) Close() error { return nil }
