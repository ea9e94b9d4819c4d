// Package api serves the wallets over chi v1, registering its routes in a
// Route callback through the chi.Router interface.
package api

import (
	"encoding/json"
	"net/http"

	"github.com/go-chi/chi"

	"github.com/idemlint/idemlint/integration/cases/createkey/chiv1/service"
)

// Service is what the server needs of the domain.
type Service interface {
	Deposit(service.Deposit) error
	Balance(wallet string) (int64, error)
}

type Server struct{ svc Service }

func NewServer(svc Service) *Server { return &Server{svc: svc} }

func (s *Server) Handler() http.Handler {
	r := chi.NewRouter()
	r.Route("/v1", s.routes())
	return r
}

func (s *Server) routes() func(chi.Router) {
	return func(r chi.Router) {
		r.Post("/wallets/deposit", s.deposit)
		r.Get("/wallets/{name}", s.balance)
	}
}

// deposit reads no idempotency key.
func (s *Server) deposit(w http.ResponseWriter, r *http.Request) {
	var d service.Deposit
	if err := json.NewDecoder(r.Body).Decode(&d); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if err := s.svc.Deposit(d); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusOK)
}

func (s *Server) balance(w http.ResponseWriter, r *http.Request) {
	n, err := s.svc.Balance(chi.URLParam(r, "name"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	_ = json.NewEncoder(w).Encode(n)
}
