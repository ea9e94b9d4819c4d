// Command paymentsd wires the payments service: stripe-go's client behind
// the gateway interfaces, the sqlc queries over a pgx pool.
package main

import (
	"context"
	"log"
	"net/http"
	"os"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/mark3labs/mcp-go/server"
	"github.com/stripe/stripe-go/v82"

	"github.com/idemlint/idemlint/integration/corpus/payments/agent"
	"github.com/idemlint/idemlint/integration/corpus/payments/db"
	"github.com/idemlint/idemlint/integration/corpus/payments/httpapi"
	"github.com/idemlint/idemlint/integration/corpus/payments/service"
)

func main() {
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	sc := stripe.NewClient(os.Getenv("STRIPE_KEY"))
	svc := service.New(sc.V1PaymentIntents, sc.V1Refunds, db.New(pool))

	mcpServer := server.NewMCPServer("payments", "1.0.0")
	agent.Register(mcpServer, svc)

	mux := http.NewServeMux()
	httpapi.New(svc).Routes(mux)
	log.Fatal(http.ListenAndServe(":8080", mux))
}
