// Package crosspkg registers tools whose handlers, definitions and
// registration wrapper are declared in package handlers.
package crosspkg

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"agenttool/handlers"
	"agenttool/payments"
)

func Register(s *server.MCPServer, h *handlers.Handlers, pay *payments.Service, reg *handlers.Registry) {
	s.AddTool(mcp.NewTool("charge", mcp.WithNumber("amount")), h.Charge) // want `tool "charge" performs a payment \(payments.Service.Charge, which calls paymentintent.New\) in handlers.Handlers.Charge`

	s.AddTool(mcp.NewTool("charge_keyed", mcp.WithNumber("amount"), mcp.WithString("idempotency_key")), h.ChargeKeyed)

	s.AddTool(mcp.NewTool("charge_drops_key", mcp.WithNumber("amount"), mcp.WithString("idempotency_key")), h.ChargeDropsKey) // want `tool "charge_drops_key" declares an idempotency key but its handler never passes it`

	s.AddTool(mcp.NewTool("balance", mcp.WithString("account")), h.Balance)

	// A handler built by a constructor of another package, and a tool
	// definition that is a variable of it.
	s.AddTool(handlers.NotifyTool, handlers.NotifyHandler(pay)) // want `tool "notify" performs an HTTP mutation`
	s.AddTool(mcp.NewTool("balance_built"), handlers.BalanceHandler(pay))

	// Declared read-only: a handler of another package whose only
	// mutation is a POST is taken at the tool's word; one that charges is
	// reported whatever the tool declares (the handler's fact carries both).
	s.AddTool(mcp.NewTool("notify_read_only", mcp.WithString("text"), mcp.WithReadOnlyHintAnnotation(true)), handlers.NotifyHandler(pay))
	s.AddTool(mcp.NewTool("charge_read_only", mcp.WithNumber("amount"), mcp.WithReadOnlyHintAnnotation(true)), h.Charge) // want `tool "charge_read_only" performs a payment \(payments.Service.Charge, which calls paymentintent.New\) in handlers.Handlers.Charge`

	// The other package's wrapper over AddTool is a registration; a
	// function with the same parameters that registers nothing is not.
	reg.AddTool(s, mcp.NewTool("charge_wrapped", mcp.WithNumber("amount")), h.Charge) // want `tool "charge_wrapped" performs a payment`
	reg.Log(s, mcp.NewTool("charge_logged", mcp.WithNumber("amount")), h.Charge)
	reg.AddTool(s, handlers.NotifyKeyedTool, handlers.NotifyHandler(pay)) // want `tool "notify_keyed" declares an idempotency key but its handler never passes it`
}
