// Package inventory bundles a go-sdk tool with its handler in a struct
// that a method registers later, as github-mcp-server's inventory does:
// the registration sees struct fields, the definition is where the bundle
// is made.
package inventory

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ServerTool is a tool's definition and a maker of its handler.
type ServerTool struct {
	Tool        mcp.Tool
	HandlerFunc func(deps any) mcp.ToolHandler
	Scopes      []string
}

// NewServerTool bundles tool with a handler that decodes the call's
// arguments into In.
func NewServerTool[In, Out any](tool mcp.Tool, handler mcp.ToolHandlerFor[In, Out]) ServerTool { // want NewServerTool:"toolBundle"
	return ServerTool{
		Tool: tool,
		HandlerFunc: func(_ any) mcp.ToolHandler {
			return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				var in In
				if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
					return nil, err
				}
				res, _, err := handler(ctx, req, in)
				return res, err
			}
		},
	}
}

// RegisterFunc registers the bundled tool.
func (st *ServerTool) RegisterFunc(s *mcp.Server, deps any) {
	tool := st.Tool
	s.AddTool(&tool, st.HandlerFunc(deps))
}

// Describe returns the tool with a description: it takes a handler but
// returns no handler, so nothing it returns is a tool bundled with one.
func Describe[In, Out any](tool mcp.Tool, handler mcp.ToolHandlerFor[In, Out]) mcp.Tool {
	if handler == nil {
		tool.Description = "no handler"
	}
	return tool
}
