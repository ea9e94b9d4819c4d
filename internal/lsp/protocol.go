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
)

// The base protocol: JSON-RPC 2.0 messages framed by a Content-Length
// header, as the Language Server Protocol 3.17 specifies.

// message is any JSON-RPC 2.0 message: a request (ID and Method), a
// notification (Method only) or a response (ID and Result or Error).
type message struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id,omitempty"`
	Method  string          `json:"method,omitempty"`
	Params  json.RawMessage `json:"params,omitempty"`
	Result  json.RawMessage `json:"result,omitempty"`
	Error   *respError      `json:"error,omitempty"`
}

type respError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

func (e *respError) Error() string { return fmt.Sprintf("%d: %s", e.Code, e.Message) }

// JSON-RPC and LSP error codes.
const (
	codeParseError           = -32700
	codeInvalidRequest       = -32600
	codeMethodNotFound       = -32601
	codeInvalidParams        = -32602
	codeServerNotInitialized = -32002
)

// maxMessage bounds the size of one message (a whole file's text fits).
const maxMessage = 64 << 20

// readMessage reads one framed message. It returns io.EOF at a clean end
// of input.
func readMessage(r *bufio.Reader) (*message, error) {
	tp := textproto.NewReader(r)
	length := -1
	for {
		line, err := tp.ReadLine()
		if err != nil {
			if errors.Is(err, io.EOF) && length < 0 {
				return nil, io.EOF
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
		// Content-Type is optional and always utf-8 JSON: ignored.
	}
	if length < 0 {
		return nil, errors.New("message without Content-Length")
	}
	body := make([]byte, length)
	if _, err := io.ReadFull(r, body); err != nil {
		return nil, fmt.Errorf("reading body: %w", err)
	}
	var m message
	if err := json.Unmarshal(body, &m); err != nil {
		return &message{Error: &respError{Code: codeParseError, Message: err.Error()}}, nil
	}
	return &m, nil
}

// writeMessage frames and writes one message.
func writeMessage(w io.Writer, m any) error {
	body, err := json.Marshal(m)
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintf(w, "Content-Length: %d\r\n\r\n", len(body)); err != nil {
		return err
	}
	_, err = w.Write(body)
	return err
}

// The LSP structures idemlint uses, with the specification's field names.

type position struct {
	Line      int `json:"line"`      // zero-based
	Character int `json:"character"` // zero-based, in UTF-16 code units
}

type lspRange struct {
	Start position `json:"start"`
	End   position `json:"end"`
}

type location struct {
	URI   string   `json:"uri"`
	Range lspRange `json:"range"`
}

type relatedInformation struct {
	Location location `json:"location"`
	Message  string   `json:"message"`
}

type codeDescription struct {
	Href string `json:"href"`
}

type diagnostic struct {
	Range              lspRange             `json:"range"`
	Severity           int                  `json:"severity"`
	Code               string               `json:"code,omitempty"`
	CodeDescription    *codeDescription     `json:"codeDescription,omitempty"`
	Source             string               `json:"source"`
	Message            string               `json:"message"`
	RelatedInformation []relatedInformation `json:"relatedInformation,omitempty"`
}

type publishDiagnosticsParams struct {
	URI         string       `json:"uri"`
	Diagnostics []diagnostic `json:"diagnostics"`
}

type textDocumentIdentifier struct {
	URI string `json:"uri"`
}

type textDocumentItem struct {
	URI        string `json:"uri"`
	LanguageID string `json:"languageId"`
	Version    int    `json:"version"`
}

type didOpenParams struct {
	TextDocument textDocumentItem `json:"textDocument"`
}

type documentParams struct {
	TextDocument textDocumentIdentifier `json:"textDocument"`
}

// Severities and message types.
const (
	severityWarning = 2
	messageError    = 1
	messageWarning  = 2
	messageInfo     = 3
	messageLog      = 4
)
