// Package wiring hands both handlers the same store: its sessions lapse,
// its invitations stay.
package wiring

import (
	"net/http"

	"createkey/lapses/handler"
	"createkey/lapses/store"
)

// The session the store inserts lapses by itself: silent.
func Refresh(mux *http.ServeMux, st *store.Store) {
	handler.NewRefresh(st).Routes(mux)
}

// The invitation stays ninety days: reported where it is wired.
func Invite(mux *http.ServeMux, st *store.Store) {
	handler.NewInvite(st).Routes(mux) // want `handler.NewInvite is handed a value whose CreateInvite performs a row insert`
}
