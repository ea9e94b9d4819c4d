// Package api serves POST /deposit over a service interface of its own.
package api

import (
	"net/http"
	"strconv"
)

type Service interface {
	Deposit(wallet string, amount int64) error
}

type Server struct{ svc Service }

func NewServer(svc Service) *Server { return &Server{svc: svc} } // want NewServer:`injected\(0:api.Server.svc.Deposit after POST\)`

func (s *Server) Routes(mux *http.ServeMux) { mux.HandleFunc("POST /deposit", s.deposit) }

func (s *Server) deposit(w http.ResponseWriter, r *http.Request) {
	n, _ := strconv.ParseInt(r.FormValue("amount"), 10, 64)
	if err := s.svc.Deposit(r.FormValue("wallet"), n); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusOK)
}
