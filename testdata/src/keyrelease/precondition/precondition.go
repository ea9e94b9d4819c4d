// Package precondition holds keyrelease cases on a business precondition
// checked before the key lookup of the same handler, each beside its twin.
package precondition

import (
	"context"
	"database/sql"
	"errors"
	"net/http"
	"time"

	"github.com/redis/go-redis/v9"
	"gorm.io/gorm"
)

type API struct {
	rdb *redis.Client
	db  *sql.DB
	gdb *gorm.DB
}

func (a *API) debit(ctx context.Context, account string, amount int64) error {
	_, err := a.db.ExecContext(ctx, "UPDATE accounts SET balance = balance - $1 WHERE id = $2", amount, account)
	return err
}

// The balance is checked before the key: a retry of a debit that
// succeeded finds the balance spent and is refused 402, though the key's
// record would have answered it with the first outcome.
func (a *API) Debit(w http.ResponseWriter, r *http.Request) {
	account := r.URL.Query().Get("account")
	var bal int64
	if err := a.db.QueryRowContext(r.Context(), "SELECT balance FROM accounts WHERE id = $1", account).Scan(&bal); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	if bal < 100 { // want `the precondition on sql\.DB\.QueryRowContext is checked before the key lookup redis\.SetNX and rejects with 402`
		http.Error(w, "insufficient funds", http.StatusPaymentRequired)
		return
	}
	ok, _ := a.rdb.SetNX(r.Context(), "idem:"+r.Header.Get("Idempotency-Key"), "in_progress", 24*time.Hour).Result()
	if !ok {
		http.Error(w, "in progress", http.StatusConflict)
		return
	}
	a.debit(r.Context(), account, 100)
}

// Twin: the key is looked up first; the balance after it.
func (a *API) DebitKeyFirst(w http.ResponseWriter, r *http.Request) {
	account := r.URL.Query().Get("account")
	ok, _ := a.rdb.SetNX(r.Context(), "idem:"+r.Header.Get("Idempotency-Key"), "in_progress", 24*time.Hour).Result()
	if !ok {
		http.Error(w, "in progress", http.StatusConflict)
		return
	}
	var bal int64
	if err := a.db.QueryRowContext(r.Context(), "SELECT balance FROM accounts WHERE id = $1", account).Scan(&bal); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	if bal < 100 {
		http.Error(w, "insufficient funds", http.StatusPaymentRequired)
		return
	}
	a.debit(r.Context(), account, 100)
}

// Twin: a read before the key that rejects only when it fails, and a
// validation of the request that reads no store.
func (a *API) DebitReadOnly(w http.ResponseWriter, r *http.Request) {
	account := r.URL.Query().Get("account")
	if account == "" {
		http.Error(w, "account required", http.StatusBadRequest)
		return
	}
	var currency string
	if err := a.db.QueryRowContext(r.Context(), "SELECT currency FROM accounts WHERE id = $1", account).Scan(&currency); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	ok, _ := a.rdb.SetNX(r.Context(), "idem:"+r.Header.Get("Idempotency-Key"), currency, 24*time.Hour).Result()
	if !ok {
		http.Error(w, "in progress", http.StatusConflict)
		return
	}
	a.debit(r.Context(), account, 100)
}

type User struct {
	ID    uint
	Email string
}

// A uniqueness lookup before the key's: a retry of a sign-up that
// succeeded finds the e-mail taken and is refused 409.
func (a *API) Signup(w http.ResponseWriter, r *http.Request) {
	email := r.FormValue("email")
	var u User
	if err := a.gdb.Where("email = ?", email).First(&u).Error; err == nil { // want `the precondition on gorm\.DB\.First is checked before the key lookup redis\.Get and rejects with 409`
		http.Error(w, "email taken", http.StatusConflict)
		return
	}
	stored, err := a.rdb.Get(r.Context(), "idempotency:"+r.Header.Get("Idempotency-Key")).Result()
	if err == nil {
		w.Write([]byte(stored))
		return
	}
	a.gdb.Create(&User{Email: email})
}

// Twin: the read's failure (not found is no failure) answers 500; the
// uniqueness is left to the insert.
func (a *API) SignupKeyFirst(w http.ResponseWriter, r *http.Request) {
	email := r.FormValue("email")
	var u User
	if err := a.gdb.Where("email = ?", email).First(&u).Error; err != nil && !errors.Is(err, gorm.ErrRecordNotFound) {
		http.Error(w, "store down", http.StatusInternalServerError)
		return
	}
	stored, err := a.rdb.Get(r.Context(), "idempotency:"+r.Header.Get("Idempotency-Key")).Result()
	if err == nil {
		w.Write([]byte(stored))
		return
	}
	a.gdb.Create(&User{Email: email})
}

// keyOf is the team's own reader of the Idempotency-Key header.
func keyOf(r *http.Request) string { return r.Header.Get("Idempotency-Key") }

// The key is read by the team's helper: the balance before its lookup is
// still a precondition before the key.
func (a *API) DebitHelper(w http.ResponseWriter, r *http.Request) {
	account := r.URL.Query().Get("account")
	var bal int64
	if err := a.db.QueryRowContext(r.Context(), "SELECT balance FROM accounts WHERE id = $1", account).Scan(&bal); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	if bal < 100 { // want `the precondition on sql\.DB\.QueryRowContext is checked before the key lookup redis\.Get and rejects with 402`
		http.Error(w, "insufficient funds", http.StatusPaymentRequired)
		return
	}
	if stored, err := a.rdb.Get(r.Context(), keyOf(r)).Result(); err == nil {
		w.Write([]byte(stored))
		return
	}
	a.debit(r.Context(), account, 100)
}

// Twin: the later Get reads a session, not the request's key: no key
// lookup follows the balance check.
func (a *API) DebitSession(w http.ResponseWriter, r *http.Request) {
	account := r.URL.Query().Get("account")
	var bal int64
	if err := a.db.QueryRowContext(r.Context(), "SELECT balance FROM accounts WHERE id = $1", account).Scan(&bal); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	if bal < 100 {
		http.Error(w, "insufficient funds", http.StatusPaymentRequired)
		return
	}
	if stored, err := a.rdb.Get(r.Context(), "session:"+r.FormValue("sid")).Result(); err == nil {
		w.Write([]byte(stored))
		return
	}
	a.debit(r.Context(), account, 100)
}
