// Package server simulates github.com/mark3labs/mcp-go/server for idemlint's tests: only the declarations the knowledge names and the tests use, with the real signatures.
package server

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// MCPServer serves tools.
type MCPServer struct{}

// ServerOption configures an MCPServer.
type ServerOption func(*MCPServer)

// ToolHandlerFunc handles a tool call.
type ToolHandlerFunc func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error)

// NewMCPServer returns a server.
func NewMCPServer(
	name, version string,
	opts ...ServerOption,
) *MCPServer {
	return &MCPServer{}
}

// AddTool registers a tool and its handler.
func (s *MCPServer) AddTool(tool mcp.Tool, handler ToolHandlerFunc) {}
