package handler

import (
	"crypto/sha256"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"net/http"
	"time"

	"github.com/google/uuid"

	"github.com/idemlint/idemlint/integration/corpus/billing2/idem"
	"github.com/idemlint/idemlint/integration/corpus/billing2/repository"
)

// Auth is the sign-up, login and password-reset API. None of its POSTs
// creates something a client retries for: a second session or a second
// reset token is harmless, and a second sign-up is refused by the unique
// email.
type Auth struct {
	accounts *repository.Accounts
}

func NewAuth(a *repository.Accounts) *Auth { return &Auth{accounts: a} }

func (h *Auth) Register(mux *http.ServeMux) {
	mux.HandleFunc("POST /v1/signup", h.signup)
	mux.HandleFunc("POST /v1/login", h.login)
	mux.HandleFunc("POST /v1/token/refresh", h.refresh)
	mux.HandleFunc("POST /v1/password-reset", h.passwordReset)
}

type credentials struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

func hashPassword(p string) []byte { s := sha256.Sum256([]byte(p)); return s[:] }

// signup inserts the user; users.email is UNIQUE, so a retried sign-up is
// answered 409 and creates nothing.
func (h *Auth) signup(w http.ResponseWriter, r *http.Request) {
	var c credentials
	if err := json.NewDecoder(r.Body).Decode(&c); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	err := h.accounts.CreateUser(r.Context(), uuid.NewString(), c.Email, hashPassword(c.Password))
	switch {
	case errors.Is(err, repository.ErrEmailTaken):
		http.Error(w, "email already registered", http.StatusConflict)
	case err != nil:
		http.Error(w, err.Error(), http.StatusInternalServerError)
	default:
		w.WriteHeader(http.StatusCreated)
	}
}

// login stores a session: a retried login leaves one unused session that
// expires.
func (h *Auth) login(w http.ResponseWriter, r *http.Request) {
	var c credentials
	if err := json.NewDecoder(r.Body).Decode(&c); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	userID, hash, err := h.accounts.PasswordHash(r.Context(), c.Email)
	if err != nil || subtle.ConstantTimeCompare(hash, hashPassword(c.Password)) != 1 {
		http.Error(w, "invalid credentials", http.StatusUnauthorized)
		return
	}
	h.issueSession(w, r, userID)
}

type refreshBody struct {
	UserID string `json:"user_id"`
}

// refresh issues a new session for a signed-in user (the middleware that
// checks the old one is in cmd/billingd).
func (h *Auth) refresh(w http.ResponseWriter, r *http.Request) {
	var b refreshBody
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	h.issueSession(w, r, b.UserID)
}

func (h *Auth) issueSession(w http.ResponseWriter, r *http.Request, userID string) {
	token := idem.NewToken()
	if err := h.accounts.CreateSession(r.Context(), token, userID, 24*time.Hour); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	json.NewEncoder(w).Encode(map[string]string{"token": token})
}

type resetBody struct {
	Email string `json:"email"`
}

// passwordReset stores a reset token: a retried request leaves two valid
// tokens for thirty minutes, the latest mailed.
func (h *Auth) passwordReset(w http.ResponseWriter, r *http.Request) {
	var b resetBody
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	userID, _, err := h.accounts.PasswordHash(r.Context(), b.Email)
	if err != nil {
		w.WriteHeader(http.StatusAccepted) // do not tell which emails exist
		return
	}
	if err := h.accounts.CreateReset(r.Context(), idem.NewToken(), userID); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}
