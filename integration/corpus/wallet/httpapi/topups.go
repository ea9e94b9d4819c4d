package httpapi

import (
	"encoding/json"
	"errors"
	"net/http"

	"github.com/go-sql-driver/mysql"

	"github.com/idemlint/idemlint/integration/corpus/wallet/repository"
)

// TopUps serves POST /v1/topups over the MySQL store: the top-up's row,
// keyed by the client's Idempotency-Key, is the record of the request.
type TopUps struct {
	topups *repository.TopUps
}

// NewTopUps returns the top-up handlers.
func NewTopUps(topups *repository.TopUps) *TopUps { return &TopUps{topups: topups} }

// Register adds the routes to mux.
func (h *TopUps) Register(mux *http.ServeMux) {
	mux.HandleFunc("POST /v1/topups", h.createOrReplay)
	mux.HandleFunc("POST /v0/topups", h.create)
}

type topUpRequest struct {
	Account string `json:"account"`
	Amount  int64  `json:"amount"`
}

func (h *TopUps) decode(w http.ResponseWriter, r *http.Request) (repository.TopUp, bool) {
	var req topUpRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		writeJSON(w, http.StatusBadRequest, errorBody{err.Error()})
		return repository.TopUp{}, false
	}
	return repository.TopUp{Account: req.Account, Amount: req.Amount}, true
}

// create answers MySQL's duplicate-entry error 422: the retry of a top-up
// that was credited is told it was refused.
func (h *TopUps) create(w http.ResponseWriter, r *http.Request) {
	key, ok := idempotencyKey(w, r)
	if !ok {
		return
	}
	t, ok := h.decode(w, r)
	if !ok {
		return
	}
	t.ID = key
	if err := h.topups.Insert(r.Context(), t); err != nil {
		var myErr *mysql.MySQLError
		if errors.As(err, &myErr) && myErr.Number == 1062 {
			writeJSON(w, http.StatusUnprocessableEntity, errorBody{"top-up already recorded"}) // want: duperror
			return
		}
		http.Error(w, "storing the top-up failed", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusCreated, t)
}

// createOrReplay answers the duplicate with the top-up already recorded,
// and 422 only when the key was reused for another top-up.
func (h *TopUps) createOrReplay(w http.ResponseWriter, r *http.Request) {
	key, ok := idempotencyKey(w, r)
	if !ok {
		return
	}
	t, ok := h.decode(w, r)
	if !ok {
		return
	}
	t.ID = key
	err := h.topups.Insert(r.Context(), t)
	var myErr *mysql.MySQLError
	if errors.As(err, &myErr) && myErr.Number == 1062 {
		prev, err := h.topups.Get(r.Context(), key)
		if err != nil {
			http.Error(w, "reading the top-up failed", http.StatusInternalServerError)
			return
		}
		if prev.Account != t.Account || prev.Amount != t.Amount {
			writeJSON(w, http.StatusUnprocessableEntity, errorBody{"Idempotency-Key reused with a different top-up"})
			return
		}
		writeJSON(w, http.StatusOK, prev)
		return
	}
	if err != nil {
		http.Error(w, "storing the top-up failed", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusCreated, t)
}
