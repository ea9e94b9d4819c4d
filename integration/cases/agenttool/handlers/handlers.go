// Package handlers declares tool handlers, a handler constructor, a tool
// definition and a registration wrapper over the real mcp-go, for
// package registry to register.
package handlers

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/idemlint/idemlint/integration/cases/agenttool/billing"
)

type Handlers struct{ B *billing.Service }

// Charge charges with no key.
func (h *Handlers) Charge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, h.B.Charge(ctx, req.GetString("customer", ""), int64(req.GetFloat("amount", 0)))
}

// ChargeKeyed passes the caller's key to the charge.
func (h *Handlers) ChargeKeyed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, h.B.ChargeKeyed(ctx, req.GetString("idempotency_key", ""), req.GetString("customer", ""), int64(req.GetFloat("amount", 0)))
}

type ChargeArgs struct {
	Customer string  `json:"customer"`
	Amount   float64 `json:"amount"`
}

// TypedCharge charges with no key, its arguments bound by NewTypedToolHandler.
func (h *Handlers) TypedCharge(ctx context.Context, req mcp.CallToolRequest, args ChargeArgs) (*mcp.CallToolResult, error) {
	return nil, h.B.Charge(ctx, args.Customer, int64(args.Amount))
}

// TypedBalance reads.
func (h *Handlers) TypedBalance(ctx context.Context, req mcp.CallToolRequest, args ChargeArgs) (*mcp.CallToolResult, error) {
	_, err := h.B.Balance(ctx, args.Customer)
	return nil, err
}

// ChargeHandler builds a handler that charges with no key.
func ChargeHandler(b *billing.Service) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, b.Charge(ctx, req.GetString("customer", ""), int64(req.GetFloat("amount", 0)))
	}
}

// BalanceHandler builds a read-only handler.
func BalanceHandler(b *billing.Service) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := b.Balance(ctx, req.GetString("customer", ""))
		return nil, err
	}
}

// ChargeTool is a definition with no key; ChargeKeyedTool declares one.
var (
	ChargeTool      = mcp.NewTool("charge_defined", mcp.WithString("customer"), mcp.WithNumber("amount"))
	ChargeKeyedTool = mcp.NewTool("charge_defined_keyed", mcp.WithString("customer"), mcp.WithNumber("amount"), mcp.WithString("idempotency_key"))
)

// Filter registers the tools it allows: a wrapper over AddTool.
type Filter struct{ Allow map[string]bool }

func (f *Filter) AddTool(s *server.MCPServer, tool mcp.Tool, handler server.ToolHandlerFunc) {
	if f.Allow[tool.Name] {
		s.AddTool(tool, handler)
	}
}
