package handler

import (
	"crypto/rand"
	"encoding/json"
	"math/big"
	"net/http"

	"github.com/idemlint/idemlint/integration/corpus/billing2/repository"
)

// OTP issues one-time sign-in codes.
type OTP struct{ accounts *repository.Accounts }

func NewOTP(a *repository.Accounts) *OTP { return &OTP{accounts: a} }

func (h *OTP) Register(mux *http.ServeMux) {
	mux.HandleFunc("POST /v1/otp", h.issue)
}

// issue stores a new code for the user, which the SMS worker texts: a
// retried request stores a second code, both valid for five minutes.
func (h *OTP) issue(w http.ResponseWriter, r *http.Request) {
	var b resetBody
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	userID, _, err := h.accounts.PasswordHash(r.Context(), b.Email)
	if err != nil {
		w.WriteHeader(http.StatusAccepted)
		return
	}
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	if err := h.accounts.CreateOTP(r.Context(), userID, n.Text(10)); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}
