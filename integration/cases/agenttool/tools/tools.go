// Package tools registers MCP tools with both SDKs over the real libraries:
// each tool with an effect and no key beside its keyed and read-only twins.
package tools

import (
	"context"
	"encoding/json"
	"fmt"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/idemlint/idemlint/integration/cases/agenttool/billing"
)

// mark3labs/mcp-go.

func MCPGo(b *billing.Service) *server.MCPServer {
	s := server.NewMCPServer("billing", "1.0.0")
	s.AddTool(mcpgo.NewTool("charge", // want: agenttool
		mcpgo.WithDescription("Charge a customer"),
		mcpgo.WithString("customer", mcpgo.Required()),
		mcpgo.WithNumber("amount", mcpgo.Required()),
	), func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
		if err := b.Charge(ctx, req.GetString("customer", ""), int64(req.GetFloat("amount", 0))); err != nil {
			return mcpgo.NewToolResultError(err.Error()), nil
		}
		return mcpgo.NewToolResultText("charged"), nil
	})
	s.AddTool(mcpgo.NewTool("charge_keyed",
		mcpgo.WithString("customer", mcpgo.Required()),
		mcpgo.WithNumber("amount", mcpgo.Required()),
		mcpgo.WithString("idempotency_key", mcpgo.Required(), mcpgo.Description("one per intended charge")),
	), func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
		key, err := req.RequireString("idempotency_key")
		if err != nil {
			return mcpgo.NewToolResultError(err.Error()), nil
		}
		if err := b.ChargeKeyed(ctx, key, req.GetString("customer", ""), int64(req.GetFloat("amount", 0))); err != nil {
			return mcpgo.NewToolResultError(err.Error()), nil
		}
		return mcpgo.NewToolResultText("charged"), nil
	})
	s.AddTool(mcpgo.NewTool("balance", mcpgo.WithString("customer", mcpgo.Required())),
		func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
			n, err := b.Balance(ctx, req.GetString("customer", ""))
			if err != nil {
				return mcpgo.NewToolResultError(err.Error()), nil
			}
			return mcpgo.NewToolResultText(fmt.Sprint(n)), nil
		})
	return s
}

// modelcontextprotocol/go-sdk: the typed input is the schema.

type chargeIn struct {
	Customer string `json:"customer"`
	Amount   int64  `json:"amount"`
}

type keyedChargeIn struct {
	Customer string `json:"customer"`
	Amount   int64  `json:"amount"`
	Key      string `json:"idempotency_key" jsonschema:"one per intended charge"`
}

type noteIn struct {
	RequestID string `json:"request_id"`
	Customer  string `json:"customer"`
	Text      string `json:"text"`
}

type done struct {
	OK bool `json:"ok"`
}

func GoSDK(b *billing.Service) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "billing", Version: "1.0.0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "charge", Description: "Charge a customer"}, // want: agenttool
		func(ctx context.Context, req *mcp.CallToolRequest, in chargeIn) (*mcp.CallToolResult, done, error) {
			return nil, done{}, b.Charge(ctx, in.Customer, in.Amount)
		})
	mcp.AddTool(s, &mcp.Tool{Name: "charge_ignoring_key"}, // want: agenttool
		func(ctx context.Context, req *mcp.CallToolRequest, in keyedChargeIn) (*mcp.CallToolResult, done, error) {
			return nil, done{}, b.Charge(ctx, in.Customer, in.Amount)
		})
	mcp.AddTool(s, &mcp.Tool{Name: "charge_keyed"},
		func(ctx context.Context, req *mcp.CallToolRequest, in keyedChargeIn) (*mcp.CallToolResult, done, error) {
			return nil, done{}, b.ChargeKeyed(ctx, in.Key, in.Customer, in.Amount)
		})
	mcp.AddTool(s, &mcp.Tool{Name: "add_note"},
		func(ctx context.Context, req *mcp.CallToolRequest, in noteIn) (*mcp.CallToolResult, done, error) {
			return nil, done{}, b.AddNote(ctx, in.RequestID, in.Customer, in.Text)
		})

	// The untyped Server.AddTool: the raw schema's properties are the input.
	s.AddTool(&mcp.Tool{Name: "charge_raw", InputSchema: map[string]any{ // want: agenttool
		"type":       "object",
		"properties": map[string]any{"customer": map[string]any{"type": "string"}, "amount": map[string]any{"type": "number"}},
	}}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in chargeIn
		if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
			return nil, err
		}
		return nil, b.Charge(ctx, in.Customer, in.Amount)
	})
	s.AddTool(&mcp.Tool{Name: "charge_raw_keyed", InputSchema: map[string]any{
		"type":       "object",
		"properties": map[string]any{"customer": map[string]any{"type": "string"}, "amount": map[string]any{"type": "number"}, "idempotency_key": map[string]any{"type": "string"}},
	}}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in keyedChargeIn
		if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
			return nil, err
		}
		return nil, b.ChargeKeyed(ctx, in.Key, in.Customer, in.Amount)
	})
	return s
}
