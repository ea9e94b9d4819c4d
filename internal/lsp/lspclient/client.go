// Package lspclient is a scripted Language Server Protocol client for
// tests: it frames JSON-RPC 2.0 messages with Content-Length headers and
// waits for responses and notifications with a deadline.
package lspclient

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net/textproto"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Message is any JSON-RPC message the server sends.
type Message struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id,omitempty"`
	Method  string          `json:"method,omitempty"`
	Params  json.RawMessage `json:"params,omitempty"`
	Result  json.RawMessage `json:"result,omitempty"`
	Error   *struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	} `json:"error,omitempty"`
}

// Client talks to a server over a pair of streams.
type Client struct {
	w       io.Writer
	wmu     sync.Mutex
	nextID  int
	msgs    chan *Message
	readErr chan error
	Timeout time.Duration // per wait; default one minute
	// Seen records every message received, for failure reports.
	Seen []*Message
}

// New starts reading the server's messages from r; requests go to w.
func New(r io.Reader, w io.Writer) *Client {
	c := &Client{w: w, msgs: make(chan *Message, 100), readErr: make(chan error, 1), Timeout: time.Minute}
	go c.read(bufio.NewReader(r))
	return c
}

func (c *Client) read(r *bufio.Reader) {
	tp := textproto.NewReader(r)
	for {
		length := -1
		for {
			line, err := tp.ReadLine()
			if err != nil {
				c.readErr <- err
				close(c.msgs)
				return
			}
			if line == "" {
				break
			}
			if name, value, ok := strings.Cut(line, ":"); ok && strings.EqualFold(name, "Content-Length") {
				length, _ = strconv.Atoi(strings.TrimSpace(value))
			}
		}
		if length < 0 {
			c.readErr <- fmt.Errorf("message without Content-Length")
			close(c.msgs)
			return
		}
		body := make([]byte, length)
		if _, err := io.ReadFull(r, body); err != nil {
			c.readErr <- err
			close(c.msgs)
			return
		}
		var m Message
		if err := json.Unmarshal(body, &m); err != nil {
			c.readErr <- fmt.Errorf("bad message %q: %v", body, err)
			close(c.msgs)
			return
		}
		c.msgs <- &m
	}
}

// Send writes one framed message.
func (c *Client) Send(v any) error {
	body, err := json.Marshal(v)
	if err != nil {
		return err
	}
	c.wmu.Lock()
	defer c.wmu.Unlock()
	_, err = fmt.Fprintf(c.w, "Content-Length: %d\r\n\r\n%s", len(body), body)
	return err
}

// SendRaw writes bytes as they are: headers and body.
func (c *Client) SendRaw(s string) error {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	_, err := io.WriteString(c.w, s)
	return err
}

// Notify sends a notification.
func (c *Client) Notify(method string, params any) error {
	return c.Send(map[string]any{"jsonrpc": "2.0", "method": method, "params": params})
}

// Call sends a request and waits for its response; notifications that
// arrive first are kept for Wait.
func (c *Client) Call(method string, params any) (*Message, error) {
	c.nextID++
	id := c.nextID
	if err := c.Send(map[string]any{"jsonrpc": "2.0", "id": id, "method": method, "params": params}); err != nil {
		return nil, err
	}
	want := strconv.Itoa(id)
	return c.Wait(func(m *Message) bool { return m.Method == "" && string(m.ID) == want })
}

// Wait returns the first message, received from now on or kept from
// before, that match accepts.
func (c *Client) Wait(match func(*Message) bool) (*Message, error) {
	for i, m := range c.Seen {
		if m != nil && match(m) {
			c.Seen[i] = nil // consumed
			return m, nil
		}
	}
	deadline := time.After(c.Timeout)
	for {
		select {
		case m, ok := <-c.msgs:
			if !ok {
				return nil, fmt.Errorf("server closed the stream: %v", <-c.readErr)
			}
			if match(m) {
				c.Seen = append(c.Seen, nil)
				return m, nil
			}
			c.Seen = append(c.Seen, m)
		case <-deadline:
			return nil, fmt.Errorf("no matching message within %v", c.Timeout)
		}
	}
}

// Diagnostics is the parameter of textDocument/publishDiagnostics.
type Diagnostics struct {
	URI         string `json:"uri"`
	Diagnostics []struct {
		Range           Range  `json:"range"`
		Severity        int    `json:"severity"`
		Code            string `json:"code"`
		Source          string `json:"source"`
		Message         string `json:"message"`
		CodeDescription *struct {
			Href string `json:"href"`
		} `json:"codeDescription"`
		RelatedInformation []struct {
			Location struct {
				URI   string `json:"uri"`
				Range Range  `json:"range"`
			} `json:"location"`
			Message string `json:"message"`
		} `json:"relatedInformation"`
	} `json:"diagnostics"`
}

// Range is an LSP range: zero-based lines, UTF-16 characters.
type Range struct {
	Start struct{ Line, Character int } `json:"start"`
	End   struct{ Line, Character int } `json:"end"`
}

// WaitDiagnostics waits for the next diagnostics published for uri.
func (c *Client) WaitDiagnostics(uri string) (*Diagnostics, error) {
	var d Diagnostics
	_, err := c.Wait(func(m *Message) bool {
		if m.Method != "textDocument/publishDiagnostics" {
			return false
		}
		var p Diagnostics
		if json.Unmarshal(m.Params, &p) != nil || p.URI != uri {
			return false
		}
		d = p
		return true
	})
	if err != nil {
		return nil, err
	}
	return &d, nil
}
