// Package handlers declares tool handlers, their constructors, tool
// definitions and a registration wrapper that another package registers:
// the judgement crosses the package boundary through agenttool's facts.
package handlers

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"agenttool/payments"
)

type Handlers struct{ Pay *payments.Service }

// Charge charges with no key.
func (h *Handlers) Charge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, h.Pay.Charge(ctx, int64(req.GetFloat("amount", 0)))
}

// ChargeKeyed passes the caller's key to the charge.
func (h *Handlers) ChargeKeyed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, h.Pay.ChargeKeyed(ctx, req.GetString("idempotency_key", ""), int64(req.GetFloat("amount", 0)))
}

// ChargeDropsKey reads the key and drops it.
func (h *Handlers) ChargeDropsKey(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_ = req.GetString("idempotency_key", "")
	return nil, h.Pay.Charge(ctx, int64(req.GetFloat("amount", 0)))
}

// Balance reads.
func (h *Handlers) Balance(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := h.Pay.Balance(ctx, req.GetString("account", ""))
	return nil, err
}

// NotifyHandler builds a handler that posts to a webhook.
func NotifyHandler(pay *payments.Service) func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, pay.Notify(ctx, req.GetString("text", ""))
	}
}

// BalanceHandler builds a read-only handler.
func BalanceHandler(pay *payments.Service) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := pay.Balance(ctx, req.GetString("account", ""))
		return nil, err
	}
}

// NotifyTool is a tool definition registered by another package.
var NotifyTool = mcp.NewTool("notify", mcp.WithString("text", mcp.Required()))

// NotifyKeyedTool declares a key.
var NotifyKeyedTool = mcp.NewTool("notify_keyed", mcp.WithString("text", mcp.Required()), mcp.WithString("idempotency_key", mcp.Required()))

// Registry registers tools when they are enabled: a wrapper over AddTool
// that other packages call.
type Registry struct{ Enabled map[string]bool }

func (r *Registry) AddTool(s *server.MCPServer, tool mcp.Tool, handler server.ToolHandlerFunc) {
	if r.Enabled[tool.Name] {
		s.AddTool(tool, handler)
	}
}

// Log is no wrapper: it takes a tool and a handler and registers neither.
func (r *Registry) Log(s *server.MCPServer, tool mcp.Tool, handler server.ToolHandlerFunc) {
	r.Enabled[tool.Name] = handler != nil
}
