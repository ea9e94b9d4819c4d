// Package router holds the service and hands it to the handlers'
// constructor from a field of its own: it registers the routes, and the
// package that builds the router sees the service.
package router

import (
	"net/http"

	"createkey/routed/handlers"
	"createkey/routed/wallet"
)

type Router struct {
	Mux *http.ServeMux
	svc *wallet.Service
}

func New(svc *wallet.Service) *Router { // want New:`injected\(0:handlers.Wallet.svc.Transfer after POST\)`
	r := &Router{Mux: http.NewServeMux(), svc: svc}
	r.routes()
	return r
}

func (r *Router) routes() {
	h := handlers.NewWallet(r.svc)
	r.Mux.HandleFunc("POST /transfers", h.Transfer)
	r.Mux.HandleFunc("GET /balance", h.Balance)
}
