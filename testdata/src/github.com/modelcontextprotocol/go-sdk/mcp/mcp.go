// Package mcp simulates github.com/modelcontextprotocol/go-sdk/mcp for idemlint's tests: only the declarations the knowledge names and the tests use, with the real signatures.
package mcp

import (
	"context"
	"encoding/json"
)

// Meta is a request's or result's metadata.
type Meta map[string]any

func (m Meta) GetMeta() map[string]any   { return m }
func (m *Meta) SetMeta(x map[string]any) { *m = x }

// Params are a request's parameters.
type Params interface {
	GetMeta() map[string]any
	SetMeta(map[string]any)

	isParams()

	isNil() bool
}

// CallToolParamsRaw are a tool call's parameters.
type CallToolParamsRaw struct {
	Meta      `json:"_meta,omitempty"`
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments,omitempty"`
}

func (x *CallToolParamsRaw) isParams()   {}
func (x *CallToolParamsRaw) isNil() bool { return x == nil }

// ServerRequest is a request a server handles.
type ServerRequest[P Params] struct {
	Params P
}

// CallToolRequest is a tool call.
type CallToolRequest = ServerRequest[*CallToolParamsRaw]

// CallToolResult is a tool's answer.
type CallToolResult struct{}

// Implementation names a server.
type Implementation struct {
	Name    string `json:"name"`
	Version string `json:"version"`
}

// ServerOptions configure a Server.
type ServerOptions struct {
	Instructions string
}

// Server serves tools.
type Server struct{}

// NewServer returns a server.
func NewServer(impl *Implementation, options *ServerOptions) *Server { return &Server{} }

// Tool is a tool's definition.
type Tool struct {
	Annotations *ToolAnnotations `json:"annotations,omitempty"`
	Description string           `json:"description,omitempty"`
	InputSchema any              `json:"inputSchema"`
	Name        string           `json:"name"`
}

// ToolAnnotations are hints about a tool's behaviour.
type ToolAnnotations struct {
	DestructiveHint *bool  `json:"destructiveHint,omitempty"`
	IdempotentHint  bool   `json:"idempotentHint"`
	OpenWorldHint   *bool  `json:"openWorldHint,omitempty"`
	ReadOnlyHint    bool   `json:"readOnlyHint"`
	Title           string `json:"title,omitempty"`
}

// ToolHandler handles a call of a tool registered with Server.AddTool.
type ToolHandler func(context.Context, *CallToolRequest) (*CallToolResult, error)

// AddTool registers a tool whose input schema is t.InputSchema.
func (s *Server) AddTool(t *Tool, h ToolHandler) {}

// ToolHandlerFor handles a call of a tool whose input is In.
type ToolHandlerFor[In, Out any] func(_ context.Context, request *CallToolRequest, input In) (result *CallToolResult, output Out, _ error)

// AddTool registers a tool whose input schema is inferred from In.
func AddTool[In, Out any](s *Server, t *Tool, h ToolHandlerFor[In, Out]) {}
