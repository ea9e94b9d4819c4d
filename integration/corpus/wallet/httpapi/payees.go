package httpapi

import (
	"encoding/json"
	"net/http"
	"time"

	"go.mongodb.org/mongo-driver/mongo"

	"github.com/idemlint/idemlint/integration/corpus/wallet/repository"
)

// Payees serves POST /v1/accounts/{id}/payees over MongoDB: the payee's
// document, whose _id is the client's Idempotency-Key, is the record.
type Payees struct {
	payees *repository.Payees
}

// NewPayees returns the payee handlers.
func NewPayees(payees *repository.Payees) *Payees { return &Payees{payees: payees} }

// Register adds the routes to mux.
func (h *Payees) Register(mux *http.ServeMux) {
	mux.HandleFunc("POST /v1/accounts/{id}/payees", h.createOrReplay)
	mux.HandleFunc("POST /v0/accounts/{id}/payees", h.create)
}

type payeeRequest struct {
	IBAN string `json:"iban"`
	Name string `json:"name"`
}

func (h *Payees) decode(w http.ResponseWriter, r *http.Request, key string) (repository.Payee, bool) {
	var req payeeRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		writeJSON(w, http.StatusBadRequest, errorBody{err.Error()})
		return repository.Payee{}, false
	}
	return repository.Payee{ID: key, Account: r.PathValue("id"), IBAN: req.IBAN, Name: req.Name, CreatedAt: time.Now().UTC()}, true
}

// create answers the duplicate key 409: the app's retry after a timeout
// shows "payee exists" for the payee it just added.
func (h *Payees) create(w http.ResponseWriter, r *http.Request) {
	key, ok := idempotencyKey(w, r)
	if !ok {
		return
	}
	p, ok := h.decode(w, r, key)
	if !ok {
		return
	}
	if err := h.payees.Insert(r.Context(), p); err != nil {
		if mongo.IsDuplicateKeyError(err) {
			writeJSON(w, http.StatusConflict, errorBody{"payee already exists"}) // want: duperror
			return
		}
		http.Error(w, "storing the payee failed", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusCreated, p)
}

// createOrReplay answers the duplicate with the stored payee (422 when the
// key was reused for another account or IBAN).
func (h *Payees) createOrReplay(w http.ResponseWriter, r *http.Request) {
	key, ok := idempotencyKey(w, r)
	if !ok {
		return
	}
	p, ok := h.decode(w, r, key)
	if !ok {
		return
	}
	err := h.payees.Insert(r.Context(), p)
	if mongo.IsDuplicateKeyError(err) {
		prev, err := h.payees.Get(r.Context(), key)
		if err != nil {
			http.Error(w, "reading the payee failed", http.StatusInternalServerError)
			return
		}
		if prev.Account != p.Account || prev.IBAN != p.IBAN {
			writeJSON(w, http.StatusUnprocessableEntity, errorBody{"Idempotency-Key reused with a different payee"})
			return
		}
		writeJSON(w, http.StatusOK, prev)
		return
	}
	if err != nil {
		http.Error(w, "storing the payee failed", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusCreated, p)
}
