// Package agenttool is TestPolicies' fixture for agenttool: an MCP tool
// with no key in its input whose handler's only call is a known row insert
// (Control), a call through a field its constructor's caller sets
// (Injected), and a func parameter (Unresolved).
package agenttool

import (
	"context"
	"database/sql"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Orders interface {
	Place(ctx context.Context, customer string) error
}

type Tools struct {
	db     *sql.DB
	orders Orders
}

func NewTools(db *sql.DB, o Orders) *Tools { return &Tools{db: db, orders: o} }

func (t *Tools) Control(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("control", mcp.WithString("customer", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := t.db.ExecContext(ctx, `INSERT INTO orders (customer) VALUES ($1)`, req.GetString("customer", ""))
		return nil, err
	})
}

func (t *Tools) Injected(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("injected", mcp.WithString("customer", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, t.orders.Place(ctx, req.GetString("customer", ""))
	})
}

func Unresolved(s *server.MCPServer, place func(context.Context, string) error) {
	s.AddTool(mcp.NewTool("unresolved", mcp.WithString("customer", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, place(ctx, req.GetString("customer", ""))
	})
}
