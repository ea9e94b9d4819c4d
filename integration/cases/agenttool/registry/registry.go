// Package registry registers, with the real mcp-go, the handlers, tool
// definitions and wrapper that package handlers declares.
package registry

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/idemlint/idemlint/integration/cases/agenttool/billing"
	"github.com/idemlint/idemlint/integration/cases/agenttool/handlers"
)

func Register(s *server.MCPServer, h *handlers.Handlers, b *billing.Service, f *handlers.Filter) {
	s.AddTool(mcp.NewTool("charge", mcp.WithString("customer"), mcp.WithNumber("amount")), h.Charge) // want: agenttool
	s.AddTool(mcp.NewTool("charge_keyed", mcp.WithString("customer"), mcp.WithNumber("amount"), mcp.WithString("idempotency_key")), h.ChargeKeyed)

	s.AddTool(handlers.ChargeTool, handlers.ChargeHandler(b)) // want: agenttool
	s.AddTool(handlers.ChargeTool, handlers.BalanceHandler(b))

	f.AddTool(s, mcp.NewTool("typed_charge", mcp.WithString("customer"), mcp.WithNumber("amount")), mcp.NewTypedToolHandler(h.TypedCharge)) // want: agenttool
	f.AddTool(s, mcp.NewTool("typed_balance", mcp.WithString("customer")), mcp.NewTypedToolHandler(h.TypedBalance))

	addTool := func(tool mcp.Tool, handler server.ToolHandlerFunc) { s.AddTool(tool, handler) }
	addTool(mcp.NewTool("charge_closure", mcp.WithString("customer"), mcp.WithNumber("amount")), h.Charge) // want: agenttool
	addTool(mcp.NewTool("charge_closure_keyed", mcp.WithString("idempotency_key")), h.ChargeKeyed)
}
