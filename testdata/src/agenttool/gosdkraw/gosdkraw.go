// Package gosdkraw registers tools with go-sdk's untyped Server.AddTool,
// whose raw JSON schema's properties are the tool's parameters.
package gosdkraw

import (
	"context"
	"encoding/json"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"agenttool/payments"
)

func Register(s *mcp.Server, pay *payments.Service) {
	s.AddTool(&mcp.Tool{ // want `tool "charge" performs a payment \(payments.Service.Charge, which calls paymentintent.New\) and its input has no idempotency key`
		Name:        "charge",
		Description: "charge the customer once; pass an idempotency_key to be safe",
		InputSchema: &jsonschema.Schema{
			Type: "object",
			Properties: map[string]*jsonschema.Schema{
				"amount": {Type: "number", Description: "the idempotency_key is not needed"},
			},
		},
	}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, pay.Charge(ctx, 100)
	})

	// The key is a property of the schema: declared, and dropped.
	s.AddTool(&mcp.Tool{ // want `tool "charge_key_dropped" declares an idempotency key but its handler never passes it`
		Name: "charge_key_dropped",
		InputSchema: &jsonschema.Schema{
			Type: "object",
			Properties: map[string]*jsonschema.Schema{
				"amount":          {Type: "number"},
				"idempotency_key": {Type: "string"},
			},
			Required: []string{"idempotency_key"},
		},
	}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, pay.Charge(ctx, 100)
	})

	// The key is a property and reaches the charge's key.
	s.AddTool(&mcp.Tool{
		Name: "charge_keyed",
		InputSchema: &jsonschema.Schema{
			Type: "object",
			Properties: map[string]*jsonschema.Schema{
				"amount":          {Type: "number"},
				"idempotency_key": {Type: "string"},
			},
		},
	}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in struct {
			Amount int64  `json:"amount"`
			Key    string `json:"idempotency_key"`
		}
		if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
			return nil, err
		}
		return nil, pay.ChargeKeyed(ctx, in.Key, in.Amount)
	})

	// The key's name is only in the Required list and a description, not
	// among the properties: no parameter of the schema carries it.
	s.AddTool(&mcp.Tool{ // want `tool "charge_required_only" performs a payment \(payments.Service.Charge, which calls paymentintent.New\) and its input has no idempotency key`
		Name:        "charge_required_only",
		Description: "idempotency_key",
		InputSchema: &jsonschema.Schema{
			Type:       "object",
			Properties: map[string]*jsonschema.Schema{"amount": {Type: "number"}},
			Required:   []string{"amount", "idempotency_key"},
		},
	}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, pay.Charge(ctx, 100)
	})

	s.AddTool(&mcp.Tool{Name: "balance", InputSchema: &jsonschema.Schema{Type: "object"}},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			_, err := pay.Balance(ctx, "a")
			return nil, err
		})
}
