// Package agent exposes the payments service to an AI agent as MCP tools
// (mark3labs/mcp-go). An agent retries a tool call whose answer it did not
// get.
package agent

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/idemlint/idemlint/integration/corpus/payments/service"
)

func Register(s *server.MCPServer, svc *service.Service) {
	// refund: the agent's retry of a call that timed out refunds again.
	s.AddTool(mcp.NewTool("refund", // want: agenttool
		mcp.WithDescription("Refund part of a payment"),
		mcp.WithString("intent_id", mcp.Required()),
		mcp.WithNumber("amount", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := svc.Refund(ctx, req.GetString("intent_id", ""), int64(req.GetFloat("amount", 0))); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("refunded"), nil
	})

	// refund_request: the agent names the refund; its retry names it again.
	s.AddTool(mcp.NewTool("refund_request",
		mcp.WithDescription("Refund part of a payment, once per refund_id"),
		mcp.WithString("refund_id", mcp.Required(), mcp.Description("idempotency key: one per intended refund")),
		mcp.WithString("intent_id", mcp.Required()),
		mcp.WithNumber("amount", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		refundID, err := req.RequireString("refund_id")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if err := svc.RefundKeyed(ctx, refundID, req.GetString("intent_id", ""), int64(req.GetFloat("amount", 0))); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("refunded"), nil
	})

	// payment: reads.
	s.AddTool(mcp.NewTool("payment", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			d, err := svc.Describe(ctx, req.GetString("order_id", ""))
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(d), nil
		})
}
