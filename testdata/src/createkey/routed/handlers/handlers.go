// Package handlers holds the concrete service its constructor is handed and
// calls its methods directly: what they do rests on the store the service
// was built over, which only the package that builds it sees.
package handlers

import (
	"encoding/json"
	"net/http"

	"createkey/routed/wallet"
)

type Wallet struct {
	svc *wallet.Service
}

func NewWallet(svc *wallet.Service) *Wallet { return &Wallet{svc: svc} } // want NewWallet:`injected\(0:handlers.Wallet.svc.Balance after , 0:handlers.Wallet.svc.Transfer after \)`

type transferRequest struct {
	From, To string
	Amount   int64
}

// Transfer reads no key.
func (h *Wallet) Transfer(w http.ResponseWriter, r *http.Request) {
	var req transferRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if err := h.svc.Transfer(req.From, req.To, req.Amount); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// Balance serves a GET.
func (h *Wallet) Balance(w http.ResponseWriter, r *http.Request) {
	n, err := h.svc.Balance(r.URL.Query().Get("wallet"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	_ = json.NewEncoder(w).Encode(n)
}
