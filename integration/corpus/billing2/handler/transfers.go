package handler

import (
	"encoding/json"
	"net/http"

	"github.com/gorilla/mux"

	"github.com/idemlint/idemlint/integration/corpus/billing2/idem"
	"github.com/idemlint/idemlint/integration/corpus/billing2/repository"
)

// Transfers is the gorilla/mux router of the wallet transfers.
type Transfers struct{ transfers *repository.Transfers }

func NewTransfers(t *repository.Transfers) *Transfers { return &Transfers{transfers: t} }

func (h *Transfers) Routes(r *mux.Router) {
	r.HandleFunc("/accounts/{accountID}/transfers", h.create).Methods(http.MethodPost)
	r.HandleFunc("/accounts/{accountID}/transfers/{transferID}", h.createAs).Methods(http.MethodPost)
}

type transferBody struct {
	To     string `json:"to"`
	Amount int64  `json:"amount"`
}

// create claims a key the server mints per request: the claim never
// conflicts, and a retried POST moves the money twice.
func (h *Transfers) create(w http.ResponseWriter, r *http.Request) { // want: createkey
	from := mux.Vars(r)["accountID"]
	var b transferBody
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	id, err := h.transfers.Create(r.Context(), idem.NewKey(), from, b.To, b.Amount) // want: keyderivation
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(map[string]int64{"id": id})
}

// createAs claims the transfer ID the client chose in the route, scoped by
// the account: a retry gets the first transfer back.
func (h *Transfers) createAs(w http.ResponseWriter, r *http.Request) {
	vars := mux.Vars(r)
	var b transferBody
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	id, err := h.transfers.Create(r.Context(), vars["accountID"]+":"+vars["transferID"], vars["accountID"], b.To, b.Amount)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(map[string]int64{"id": id})
}
