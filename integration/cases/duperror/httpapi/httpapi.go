// Package httpapi: duperror on the real net/http, gin, echo, go-redis v9,
// pgx v5 (pool and database/sql through pgx's stdlib), lib/pq,
// go-sql-driver/mysql, mattn/go-sqlite3 and gorm, each positive beside
// its correct twin.
package httpapi

import (
	"database/sql"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/go-sql-driver/mysql"
	"github.com/jackc/pgerrcode"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	_ "github.com/jackc/pgx/v5/stdlib"
	"github.com/labstack/echo/v4"
	"github.com/lib/pq"
	"github.com/mattn/go-sqlite3"
	"github.com/redis/go-redis/v9"
	"gorm.io/gorm"
)

const keep = 7 * 24 * time.Hour

type API struct {
	rdb  *redis.Client
	pool *pgxpool.Pool
	db   *sql.DB // pgx's stdlib, lib/pq, mysql or sqlite3
	gdb  *gorm.DB
}

func (a *API) debit(r *http.Request) error {
	_, err := a.db.ExecContext(r.Context(), "UPDATE accounts SET balance = $1 WHERE id = $2", 0, r.URL.Query().Get("account"))
	return err
}

// go-redis: a lost claim answered 409 with nothing read.
func (a *API) Pay(w http.ResponseWriter, r *http.Request) {
	key := "idem:" + r.Header.Get("Idempotency-Key")
	ok, err := a.rdb.SetNX(r.Context(), key, "in_progress", keep).Result()
	if err != nil {
		http.Error(w, "store down", http.StatusServiceUnavailable)
		return
	}
	if !ok {
		http.Error(w, "duplicate request", http.StatusConflict) // want: duperror
		return
	}
	if err := a.debit(r); err != nil {
		a.rdb.Del(r.Context(), key)
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	a.rdb.Set(r.Context(), key, "done", keep)
}

// Twin: the losing side reads the record: 409 while in progress, the
// stored answer once done.
func (a *API) PayReplay(w http.ResponseWriter, r *http.Request) {
	key := "idem:" + r.Header.Get("Idempotency-Key")
	ok, err := a.rdb.SetNX(r.Context(), key, "in_progress", keep).Result()
	if err != nil {
		http.Error(w, "store down", http.StatusServiceUnavailable)
		return
	}
	if !ok {
		if v, _ := a.rdb.Get(r.Context(), key).Result(); v == "in_progress" {
			http.Error(w, "in progress", http.StatusConflict)
			return
		}
		w.WriteHeader(http.StatusOK)
		return
	}
	if err := a.debit(r); err != nil {
		a.rdb.Del(r.Context(), key)
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	a.rdb.Set(r.Context(), key, "done", keep)
}

// pgx pool: 23505 answered 500.
func (a *API) Order(w http.ResponseWriter, r *http.Request) {
	_, err := a.pool.Exec(r.Context(), "INSERT INTO orders (request_id) VALUES ($1)", r.Header.Get("Idempotency-Key"))
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == pgerrcode.UniqueViolation {
		http.Error(w, "order exists", http.StatusInternalServerError) // want: duperror
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// Twin: the duplicate is answered with the existing order.
func (a *API) OrderExisting(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	_, err := a.pool.Exec(r.Context(), "INSERT INTO orders (request_id) VALUES ($1)", key)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == pgerrcode.UniqueViolation {
		var id int64
		if err := a.pool.QueryRow(r.Context(), "SELECT id FROM orders WHERE request_id = $1", key).Scan(&id); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		w.WriteHeader(http.StatusOK)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// Twin: a foreign-key violation is no duplicate.
func (a *API) OrderForeignKey(w http.ResponseWriter, r *http.Request) {
	_, err := a.pool.Exec(r.Context(), "INSERT INTO orders (request_id, customer_id) VALUES ($1, $2)", r.Header.Get("Idempotency-Key"), r.URL.Query().Get("customer"))
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == pgerrcode.ForeignKeyViolation {
		http.Error(w, "no such customer", http.StatusConflict)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// lib/pq through database/sql: 422.
func (a *API) Refund(w http.ResponseWriter, r *http.Request) {
	_, err := a.db.ExecContext(r.Context(), "INSERT INTO refunds (idempotency_key) VALUES ($1)", r.Header.Get("Idempotency-Key"))
	if pqErr, ok := err.(*pq.Error); ok && pqErr.Code == "23505" {
		w.WriteHeader(http.StatusUnprocessableEntity) // want: duperror
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// MySQL's 1062 through a helper of the package.
func isDuplicate(err error) bool {
	var me *mysql.MySQLError
	return errors.As(err, &me) && me.Number == 1062
}

func (a *API) Transfer(w http.ResponseWriter, r *http.Request) {
	_, err := a.db.ExecContext(r.Context(), "INSERT INTO transfers (request_id) VALUES (?)", r.Header.Get("X-Request-Id"))
	if isDuplicate(err) {
		http.Error(w, "duplicate transfer", http.StatusConflict) // want: duperror
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// Twin: only failures that are no duplicate answer 500.
func (a *API) TransferRetryable(w http.ResponseWriter, r *http.Request) {
	_, err := a.db.ExecContext(r.Context(), "INSERT INTO transfers (request_id) VALUES (?)", r.Header.Get("X-Request-Id"))
	if err != nil && !isDuplicate(err) {
		http.Error(w, "try again", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// SQLite by the extended code, and by the message text.
func (a *API) Register(w http.ResponseWriter, r *http.Request) {
	_, err := a.db.ExecContext(r.Context(), "INSERT INTO idempotency_keys (key) VALUES (?)", r.Header.Get("Idempotency-Key"))
	var se sqlite3.Error
	if errors.As(err, &se) && se.ExtendedCode == sqlite3.ErrConstraintUnique {
		http.Error(w, "exists", http.StatusConflict) // want: duperror
		return
	}
	w.WriteHeader(http.StatusCreated)
}

func (a *API) RegisterText(w http.ResponseWriter, r *http.Request) {
	_, err := a.db.ExecContext(r.Context(), "INSERT INTO idempotency_keys (key) VALUES (?)", r.Header.Get("Idempotency-Key"))
	if err != nil && strings.Contains(err.Error(), "UNIQUE constraint failed") {
		http.Error(w, "exists", http.StatusServiceUnavailable) // want: duperror
		return
	}
	w.WriteHeader(http.StatusCreated)
}

type Order struct {
	ID        uint
	RequestID string `gorm:"uniqueIndex"`
}

// gin over gorm's ErrDuplicatedKey.
func (a *API) Place(c *gin.Context) {
	o := Order{RequestID: c.GetHeader("Idempotency-Key")}
	if err := a.gdb.Create(&o).Error; errors.Is(err, gorm.ErrDuplicatedKey) {
		c.AbortWithStatusJSON(http.StatusConflict, gin.H{"error": "duplicate"}) // want: duperror
		return
	}
	c.JSON(http.StatusCreated, o)
}

// Twin (gin): the duplicate answered with the row that is there (a replay
// with no fingerprint of the request: payloadguard's, true).
func (a *API) PlaceExisting(c *gin.Context) {
	o := Order{RequestID: c.GetHeader("Idempotency-Key")}
	if err := a.gdb.Create(&o).Error; errors.Is(err, gorm.ErrDuplicatedKey) {
		var existing Order
		a.gdb.Where("request_id = ?", o.RequestID).First(&existing)
		c.JSON(http.StatusOK, existing) // want: payloadguard
		return
	}
	c.JSON(http.StatusCreated, o)
}

// echo: the duplicate handed back to echo as an error is a 500.
func (a *API) PlaceEcho(c echo.Context) error {
	o := Order{RequestID: c.Request().Header.Get("Idempotency-Key")}
	err := a.gdb.Create(&o).Error
	if errors.Is(err, gorm.ErrDuplicatedKey) {
		return err // want: duperror
	}
	return c.JSON(http.StatusCreated, o)
}

// Twin (echo): 400 is an answer about the request.
func (a *API) PlaceEchoBadRequest(c echo.Context) error {
	o := Order{RequestID: c.Request().Header.Get("Idempotency-Key")}
	if err := a.gdb.Create(&o).Error; errors.Is(err, gorm.ErrDuplicatedKey) {
		return echo.NewHTTPError(http.StatusBadRequest, "key reused")
	}
	return c.JSON(http.StatusCreated, o)
}
