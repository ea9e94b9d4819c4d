// Package mcp simulates github.com/mark3labs/mcp-go/mcp for idemlint's tests: only the declarations the tests use, with the real signatures.
package mcp

import "context"

// Tool is a tool's definition.
type Tool struct {
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`
}

// ToolOption configures a Tool.
type ToolOption func(*Tool)

// PropertyOption configures one input property.
type PropertyOption func(map[string]any)

// NewTool returns a tool named name.
func NewTool(name string, opts ...ToolOption) Tool { return Tool{Name: name} }

func WithDescription(description string) ToolOption              { return nil }
func WithString(name string, opts ...PropertyOption) ToolOption  { return nil }
func WithNumber(name string, opts ...PropertyOption) ToolOption  { return nil }
func WithBoolean(name string, opts ...PropertyOption) ToolOption { return nil }
func WithReadOnlyHintAnnotation(value bool) ToolOption           { return nil }
func Required() PropertyOption                                   { return nil }
func Description(desc string) PropertyOption                     { return nil }

// CallToolRequest is a call of a tool.
type CallToolRequest struct{}

func (r CallToolRequest) GetArguments() map[string]any                      { return nil }
func (r CallToolRequest) GetString(key string, defaultValue string) string  { return "" }
func (r CallToolRequest) RequireString(key string) (string, error)          { return "", nil }
func (r CallToolRequest) GetFloat(key string, defaultValue float64) float64 { return 0 }

// CallToolResult is a tool's answer.
type CallToolResult struct{}

func NewToolResultText(text string) *CallToolResult  { return nil }
func NewToolResultError(text string) *CallToolResult { return nil }

// TypedToolHandlerFunc handles a tool call with its arguments bound to T.
type TypedToolHandlerFunc[T any] func(ctx context.Context, request CallToolRequest, args T) (*CallToolResult, error)

// NewTypedToolHandler binds the call's arguments to T and calls handler.
func NewTypedToolHandler[T any](handler TypedToolHandlerFunc[T]) func(ctx context.Context, request CallToolRequest) (*CallToolResult, error) {
	return func(ctx context.Context, request CallToolRequest) (*CallToolResult, error) {
		var args T
		return handler(ctx, request, args)
	}
}

// StructuredToolHandlerFunc handles a tool call with typed arguments and result.
type StructuredToolHandlerFunc[TArgs any, TResult any] func(ctx context.Context, request CallToolRequest, args TArgs) (TResult, error)

// NewStructuredToolHandler binds the call's arguments and wraps the result.
func NewStructuredToolHandler[TArgs any, TResult any](handler StructuredToolHandlerFunc[TArgs, TResult]) func(ctx context.Context, request CallToolRequest) (*CallToolResult, error) {
	return nil
}
