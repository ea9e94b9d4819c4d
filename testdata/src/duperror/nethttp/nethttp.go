// Package nethttp holds duperror cases on net/http handlers: a duplicate
// found by a lost claim or a driver's unique violation and answered as an
// error, each beside its correct twin.
package nethttp

import (
	"database/sql"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/go-sql-driver/mysql"
	"github.com/jackc/pgerrcode"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/lib/pq"
	"github.com/mattn/go-sqlite3"
	"github.com/redis/go-redis/v9"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
	"gorm.io/gorm"
)

type API struct {
	rdb  *redis.Client
	pool *pgxpool.Pool
	db   *sql.DB
	gdb  *gorm.DB
}

func charge(key string) error {
	params := &stripe.PaymentIntentParams{}
	params.SetIdempotencyKey(key)
	_, err := paymentintent.New(params)
	return err
}

// A lost SetNX claim answered 409 with no state read: a retry of a payment
// that succeeded is told it failed.
func (a *API) Pay(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	ok, err := a.rdb.SetNX(r.Context(), "idem:"+key, "1", 24*time.Hour).Result()
	if err != nil {
		http.Error(w, "store down", http.StatusServiceUnavailable)
		return
	}
	if !ok {
		http.Error(w, "duplicate request", http.StatusConflict) // want `the duplicate's branch of redis\.SetNX \(the claim was lost\) answers 409 without reading the stored record: a client that retries a request that succeeded is told it failed`
		return
	}
	if err := charge(key); err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// Twin: the duplicate's branch reads the record; 409 only while it is in
// progress, the stored response replayed once it is done.
func (a *API) PayReplay(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	ok, err := a.rdb.SetNX(r.Context(), "idem:"+key, "in_progress", 24*time.Hour).Result()
	if err != nil {
		http.Error(w, "store down", http.StatusServiceUnavailable)
		return
	}
	if !ok {
		stored, _ := a.rdb.Get(r.Context(), "idem:"+key).Result()
		if stored == "in_progress" {
			http.Error(w, "in progress", http.StatusConflict)
			return
		}
		w.Write([]byte(stored))
		return
	}
	if err := charge(key); err != nil {
		a.rdb.Del(r.Context(), "idem:"+key)
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	a.rdb.Set(r.Context(), "idem:"+key, "done", 24*time.Hour)
	w.WriteHeader(http.StatusCreated)
}

// A pgx unique violation (pgerrcode.UniqueViolation) answered 500 through
// the error path every failure takes.
func (a *API) CreateOrder(w http.ResponseWriter, r *http.Request) {
	_, err := a.pool.Exec(r.Context(), "INSERT INTO orders (request_id, amount) VALUES ($1, $2)", r.Header.Get("Idempotency-Key"), 10)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == pgerrcode.UniqueViolation {
		http.Error(w, "order exists", http.StatusInternalServerError) // want `the duplicate's branch of pgxpool\.Pool\.Exec \(pgx \(SQLSTATE 23505 unique_violation\)\) answers 500`
		return
	}
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// Twin: a foreign-key violation (23503) is no duplicate; 409 is an answer
// about the request, not about a retry.
func (a *API) CreateOrderFK(w http.ResponseWriter, r *http.Request) {
	_, err := a.pool.Exec(r.Context(), "INSERT INTO orders (request_id, customer_id) VALUES ($1, $2)", r.Header.Get("Idempotency-Key"), r.URL.Query().Get("customer"))
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == pgerrcode.ForeignKeyViolation {
		http.Error(w, "no such customer", http.StatusConflict)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// Twin: the unique violation is answered with the existing order, read by
// the same key.
func (a *API) CreateOrderExisting(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	_, err := a.pool.Exec(r.Context(), "INSERT INTO orders (request_id, amount) VALUES ($1, $2)", key, 10)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		var id string
		if err := a.pool.QueryRow(r.Context(), "SELECT id FROM orders WHERE request_id = $1", key).Scan(&id); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		w.Write([]byte(id))
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// lib/pq's unique violation, 422.
func (a *API) Signup(w http.ResponseWriter, r *http.Request) {
	_, err := a.db.ExecContext(r.Context(), "INSERT INTO payments (idempotency_key) VALUES ($1)", r.Header.Get("Idempotency-Key"))
	if pqErr, ok := err.(*pq.Error); ok && pqErr.Code == "23505" {
		w.WriteHeader(http.StatusUnprocessableEntity) // want `the duplicate's branch of sql\.DB\.ExecContext \(lib/pq \(SQLSTATE 23505 unique_violation\)\) answers 422`
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// MySQL's 1062 through a team helper in the package.
func isDuplicate(err error) bool {
	var me *mysql.MySQLError
	return errors.As(err, &me) && me.Number == 1062
}

func (a *API) Transfer(w http.ResponseWriter, r *http.Request) {
	_, err := a.db.ExecContext(r.Context(), "INSERT INTO transfers (request_id) VALUES (?)", r.Header.Get("X-Request-Id"))
	if isDuplicate(err) {
		http.Error(w, "duplicate transfer", http.StatusConflict) // want `the duplicate's branch of sql\.DB\.ExecContext \(a duplicate, as nethttp\.isDuplicate tells\) answers 409`
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// Twin: the helper says not-a-duplicate on the other side; the error
// branch of any other failure answers 500 and is not the duplicate's.
func (a *API) TransferRetryable(w http.ResponseWriter, r *http.Request) {
	_, err := a.db.ExecContext(r.Context(), "INSERT INTO transfers (request_id) VALUES (?)", r.Header.Get("X-Request-Id"))
	if err != nil && !isDuplicate(err) {
		http.Error(w, "try again", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// SQLite, by the extended code and by the message text.
func (a *API) Register(w http.ResponseWriter, r *http.Request) {
	_, err := a.db.ExecContext(r.Context(), "INSERT INTO idempotency_keys (key) VALUES (?)", r.Header.Get("Idempotency-Key"))
	var se sqlite3.Error
	if errors.As(err, &se) && se.ExtendedCode == sqlite3.ErrConstraintUnique {
		http.Error(w, "exists", http.StatusConflict) // want `answers 409`
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// SQLite by the message text (modernc.org/sqlite's errors read the same).
func (a *API) RegisterText(w http.ResponseWriter, r *http.Request) {
	_, err := a.db.ExecContext(r.Context(), "INSERT INTO idempotency_keys (key) VALUES (?)", r.Header.Get("Idempotency-Key"))
	if err != nil && strings.Contains(err.Error(), "UNIQUE constraint failed") {
		http.Error(w, "exists", http.StatusServiceUnavailable) // want `SQLite \(UNIQUE constraint failed\)\) answers 503`
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// A claim by INSERT … ON CONFLICT DO NOTHING that inserted no row, 409.
func (a *API) Refund(w http.ResponseWriter, r *http.Request) {
	res, err := a.db.ExecContext(r.Context(), "INSERT INTO idempotency_keys (key) VALUES ($1) ON CONFLICT DO NOTHING", r.Header.Get("Idempotency-Key"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	if n, _ := res.RowsAffected(); n == 0 {
		w.WriteHeader(http.StatusConflict) // want `the claim was lost\) answers 409`
		return
	}
	if err := charge(r.Header.Get("Idempotency-Key")); err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

type Order struct {
	ID        uint
	RequestID string `gorm:"uniqueIndex"`
}

// gorm's ErrDuplicatedKey, 409.
func (a *API) Place(w http.ResponseWriter, r *http.Request) {
	o := Order{RequestID: r.Header.Get("Idempotency-Key")}
	if err := a.gdb.Create(&o).Error; errors.Is(err, gorm.ErrDuplicatedKey) {
		http.Error(w, "duplicate", http.StatusConflict) // want `\(gorm \(ErrDuplicatedKey\)\) answers 409`
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// Twin: the duplicate is answered from the row already there.
func (a *API) PlaceExisting(w http.ResponseWriter, r *http.Request) {
	o := Order{RequestID: r.Header.Get("Idempotency-Key")}
	if err := a.gdb.Create(&o).Error; errors.Is(err, gorm.ErrDuplicatedKey) {
		var existing Order
		a.gdb.Where("request_id = ?", o.RequestID).First(&existing)
		w.WriteHeader(http.StatusOK)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// Twin: a 400 on the duplicate's branch is no answer this analyzer judges
// (a validation the client must fix).
func (a *API) PlaceBadRequest(w http.ResponseWriter, r *http.Request) {
	o := Order{RequestID: r.Header.Get("Idempotency-Key")}
	if err := a.gdb.Create(&o).Error; errors.Is(err, gorm.ErrDuplicatedKey) {
		http.Error(w, "reuse of a key", http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// Twin: a sign-up that reads no idempotency key. Its duplicate is a
// collision on a value of the resource (the email, UNIQUE), which the
// server cannot tell from another client's: 409 "already registered" is
// the honest answer, and replaying a success would be wrong.
func (a *API) SignupEmail(w http.ResponseWriter, r *http.Request) {
	_, err := a.db.ExecContext(r.Context(), "INSERT INTO users (email) VALUES ($1)", r.FormValue("email"))
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		http.Error(w, "email already registered", http.StatusConflict)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// The same sign-up keyed by the client's Idempotency-Key: the server can
// tell a retry, and a 409 tells a client whose first attempt succeeded
// that it failed.
func (a *API) SignupKeyed(w http.ResponseWriter, r *http.Request) {
	_, err := a.db.ExecContext(r.Context(), "INSERT INTO signups (request_key, email) VALUES ($1, $2)", r.Header.Get("Idempotency-Key"), r.FormValue("email"))
	var se interface{ SQLState() string }
	if errors.As(err, &se) && se.SQLState() == "23505" {
		http.Error(w, "duplicate", http.StatusConflict) // want `the duplicate's branch of sql\.DB\.ExecContext \(SQLSTATE 23505 unique_violation \(SQLState\(\), as pgx's PgError and lib/pq's Error answer it\)\) answers 409`
		return
	}
	w.WriteHeader(http.StatusCreated)
}
