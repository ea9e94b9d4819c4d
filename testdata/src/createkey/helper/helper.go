// Package helper: handlers that hand their request to a function of the
// handler's shape (webhookx's Gateway.Handle and handleRequest). A helper
// that is unexported and only ever called (never a value a router could be
// handed) is part of its callers: its charge is reported once, at the
// handler a route serves. Beside it, the helpers that stay endpoints of
// their own: one registered as a route, one stored as a value, one also
// reached through an interface, and an exported one.
package helper

import (
	"net/http"

	"createkey/service"
)

type Server struct{ Orders *service.Orders }

func (s *Server) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /ingest", s.Handle)
	mux.HandleFunc("/events", s.Events)
	mux.HandleFunc("POST /keyed", s.Keyed)
	mux.HandleFunc("POST /deferred", s.Deferred)
	mux.HandleFunc("POST /direct", s.chargeDirect)
	mux.HandleFunc("POST /direct-too", s.CallsDirect)
	mux.HandleFunc("POST /dispatch", s.Dispatch)
	mux.HandleFunc("POST /anon", s.CallsAnon)
	mux.HandleFunc("POST /checkout", s.Checkout)
}

// Handle hands its request to handleRequest, which charges with no key:
// the finding, at the handler the route serves.
func (s *Server) Handle(w http.ResponseWriter, r *http.Request) { // want `handler Server.Handle of POST /ingest performs a payment \(helper.Server.handleRequest, which calls service.Orders.Place, which calls paymentintent.New\) and reads no idempotency key`
	if err := s.handleRequest(w, r); err != nil {
		w.WriteHeader(http.StatusInternalServerError)
	}
}

// handleRequest has the handler's parameters, but no route serves it: only
// Handle and Keyed call it. Not an endpoint of its own.
func (s *Server) handleRequest(w http.ResponseWriter, r *http.Request) error {
	w.Header().Set("X-Handled", "1")
	return s.Orders.Place(r.Context(), r.FormValue("customer"), 100)
}

// Keyed reads the client's key before it calls handleRequest: silent, and
// the helper it calls is judged as its part too.
func (s *Server) Keyed(w http.ResponseWriter, r *http.Request) {
	if r.Header.Get("Idempotency-Key") == "" {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	_ = s.handleRequest(w, r)
}

// Events serves every method and calls ingest, which calls chargeOnce:
// neither has a route or is used as a value, so the charge is reported
// once, at Events, though ingest, which calls chargeOnce, is no endpoint.
func (s *Server) Events(w http.ResponseWriter, r *http.Request) { // want `handler Server.Events of any method /events performs a payment \(helper.Server.ingest, which calls helper.Server.chargeOnce, which calls service.Orders.Place`
	s.ingest(w, r, "events")
}

func (s *Server) ingest(w http.ResponseWriter, r *http.Request, source string) {
	w.Header().Set("X-Source", source)
	s.chargeOnce(w, r)
}

func (s *Server) chargeOnce(w http.ResponseWriter, r *http.Request) {
	_ = s.Orders.Place(r.Context(), "customer", 1)
}

// Deferred calls its helper from a literal it runs: the literal's calls are
// the handler's.
func (s *Server) Deferred(w http.ResponseWriter, r *http.Request) { // want `handler Server.Deferred of POST /deferred performs a payment \(helper.Server.chargeLater`
	defer func() { s.chargeLater(w, r) }()
	w.WriteHeader(http.StatusAccepted)
}

func (s *Server) chargeLater(w http.ResponseWriter, r *http.Request) {
	_ = s.Orders.Place(r.Context(), "customer", 2)
}

// chargeDirect is called by CallsDirect, and also registered as a route of
// its own: an endpoint, reported as before.
func (s *Server) chargeDirect(w http.ResponseWriter, r *http.Request) { // want `handler Server.chargeDirect of POST /direct performs a payment \(service.Orders.Place`
	_ = s.Orders.Place(r.Context(), "customer", 3)
}

func (s *Server) CallsDirect(w http.ResponseWriter, r *http.Request) { // want `handler Server.CallsDirect of POST /direct-too performs a payment \(helper.Server.chargeDirect`
	s.chargeDirect(w, r)
}

// chargeMapped is stored in a map of handlers (a value, which anything may
// call) beside a direct call: an endpoint of its own.
func (s *Server) chargeMapped(w http.ResponseWriter, r *http.Request) { // want `handler Server.chargeMapped performs a payment`
	_ = s.Orders.Place(r.Context(), "customer", 4)
}

func (s *Server) Dispatch(w http.ResponseWriter, r *http.Request) { // want `handler Server.Dispatch of POST /dispatch performs a payment \(helper.Server.chargeMapped`
	byKind := map[string]http.HandlerFunc{"mapped": s.chargeMapped}
	if h, ok := byKind[r.FormValue("kind")]; ok {
		h(w, r)
		return
	}
	s.chargeMapped(w, r)
}

// chargeAnon is called statically by CallsAnon and also through an
// interface of the package's own (replay): not only called.
func (s *Server) chargeAnon(w http.ResponseWriter, r *http.Request) { // want `handler Server.chargeAnon performs a payment`
	_ = s.Orders.Place(r.Context(), "customer", 5)
}

func (s *Server) CallsAnon(w http.ResponseWriter, r *http.Request) { // want `handler Server.CallsAnon of POST /anon performs a payment \(helper.Server.chargeAnon`
	s.chargeAnon(w, r)
}

func replay(c interface {
	chargeAnon(http.ResponseWriter, *http.Request)
}, w http.ResponseWriter, r *http.Request) {
	c.chargeAnon(w, r)
}

// Charge is exported: another package may register it. It stays an
// endpoint, reported beside the handler that calls it.
func (s *Server) Charge(w http.ResponseWriter, r *http.Request) { // want `handler Server.Charge performs a payment`
	_ = s.Orders.Place(r.Context(), "customer", 6)
}

func (s *Server) Checkout(w http.ResponseWriter, r *http.Request) { // want `handler Server.Checkout of POST /checkout performs a payment \(helper.Server.Charge`
	s.Charge(w, r)
}
