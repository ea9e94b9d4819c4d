// Package api is the HTTP layer of a service-shaped inprogress case.
package api

import (
	"encoding/json"
	"errors"
	"net/http"

	"inprogress/shapes/service"
)

type API struct{ svc *service.Service }

func New(s *service.Service) *API { return &API{svc: s} }

// The service decides; the handler maps its answer: nothing to report here.
func (a *API) Charge(w http.ResponseWriter, r *http.Request) {
	rc, err := a.svc.ChargeOnce(r.Context(), r.Header.Get("Idempotency-Key"), 100)
	if errors.Is(err, service.ErrInProgress) {
		http.Error(w, err.Error(), http.StatusConflict)
		return
	}
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	json.NewEncoder(w).Encode(rc)
}
