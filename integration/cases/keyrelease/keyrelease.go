// Package keyrelease: a key's record released by an attempt that did not
// create it, and preconditions checked before the key lookup, on the real
// go-redis v9, database/sql (pgx's stdlib), pgx v5, gorm, mongo-driver,
// aws-sdk-go-v2 DynamoDB, net/http and gin, each beside its twin.
package keyrelease

import (
	"context"
	"database/sql"
	"errors"
	"net/http"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/gin-gonic/gin"
	"github.com/jackc/pgx/v5/pgconn"
	_ "github.com/jackc/pgx/v5/stdlib"
	"github.com/redis/go-redis/v9"
	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
	"gorm.io/gorm"
)

const keep = 7 * 24 * time.Hour

type API struct {
	rdb  *redis.Client
	db   *sql.DB
	gdb  *gorm.DB
	coll *mongo.Collection
	ddb  *dynamodb.Client
}

func (a *API) debit(ctx context.Context, account string, amount int64) error {
	_, err := a.db.ExecContext(ctx, "UPDATE accounts SET balance = $1 WHERE id = $2", amount, account)
	return err
}

// go-redis: the duplicate deletes the first attempt's claim.
func (a *API) Pay(w http.ResponseWriter, r *http.Request) {
	key := "idem:" + r.Header.Get("Idempotency-Key")
	ok, err := a.rdb.SetNX(r.Context(), key, "in_progress", keep).Result()
	if err != nil {
		http.Error(w, "store down", http.StatusServiceUnavailable)
		return
	}
	if !ok {
		a.rdb.Del(r.Context(), key) // want: keyrelease
		w.WriteHeader(http.StatusAccepted)
		return
	}
	if err := a.debit(r.Context(), r.URL.Query().Get("account"), 100); err != nil {
		a.rdb.Del(r.Context(), key)
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	a.rdb.Set(r.Context(), key, "done", keep)
}

// Twin: only the winner releases, after its effect failed; the loser
// releases its own lock.
func (a *API) PayOwnClaim(w http.ResponseWriter, r *http.Request) {
	id := r.Header.Get("Idempotency-Key")
	lock := "lock:" + id
	if !a.rdb.SetNX(r.Context(), lock, 1, time.Minute).Val() {
		w.WriteHeader(http.StatusAccepted)
		return
	}
	key := "idem:" + id
	ok, err := a.rdb.SetNX(r.Context(), key, "in_progress", keep).Result()
	if err != nil || !ok {
		a.rdb.Del(r.Context(), lock)
		w.WriteHeader(http.StatusAccepted)
		return
	}
	if err := a.debit(r.Context(), r.URL.Query().Get("account"), 100); err != nil {
		a.rdb.Del(r.Context(), key)
		a.rdb.Del(r.Context(), lock)
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	a.rdb.Set(r.Context(), key, "done", keep)
	a.rdb.Del(r.Context(), lock)
}

// database/sql: the balance read before the key, and its failure path
// deletes the key's record before the claim.
func (a *API) Transfer(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	account := r.URL.Query().Get("account")
	var bal int64
	if err := a.db.QueryRowContext(r.Context(), "SELECT balance FROM accounts WHERE id = $1", account).Scan(&bal); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	if bal < 100 { // want: keyrelease
		a.db.ExecContext(r.Context(), "DELETE FROM idempotency_keys WHERE key = $1", key) // want: keyrelease
		http.Error(w, "insufficient funds", http.StatusPaymentRequired)
		return
	}
	res, err := a.db.ExecContext(r.Context(), "INSERT INTO idempotency_keys (key, state) VALUES ($1, 'in_progress') ON CONFLICT DO NOTHING", key)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	if n, _ := res.RowsAffected(); n == 0 {
		w.WriteHeader(http.StatusAccepted)
		return
	}
	if err := a.debit(r.Context(), account, 100); err != nil {
		a.db.ExecContext(r.Context(), "DELETE FROM idempotency_keys WHERE key = $1", key)
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

// Twin: the key first, then the balance; the release is this attempt's.
func (a *API) TransferKeyFirst(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	account := r.URL.Query().Get("account")
	res, err := a.db.ExecContext(r.Context(), "INSERT INTO idempotency_keys (key, state) VALUES ($1, 'in_progress') ON CONFLICT DO NOTHING", key)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	if n, _ := res.RowsAffected(); n == 0 {
		w.WriteHeader(http.StatusAccepted)
		return
	}
	var bal int64
	if err := a.db.QueryRowContext(r.Context(), "SELECT balance FROM accounts WHERE id = $1", account).Scan(&bal); err != nil {
		a.db.ExecContext(r.Context(), "DELETE FROM idempotency_keys WHERE key = $1", key)
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	if bal < 100 {
		a.db.ExecContext(r.Context(), "DELETE FROM idempotency_keys WHERE key = $1", key)
		http.Error(w, "insufficient funds", http.StatusPaymentRequired)
		return
	}
	if err := a.debit(r.Context(), account, 100); err != nil {
		a.db.ExecContext(r.Context(), "DELETE FROM idempotency_keys WHERE key = $1", key)
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

// pgx's 23505 on the insert, then the row deleted on the duplicate's branch.
func (a *API) Order(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	_, err := a.db.ExecContext(r.Context(), "INSERT INTO idempotency_keys (key, state) VALUES ($1, 'in_progress')", key)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		a.db.ExecContext(r.Context(), "DELETE FROM idempotency_keys WHERE key = $1", key) // want: keyrelease
		w.WriteHeader(http.StatusAccepted)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

type IdempotencyKey struct {
	Key   string `gorm:"primaryKey"`
	State string
}

type User struct {
	ID    uint
	Email string
}

// gin over gorm: the duplicate deletes the model's row.
func (a *API) Refund(c *gin.Context) {
	rec := IdempotencyKey{Key: c.GetHeader("Idempotency-Key"), State: "in_progress"}
	if err := a.gdb.Create(&rec).Error; errors.Is(err, gorm.ErrDuplicatedKey) {
		a.gdb.Delete(&IdempotencyKey{}, "key = ?", rec.Key) // want: keyrelease
		c.Status(http.StatusAccepted)
		return
	}
	c.Status(http.StatusCreated)
}

// Twin: the duplicate's branch deletes another key's row.
func (a *API) RefundCart(c *gin.Context) {
	rec := IdempotencyKey{Key: c.GetHeader("Idempotency-Key"), State: "in_progress"}
	if err := a.gdb.Create(&rec).Error; errors.Is(err, gorm.ErrDuplicatedKey) {
		a.db.ExecContext(c.Request.Context(), "DELETE FROM carts WHERE id = $1", c.Query("cart"))
		c.Status(http.StatusAccepted)
		return
	}
	c.Status(http.StatusCreated)
}

// A uniqueness lookup before the key's (gin, gorm, go-redis).
func (a *API) Signup(c *gin.Context) {
	email := c.PostForm("email")
	var u User
	if err := a.gdb.Where("email = ?", email).First(&u).Error; err == nil { // want: keyrelease
		c.JSON(http.StatusConflict, gin.H{"error": "email taken"})
		return
	}
	if stored, err := a.rdb.Get(c.Request.Context(), "idempotency:"+c.GetHeader("Idempotency-Key")).Result(); err == nil {
		c.String(http.StatusOK, stored) // want: payloadguard
		return
	}
	a.gdb.Create(&User{Email: email})
}

// Twin: the key is looked up first.
func (a *API) SignupKeyFirst(c *gin.Context) {
	email := c.PostForm("email")
	if stored, err := a.rdb.Get(c.Request.Context(), "idempotency:"+c.GetHeader("Idempotency-Key")).Result(); err == nil {
		c.String(http.StatusOK, stored) // want: payloadguard
		return
	}
	var u User
	if err := a.gdb.Where("email = ?", email).First(&u).Error; err == nil {
		c.JSON(http.StatusConflict, gin.H{"error": "email taken"})
		return
	}
	a.gdb.Create(&User{Email: email})
}

// mongo: the duplicate deletes the document another attempt inserted.
func (a *API) Reserve(ctx context.Context, key string) error {
	_, err := a.coll.InsertOne(ctx, bson.M{"_id": key, "state": "in_progress"})
	if mongo.IsDuplicateKeyError(err) {
		a.coll.DeleteOne(ctx, bson.M{"_id": key}) // want: keyrelease
		return errors.New("retry later")
	}
	return err
}

// DynamoDB: the failed condition's branch deletes the item.
func (a *API) Book(ctx context.Context, key string) error {
	_, err := a.ddb.PutItem(ctx, &dynamodb.PutItemInput{
		TableName:           aws.String("idempotency"),
		Item:                map[string]types.AttributeValue{"pk": &types.AttributeValueMemberS{Value: key}},
		ConditionExpression: aws.String("attribute_not_exists(pk)"),
	})
	var ccf *types.ConditionalCheckFailedException
	if errors.As(err, &ccf) {
		a.ddb.DeleteItem(ctx, &dynamodb.DeleteItemInput{ // want: keyrelease
			TableName: aws.String("idempotency"),
			Key:       map[string]types.AttributeValue{"pk": &types.AttributeValueMemberS{Value: key}},
		})
		return err
	}
	return err
}

// A deferred release on every error, the duplicate's included.
func (a *API) Hold(ctx context.Context, key string) (err error) {
	rk := "hold:" + key
	defer func() {
		if err != nil {
			a.rdb.Del(context.WithoutCancel(ctx), rk) // want: keyrelease
		}
	}()
	won, err := a.rdb.SetNX(ctx, rk, "in_progress", keep).Result()
	if err != nil {
		return err
	}
	if !won {
		return errors.New("in progress")
	}
	return a.debit(ctx, key, 100)
}

// Twin: the release is guarded by a flag set when this attempt won.
func (a *API) HoldOnce(ctx context.Context, key string) (err error) {
	rk := "hold:" + key
	claimed := false
	defer func() {
		if err != nil && claimed {
			a.rdb.Del(context.WithoutCancel(ctx), rk)
		}
	}()
	won, err := a.rdb.SetNX(ctx, rk, "in_progress", keep).Result()
	if err != nil {
		return err
	}
	if !won {
		return errors.New("in progress")
	}
	claimed = true
	return a.debit(ctx, key, 100)
}
