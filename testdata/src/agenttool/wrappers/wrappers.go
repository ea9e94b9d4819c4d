// Package wrappers registers tools through its own wrappers over AddTool:
// a local closure, a method, and mcp-go's typed handler adapter.
package wrappers

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"agenttool/payments"
)

type Filter struct{ allow map[string]bool }

// AddTool registers the tool when the filter allows it.
func (f *Filter) AddTool(s *server.MCPServer, tool mcp.Tool, handler server.ToolHandlerFunc) { // want AddTool:"toolRegistration"
	if f == nil || f.allow[tool.Name] {
		s.AddTool(tool, handler)
	}
}

// AddWithAudit registers the caller's tool, and a tool of its own whose
// handler charges: a wrapper's own tool is judged where it is registered.
func (f *Filter) AddWithAudit(s *server.MCPServer, t *T, tool mcp.Tool, handler server.ToolHandlerFunc) { // want AddWithAudit:"toolRegistration"
	s.AddTool(tool, handler)
	s.AddTool(mcp.NewTool("audit_charge", mcp.WithNumber("amount")), mcp.NewTypedToolHandler(t.charge)) // want `tool "audit_charge" performs a payment`
}

// Describe takes the same arguments and registers nothing.
func (f *Filter) Describe(s *server.MCPServer, tool mcp.Tool, handler server.ToolHandlerFunc) string {
	return tool.Name
}

type ChargeArgs struct {
	Amount int64 `json:"amount"`
}

type KeyedChargeArgs struct {
	Amount int64  `json:"amount"`
	Key    string `json:"idempotency_key"`
}

type T struct{ Pay *payments.Service }

func (t *T) charge(ctx context.Context, req mcp.CallToolRequest, args ChargeArgs) (*mcp.CallToolResult, error) {
	return nil, t.Pay.Charge(ctx, args.Amount)
}

func (t *T) chargeKeyed(ctx context.Context, req mcp.CallToolRequest, args KeyedChargeArgs) (*mcp.CallToolResult, error) {
	return nil, t.Pay.ChargeKeyed(ctx, args.Key, args.Amount)
}

func (t *T) balance(ctx context.Context, req mcp.CallToolRequest, args ChargeArgs) (*mcp.CallToolResult, error) {
	_, err := t.Pay.Balance(ctx, "a")
	return nil, err
}

func (t *T) Register(s *server.MCPServer, f *Filter, writes bool) {
	f.AddTool(s, mcp.NewTool("charge", mcp.WithNumber("amount")), mcp.NewTypedToolHandler(t.charge)) // want `tool "charge" performs a payment`
	f.AddTool(s, mcp.NewTool("charge_keyed", mcp.WithNumber("amount"), mcp.WithString("idempotency_key")), mcp.NewTypedToolHandler(t.chargeKeyed))
	f.AddTool(s, mcp.NewTool("balance", mcp.WithNumber("amount")), mcp.NewTypedToolHandler(t.balance))
	f.Describe(s, mcp.NewTool("described", mcp.WithNumber("amount")), mcp.NewTypedToolHandler(t.charge))

	addTool := func(tool mcp.Tool, handler server.ToolHandlerFunc) {
		if !writes {
			return
		}
		s.AddTool(tool, handler)
	}
	addTool(mcp.NewTool("charge_closure", mcp.WithNumber("amount")), mcp.NewTypedToolHandler(t.charge)) // want `tool "charge_closure" performs a payment`
	addTool(mcp.NewTool("charge_closure_keyed", mcp.WithNumber("amount"), mcp.WithString("idempotency_key")), mcp.NewTypedToolHandler(t.chargeKeyed))

	skip := func(tool mcp.Tool, handler server.ToolHandlerFunc) {}
	skip(mcp.NewTool("charge_skipped", mcp.WithNumber("amount")), mcp.NewTypedToolHandler(t.charge))
}
