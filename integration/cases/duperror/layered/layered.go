// Package layered maps the repository's sentinels (package repo) to HTTP
// answers, through a service interface.
package layered

import (
	"context"
	"errors"
	"net/http"

	"github.com/idemlint/idemlint/integration/cases/duperror/repo"
)

type API struct{ st *repo.Repo }

func (a *API) Create(w http.ResponseWriter, r *http.Request) {
	err := a.st.Insert(r.Context(), r.Header.Get("Idempotency-Key"), 100)
	switch {
	case errors.Is(err, repo.ErrAlreadyExists):
		http.Error(w, "exists", http.StatusConflict) // want: duperror
	case err != nil:
		http.Error(w, err.Error(), http.StatusInternalServerError)
	default:
		w.WriteHeader(http.StatusCreated)
	}
}

// Twin: the duplicate answered with the stored payment.
func (a *API) CreateReplay(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	if err := a.st.Insert(r.Context(), key, 100); errors.Is(err, repo.ErrAlreadyExists) {
		if _, err := a.st.Get(r.Context(), key); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		w.WriteHeader(http.StatusOK)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// Payments is the service a handler is given; the repository implements it.
type Payments interface {
	Insert(ctx context.Context, key string, amount int64) error
}

var _ Payments = (*repo.Repo)(nil)

// Through the interface, the sentinel still says duplicate.
type Handler struct{ svc Payments }

func (h *Handler) Create(w http.ResponseWriter, r *http.Request) {
	if err := h.svc.Insert(r.Context(), r.Header.Get("Idempotency-Key"), 100); errors.Is(err, repo.ErrAlreadyExists) {
		http.Error(w, "exists", http.StatusConflict) // want: duperror
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// Twin: a sentinel that says nothing of a duplicate.
func (a *API) Show(w http.ResponseWriter, r *http.Request) {
	if _, err := a.st.Get(r.Context(), r.URL.Query().Get("key")); errors.Is(err, repo.ErrNotFound) {
		http.Error(w, "no such payment", http.StatusConflict)
	}
}
