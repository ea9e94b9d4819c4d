// Package app wires the billing service: every dependency is built here
// and handed to the constructors (cmd/billingd opens the databases and
// calls New).
package app

import (
	"database/sql"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/go-chi/chi/v5"
	"github.com/gorilla/mux"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/labstack/echo/v4"
	"github.com/stripe/stripe-go/v82"
	"gorm.io/gorm"

	"github.com/idemlint/idemlint/integration/corpus/billing2/handler"
	"github.com/idemlint/idemlint/integration/corpus/billing2/partner"
	"github.com/idemlint/idemlint/integration/corpus/billing2/provider"
	"github.com/idemlint/idemlint/integration/corpus/billing2/repository"
	"github.com/idemlint/idemlint/integration/corpus/billing2/service"
)

type Config struct {
	ProcessorURL string
	PartnerURL   string
	MeterURL     string
}

// Services is what the background workers of cmd/billingd use.
type Services struct {
	Invoicing *service.Invoicing
	Metering  *service.Metering
	Payments  *service.PaymentLog
	Refunds   *service.Refunds
	Wallets   *service.Wallets
	Outbox    *service.Outbox
	Processor *provider.Client
}

// New builds the HTTP API and the services.
func New(cfg Config, db *sql.DB, gdb *gorm.DB, pool *pgxpool.Pool, sc *stripe.Client) (http.Handler, *Services) {
	hc := &http.Client{Timeout: 10 * time.Second}

	invoices := repository.NewInvoices(db)
	charges := service.NewCharges(sc, repository.NewCharges(db), repository.NewKeyLog(db))
	transfers := repository.NewTransfers(db)

	api := http.NewServeMux()
	handler.NewCharges(charges, repository.NewRequests(db)).Register(api)
	accounts := repository.NewAccounts(db)
	handler.NewAuth(accounts).Register(api)
	handler.NewOTP(accounts).Register(api)
	handler.NewWebhooks(transfers).Register(api)

	cr := chi.NewRouter()
	handler.NewOrders(repository.NewOrders(gdb)).Routes(cr)
	api.Handle("/shop/", http.StripPrefix("/shop", cr))

	mr := mux.NewRouter()
	handler.NewTransfers(transfers).Routes(mr)
	api.Handle("/wallet/", http.StripPrefix("/wallet", mr))

	ge := gin.New()
	handler.NewInvoices(invoices).Routes(ge)
	api.Handle("/manual/", http.StripPrefix("/manual", ge))

	ee := echo.New()
	handler.NewPayments(charges).Routes(ee)
	api.Handle("/cards/", http.StripPrefix("/cards", ee))

	return api, &Services{
		Invoicing: service.NewInvoicing(invoices, partner.New(cfg.PartnerURL)),
		Metering:  service.NewMetering(cfg.MeterURL, hc),
		Payments:  service.NewPaymentLog(db),
		Refunds:   service.NewRefunds(cfg.ProcessorURL, hc),
		Wallets:   service.NewWallets(pool),
		Outbox:    service.NewOutbox(db, cfg.PartnerURL, hc),
		Processor: provider.New(cfg.ProcessorURL, hc),
	}
}
