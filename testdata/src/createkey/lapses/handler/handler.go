// Package handler declares POSTs over stores it is handed: what they
// create is known only where a concrete store is wired (package wiring).
package handler

import (
	"context"
	"net/http"
	"time"

	"github.com/google/uuid"
)

type Sessions interface {
	CreateSession(ctx context.Context, token, userID string, ttl time.Duration) error
}

type Refresh struct{ st Sessions }

func NewRefresh(st Sessions) *Refresh { return &Refresh{st: st} } // want NewRefresh:`injected\(0:handler.Refresh.st.CreateSession after POST\)`

func (h *Refresh) Routes(mux *http.ServeMux) { mux.HandleFunc("POST /refresh", h.refresh) }

func (h *Refresh) refresh(w http.ResponseWriter, r *http.Request) {
	h.st.CreateSession(r.Context(), uuid.NewString(), r.FormValue("user"), time.Hour)
}

type Invites interface {
	CreateInvite(ctx context.Context, email string) error
}

type Invite struct{ st Invites }

func NewInvite(st Invites) *Invite { return &Invite{st: st} } // want NewInvite:`injected\(0:handler.Invite.st.CreateInvite after POST\)`

func (h *Invite) Routes(mux *http.ServeMux) { mux.HandleFunc("POST /invites", h.invite) }

func (h *Invite) invite(w http.ResponseWriter, r *http.Request) {
	h.st.CreateInvite(r.Context(), r.FormValue("email"))
}
