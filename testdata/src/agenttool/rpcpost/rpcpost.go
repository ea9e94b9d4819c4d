// Package rpcpost registers a tool that reads through an RPC client whose
// every method is a POST (silent: the verb says nothing) beside a tool that
// posts to a POST-only client's payout endpoint (reported).
package rpcpost

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"agenttool/rpcpost/payouts"
	"agenttool/rpcpost/rpcapi"
)

type Tools struct {
	API     *rpcapi.Client
	Payouts *payouts.Client
}

func (t *Tools) Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create_payout", mcp.WithString("body", mcp.Required())), // want `tool "create_payout" performs an HTTP mutation`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, t.Payouts.Create(ctx, req.GetString("body", ""))
		})

	// Twin: a read, posted as every method of the API is.
	s.AddTool(mcp.NewTool("conversations_history", mcp.WithString("channel", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, t.API.History(ctx, req.GetString("channel", ""))
		})
}
