// Package handler declares HTTP endpoints that create through a store
// injected by another package (wiring): NewX(s Store) keeps it in an
// unexported field. Where they are analysed, what the store does is
// unknown; the package that wires a concrete store judges them.
package handler

import (
	"encoding/json"
	"net/http"

	"github.com/google/uuid"
)

// MessageStore is the handler's own interface; repo implements it.
type MessageStore interface {
	CreateMessage(text string) (string, error)
}

type Messages struct{ store MessageStore }

func NewMessages(s MessageStore) *Messages { return &Messages{store: s} } // want NewMessages:`injected\(0:handler.Messages.store.CreateMessage after POST\)`

func (h *Messages) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /messages", h.create)
}

type messageReq struct {
	Text string `json:"text"`
}

// create reads no key: a wired store that inserts makes it a create.
func (h *Messages) create(w http.ResponseWriter, r *http.Request) {
	var req messageReq
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	id, err := h.store.CreateMessage(req.Text)
	if err != nil {
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	json.NewEncoder(w).Encode(id)
}

// KeyedStore records a message under the client's key.
type KeyedStore interface {
	CreateKeyed(key, text string) error
}

type Keyed struct{ store KeyedStore }

func NewKeyed(s KeyedStore) *Keyed { return &Keyed{store: s} }

func (h *Keyed) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /keyed/messages", h.create)
}

// create reads the client's Idempotency-Key and hands it to the store.
func (h *Keyed) create(w http.ResponseWriter, r *http.Request) {
	if err := h.store.CreateKeyed(r.Header.Get("Idempotency-Key"), r.FormValue("text")); err != nil {
		w.WriteHeader(http.StatusInternalServerError)
	}
}

// User is a sign-up's row: the email is unique.
type User struct {
	ID    string `gorm:"primaryKey"`
	Email string `gorm:"uniqueIndex"`
	Name  string
}

// Profile has no unique column the client sets.
type Profile struct {
	ID    string `gorm:"primaryKey"`
	Email string
}

// UserStore inserts users and profiles.
type UserStore interface {
	CreateUser(u *User) error
	CreateProfile(p *Profile) error
}

type Users struct{ store UserStore }

func NewUsers(s UserStore) *Users { return &Users{store: s} } // want NewUsers:`injected\(0:handler.Users.store.CreateProfile after POST, 0:handler.Users.store.CreateUser after POST\)`

func (h *Users) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /signup", h.signup)
	mux.HandleFunc("POST /profiles", h.profile)
}

type signupReq struct {
	Email string `json:"email"`
	Name  string `json:"name"`
}

// signup hands the store a user whose unique email is the client's: a
// retry's insert fails on the constraint.
func (h *Users) signup(w http.ResponseWriter, r *http.Request) {
	var req signupReq
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	if err := h.store.CreateUser(&User{ID: uuid.NewString(), Email: req.Email, Name: req.Name}); err != nil {
		w.WriteHeader(http.StatusConflict)
	}
}

// profile hands the store a row whose only unique column is minted here.
func (h *Users) profile(w http.ResponseWriter, r *http.Request) {
	var req signupReq
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	h.store.CreateProfile(&Profile{ID: uuid.NewString(), Email: req.Email})
}
