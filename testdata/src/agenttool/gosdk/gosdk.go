// Package gosdk registers tools with github.com/modelcontextprotocol/go-sdk,
// whose typed input struct is the tool's schema.
package gosdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"agenttool/payments"
)

type chargeInput struct {
	Amount int64 `json:"amount"`
}

type keyedInput struct {
	Amount int64  `json:"amount"`
	Key    string `json:"idempotency_key" jsonschema:"set once per intended payment"`
}

type balanceInput struct {
	Account string `json:"account"`
}

type result struct{ OK bool }

func Register(s *mcp.Server, pay *payments.Service) {
	mcp.AddTool(s, &mcp.Tool{Name: "charge", Description: "charge the customer"}, // want `tool "charge" performs a payment \(payments.Service.Charge, which calls paymentintent.New\) and its input has no idempotency key`
		func(ctx context.Context, req *mcp.CallToolRequest, in chargeInput) (*mcp.CallToolResult, result, error) {
			return nil, result{}, pay.Charge(ctx, in.Amount)
		})

	mcp.AddTool(s, &mcp.Tool{Name: "charge_keyed"},
		func(ctx context.Context, req *mcp.CallToolRequest, in keyedInput) (*mcp.CallToolResult, result, error) {
			return nil, result{}, pay.ChargeKeyed(ctx, in.Key, in.Amount)
		})

	mcp.AddTool(s, &mcp.Tool{Name: "charge_ignoring_key"}, // want `tool "charge_ignoring_key" declares an idempotency key but its handler never passes it`
		func(ctx context.Context, req *mcp.CallToolRequest, in keyedInput) (*mcp.CallToolResult, result, error) {
			return nil, result{}, pay.Charge(ctx, in.Amount)
		})

	mcp.AddTool(s, &mcp.Tool{Name: "balance"}, balance(pay))
}

func balance(pay *payments.Service) mcp.ToolHandlerFor[balanceInput, result] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in balanceInput) (*mcp.CallToolResult, result, error) {
		_, err := pay.Balance(ctx, in.Account)
		return nil, result{}, err
	}
}
