// Package payloadguard: idempotency stores that replay a stored response
// with no comparison of the request, on the real go-redis v9, pgx v5,
// database/sql, gorm, mongo-driver, gin and echo, beside their twins.
package payloadguard

import (
	"bytes"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/labstack/echo/v4"
	"github.com/redis/go-redis/v9"
	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
	"gorm.io/gorm"
)

// Schema: a response and no fingerprint, and the table with one.
const (
	replaySchema = `CREATE TABLE idempotency_keys (key text PRIMARY KEY, state text NOT NULL, response_code int, response_body bytea)` // want: payloadguard
	goodSchema   = `CREATE TABLE idempotency_requests (key text PRIMARY KEY, request_hash bytea NOT NULL, state text NOT NULL, response jsonb)`
)

type stored struct {
	Hash   string `json:"hash"`
	Status int    `json:"status"`
	Body   []byte `json:"body"`
}

// API is an HTTP API whose stores replay responses.
type API struct {
	rdb  *redis.Client
	pool *pgxpool.Pool
	db   *sql.DB
	gdb  *gorm.DB
}

func fingerprint(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// go-redis: the stored response is replayed whatever the body.
func (a *API) RedisReplay(w http.ResponseWriter, r *http.Request) {
	key := "idem:" + r.Header.Get("Idempotency-Key")
	raw, err := a.rdb.Get(r.Context(), key).Bytes()
	if err == nil {
		var s stored
		_ = json.Unmarshal(raw, &s)
		w.WriteHeader(s.Status)
		_, _ = w.Write(s.Body) // want: payloadguard
		return
	}
	w.WriteHeader(http.StatusAccepted)
}

// Twin: the stored hash is compared with the body's; 422 on a mismatch.
func (a *API) RedisCompared(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	fp := fingerprint(body)
	key := "idem:" + r.Header.Get("Idempotency-Key")
	raw, err := a.rdb.Get(r.Context(), key).Bytes()
	if err == nil {
		var s stored
		_ = json.Unmarshal(raw, &s)
		if s.Hash != fp {
			http.Error(w, "idempotency key reused with a different request", http.StatusUnprocessableEntity)
			return
		}
		w.WriteHeader(s.Status)
		_, _ = w.Write(s.Body)
		return
	}
	b, _ := json.Marshal(stored{Hash: fp, Status: http.StatusCreated, Body: body})
	a.rdb.Set(r.Context(), key, b, 7*24*time.Hour)
	w.WriteHeader(http.StatusCreated)
}

// Twin: a duplicate is answered 409 and nothing is replayed.
func (a *API) RedisConflict(w http.ResponseWriter, r *http.Request) {
	if _, err := a.rdb.Get(r.Context(), "idem:"+r.Header.Get("Idempotency-Key")).Result(); err == nil {
		http.Error(w, "duplicate request", http.StatusConflict)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}

// pgx: the stored response is replayed for any body.
func (a *API) PgxReplay(w http.ResponseWriter, r *http.Request) {
	var code int
	var body []byte
	err := a.pool.QueryRow(r.Context(), `SELECT response_code, response_body FROM idempotency_keys WHERE key = $1`, r.Header.Get("Idempotency-Key")).Scan(&code, &body)
	if err == nil {
		w.WriteHeader(code)
		_, _ = w.Write(body) // want: payloadguard
		return
	}
	w.WriteHeader(http.StatusAccepted)
}

// Twin (database/sql): the stored request hash is compared with
// bytes.Equal.
func (a *API) SQLCompared(w http.ResponseWriter, r *http.Request) {
	in, _ := io.ReadAll(r.Body)
	sum := sha256.Sum256(in)
	var hash, body []byte
	var code int
	err := a.db.QueryRowContext(r.Context(), `SELECT request_hash, response_code, response_body FROM idempotency_requests WHERE key = $1`, r.Header.Get("Idempotency-Key")).Scan(&hash, &code, &body)
	if err == nil {
		if !bytes.Equal(hash, sum[:]) {
			http.Error(w, "idempotency key reused with a different request", http.StatusUnprocessableEntity)
			return
		}
		w.WriteHeader(code)
		_, _ = w.Write(body)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}

// IdempotencyRecord is a gorm model with the request's hash.
type IdempotencyRecord struct {
	Key         string `gorm:"primaryKey"`
	RequestHash string
	Response    []byte
}

// Order is a request's body.
type Order struct{ Item string }

// gin over gorm: the stored response is replayed whatever order comes.
func (a *API) GinReplay(c *gin.Context) {
	var rec IdempotencyRecord
	if err := a.gdb.Where("key = ?", c.GetHeader("Idempotency-Key")).First(&rec).Error; err == nil {
		c.Data(http.StatusOK, "application/json", rec.Response) // want: payloadguard
		return
	}
	c.Status(http.StatusAccepted)
}

// Twin (echo over gorm): the order's hash is compared first.
func (a *API) EchoCompared(c echo.Context) error {
	var o Order
	if err := c.Bind(&o); err != nil {
		return err
	}
	b, _ := json.Marshal(o)
	var rec IdempotencyRecord
	if err := a.gdb.Where("key = ?", c.Request().Header.Get("Idempotency-Key")).First(&rec).Error; err == nil {
		if rec.RequestHash != fingerprint(b) {
			return c.String(http.StatusUnprocessableEntity, "idempotency key reused with a different request")
		}
		return c.JSONBlob(http.StatusOK, rec.Response)
	}
	return c.NoContent(http.StatusAccepted)
}

// Receipt is what a payment returns.
type Receipt struct{ ID string }

type receiptRecord struct {
	Fingerprint string  `bson:"fingerprint"`
	Receipt     Receipt `bson:"receipt"`
}

// ErrKeyReused is a reused key's answer.
var ErrKeyReused = errors.New("idempotency key reused with a different request")

// Payments is a service over mongo.
type Payments struct{ db *mongo.Database }

// Pay returns the stored receipt whatever the amount.
func (p *Payments) Pay(ctx context.Context, key string, amount int64) (*Receipt, error) {
	var rec receiptRecord
	err := p.db.Collection("idempotency_keys").FindOne(ctx, bson.M{"_id": key}).Decode(&rec)
	if err == nil {
		return &rec.Receipt, nil // want: payloadguard
	}
	return &Receipt{ID: key}, nil
}

// Twin: the stored fingerprint is compared with the amount's.
func (p *Payments) PayChecked(ctx context.Context, key string, amount int64) (*Receipt, error) {
	var rec receiptRecord
	err := p.db.Collection("idempotency_keys").FindOne(ctx, bson.M{"_id": key}).Decode(&rec)
	if err == nil {
		if rec.Fingerprint != fingerprint([]byte{byte(amount)}) {
			return nil, ErrKeyReused
		}
		return &rec.Receipt, nil
	}
	return &Receipt{ID: key}, nil
}
