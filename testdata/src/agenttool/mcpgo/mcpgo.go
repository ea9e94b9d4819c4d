// Package mcpgo registers tools with github.com/mark3labs/mcp-go.
package mcpgo

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"agenttool/payments"
)

type Tools struct{ Pay *payments.Service }

func (t *Tools) Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create_payment", // want `tool "create_payment" performs a payment \(payments.Service.Charge, which calls paymentintent.New\) and its input has no idempotency key`
		mcp.WithDescription("Charge the customer; safe to call once per order, pass an idempotency key"),
		mcp.WithNumber("amount", mcp.Required()),
	), t.createPayment)

	s.AddTool(mcp.NewTool("create_payment_keyed",
		mcp.WithNumber("amount", mcp.Required()),
		mcp.WithString("idempotency_key", mcp.Required(), mcp.Description("set once per intended payment")),
	), t.createPaymentKeyed)

	s.AddTool(mcp.NewTool("refund", // want `tool "refund" declares an idempotency key but its handler never passes it to a payment`
		mcp.WithNumber("amount", mcp.Required()),
		mcp.WithString("idempotency_key"),
	), t.refund)

	s.AddTool(mcp.NewTool("get_balance", mcp.WithString("account", mcp.Required())), t.balance)

	s.AddTool(mcp.NewTool("claimed_payment",
		mcp.WithNumber("amount", mcp.Required()),
		mcp.WithString("request_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		won, err := t.Pay.Claim(ctx, req.GetString("request_id", ""))
		if err != nil || !won {
			return mcp.NewToolResultText("already done"), err
		}
		return nil, t.Pay.Charge(ctx, int64(req.GetFloat("amount", 0)))
	})

	// The key is named after what it identifies (a refund the agent
	// names), not "idempotency_key": it reaches the payment's key.
	s.AddTool(mcp.NewTool("refund_request",
		mcp.WithString("refund_id", mcp.Required(), mcp.Description("one per intended refund")),
		mcp.WithNumber("amount", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, t.Pay.ChargeKeyed(ctx, "refund:"+req.GetString("refund_id", ""), -int64(req.GetFloat("amount", 0)))
	})

	notify := mcp.NewTool("notify", mcp.WithString("text", mcp.Required()))
	s.AddTool(notify, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `tool "notify" performs an HTTP mutation`
		return nil, t.Pay.Notify(ctx, req.GetString("text", ""))
	})
}

func (t *Tools) createPayment(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := t.Pay.Charge(ctx, int64(req.GetFloat("amount", 0))); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("charged"), nil
}

func (t *Tools) createPaymentKeyed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	key, err := req.RequireString("idempotency_key")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if err := t.Pay.ChargeKeyed(ctx, key, int64(req.GetFloat("amount", 0))); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("charged"), nil
}

func (t *Tools) refund(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_ = req.GetString("idempotency_key", "") // read, then dropped
	return nil, t.Pay.Charge(ctx, -int64(req.GetFloat("amount", 0)))
}

func (t *Tools) balance(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := t.Pay.Balance(ctx, req.GetString("account", ""))
	return mcp.NewToolResultText(fmt.Sprint(b)), err
}
