// Package agent lets an AI agent refund payments as MCP tools.
package agent

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/refund"
)

func Register(s *server.MCPServer) {
	// refund has no key in its input: the agent's retry of a call that timed
	// out refunds a second time.
	s.AddTool(mcp.NewTool("refund", // want: agenttool
		mcp.WithString("payment_intent", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		p := &stripe.RefundParams{PaymentIntent: stripe.String(req.GetString("payment_intent", ""))}
		if _, err := refund.New(p); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("refunded"), nil
	})

	// refund_once asks the agent for a key, one per intended refund, and
	// hands it to Stripe: the retry sends the same key.
	s.AddTool(mcp.NewTool("refund_once",
		mcp.WithString("payment_intent", mcp.Required()),
		mcp.WithString("idempotency_key", mcp.Required(), mcp.Description("one per intended refund, the same on a retry")),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		key, err := req.RequireString("idempotency_key")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		p := &stripe.RefundParams{PaymentIntent: stripe.String(req.GetString("payment_intent", ""))}
		p.SetIdempotencyKey("refund:" + key)
		if _, err := refund.New(p); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("refunded"), nil
	})
}
