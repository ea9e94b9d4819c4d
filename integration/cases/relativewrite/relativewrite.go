// Package relativewrite holds relativewrite cases written against the real
// libraries: each reported line carries a trailing "want: relativewrite"
// marker, and each correct twin beside it must stay silent.
package relativewrite

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jmoiron/sqlx"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/redis/go-redis/v9"
	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
	"gorm.io/gorm"
)

// --- database/sql ---------------------------------------------------------------

func credit(ctx context.Context, db *sql.DB, id string, amt int64) error {
	_, err := db.ExecContext(ctx, `UPDATE accounts SET balance = balance + $1 WHERE id = $2`, amt, id) // want: relativewrite
	return err
}

func setBalance(ctx context.Context, db *sql.DB, id string, bal int64) error {
	_, err := db.ExecContext(ctx, `UPDATE accounts SET balance = $1 WHERE id = $2`, bal, id)
	return err
}

func toggle(ctx context.Context, db *sql.DB, table, id string) error {
	_, err := db.ExecContext(ctx, fmt.Sprintf("UPDATE %s SET active = NOT active WHERE id = $1", table), id) // want: relativewrite
	return err
}

func creditVersioned(ctx context.Context, db *sql.DB, id string, amt, ver int64) error {
	_, err := db.ExecContext(ctx, `UPDATE accounts SET balance = balance + $1, version = version + 1 WHERE id = $2 AND version = $3`, amt, id, ver)
	return err
}

func keyedTx(ctx context.Context, db *sql.DB, event, id string, amt int64) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `INSERT INTO processed_events (event_id) VALUES ($1)`, event); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE accounts SET balance = balance + $1 WHERE id = $2`, amt, id); err != nil {
		return err
	}
	return tx.Commit()
}

// creditTx runs the delta on its caller's transaction: the callers decide.
func creditTx(ctx context.Context, tx *sql.Tx, id string, amt int64) error {
	_, err := tx.ExecContext(ctx, `UPDATE accounts SET balance = balance + $1 WHERE id = $2`, amt, id)
	return err
}

func unkeyedCaller(ctx context.Context, db *sql.DB, id string, amt int64) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := creditTx(ctx, tx, id, amt); err != nil { // want: relativewrite
		return err
	}
	return tx.Commit()
}

func keyedCaller(ctx context.Context, db *sql.DB, event, id string, amt int64) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `INSERT INTO inbox (message_id) VALUES ($1)`, event); err != nil {
		return err
	}
	if err := creditTx(ctx, tx, id, amt); err != nil {
		return err
	}
	return tx.Commit()
}

// --- pgx and sqlx -------------------------------------------------------------------

func pgxDelta(ctx context.Context, pool *pgxpool.Pool, sku string, n int) error {
	_, err := pool.Exec(ctx, `UPDATE inventory SET qty = qty - $1 WHERE sku = $2`, n, sku) // want: relativewrite
	return err
}

func pgxKeyed(ctx context.Context, conn *pgx.Conn, event, sku string, n int) error {
	return pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `INSERT INTO idempotency_keys (key) VALUES ($1)`, event); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `UPDATE inventory SET qty = qty - $1 WHERE sku = $2`, n, sku)
		return err
	})
}

func sqlxDelta(db *sqlx.DB, id string, n int) {
	db.MustExec(`UPDATE wallets SET points = points + ? WHERE id = ?`, n, id) // want: relativewrite
}

// --- gorm ---------------------------------------------------------------------------

type Item struct {
	ID    string
	Stock int
}

type ProcessedEvent struct {
	ID string `gorm:"primaryKey"`
}

func gormDelta(db *gorm.DB, id string, n int) error {
	return db.Model(&Item{}).Where("id = ?", id).UpdateColumn("stock", gorm.Expr("stock - ?", n)).Error // want: relativewrite
}

func gormAbsolute(db *gorm.DB, id string, n int) error {
	return db.Model(&Item{}).Where("id = ?", id).UpdateColumn("stock", n).Error
}

func gormKeyed(db *gorm.DB, event, id string, n int) error {
	return db.Transaction(func(tx *gorm.DB) error {
		if err := tx.Create(&ProcessedEvent{ID: event}).Error; err != nil {
			return err
		}
		return tx.Model(&Item{}).Where("id = ?", id).UpdateColumn("stock", gorm.Expr("stock - ?", n)).Error
	})
}

// --- go-redis -------------------------------------------------------------------------

func reserve(ctx context.Context, rdb *redis.Client, sku string, qty int) error {
	return rdb.IncrBy(ctx, "stock:"+sku, -int64(qty)).Err() // want: relativewrite
}

func setStock(ctx context.Context, rdb *redis.Client, sku string, qty int) error {
	return rdb.Set(ctx, "stock:"+sku, qty, 0).Err()
}

func hashDelta(ctx context.Context, rdb redis.UniversalClient, user string) error {
	return rdb.HIncrBy(ctx, "wallet:"+user, "points", 10).Err() // want: relativewrite
}

func claimedFirst(ctx context.Context, rdb *redis.Client, event, sku string, qty int) error {
	ok, err := rdb.SetNX(ctx, "processed:"+event, 1, 24*time.Hour).Result()
	if err != nil || !ok {
		return err
	}
	return rdb.IncrBy(ctx, "stock:"+sku, -int64(qty)).Err()
}

func rateLimited(ctx context.Context, rdb *redis.Client, ip string) (bool, error) {
	n, err := rdb.Incr(ctx, "ratelimit:"+ip).Result()
	return n <= 100, err
}

func minuteBucket(ctx context.Context, rdb *redis.Client, ip string) (bool, error) {
	key := "hits:" + ip + ":" + strconv.FormatInt(time.Now().Unix()/60, 10)
	n, err := rdb.Incr(ctx, key).Result()
	return n <= 100, err
}

func ledger(ctx context.Context, rdb *redis.Client, acct, entry string) error {
	return rdb.RPush(ctx, "ledger:"+acct, entry).Err() // want: relativewrite
}

func enqueue(ctx context.Context, rdb *redis.Client, job string) error {
	return rdb.LPush(ctx, "jobs:pending", job).Err()
}

// --- MongoDB ----------------------------------------------------------------------------

func mongoInc(ctx context.Context, coll *mongo.Collection, id string) error {
	_, err := coll.UpdateOne(ctx, bson.M{"_id": id}, bson.M{"$inc": bson.M{"credits": 10}}) // want: relativewrite
	return err
}

func mongoSet(ctx context.Context, coll *mongo.Collection, id string, n int) error {
	_, err := coll.UpdateOne(ctx, bson.M{"_id": id}, bson.M{"$set": bson.M{"credits": n}})
	return err
}

func mongoPush(ctx context.Context, coll *mongo.Collection, id, ev string) error {
	_, err := coll.UpdateByID(ctx, id, bson.D{{Key: "$push", Value: bson.D{{Key: "events", Value: ev}}}}) // want: relativewrite
	return err
}

func mongoAddToSet(ctx context.Context, coll *mongo.Collection, id, ev string) error {
	_, err := coll.UpdateByID(ctx, id, bson.D{{Key: "$addToSet", Value: bson.D{{Key: "events", Value: ev}}}})
	return err
}

// --- DynamoDB ---------------------------------------------------------------------------

func dynamoAdd(ctx context.Context, c *dynamodb.Client, id string) error {
	_, err := c.UpdateItem(ctx, &dynamodb.UpdateItemInput{ // want: relativewrite
		TableName:        aws.String("accounts"),
		Key:              map[string]types.AttributeValue{"pk": &types.AttributeValueMemberS{Value: id}},
		UpdateExpression: aws.String("ADD credits :n"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":n": &types.AttributeValueMemberN{Value: "10"},
		},
	})
	return err
}

func dynamoSet(ctx context.Context, c *dynamodb.Client, id string) error {
	_, err := c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:        aws.String("accounts"),
		Key:              map[string]types.AttributeValue{"pk": &types.AttributeValueMemberS{Value: id}},
		UpdateExpression: aws.String("SET credits = :n"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":n": &types.AttributeValueMemberN{Value: "10"},
		},
	})
	return err
}

func dynamoKeyed(ctx context.Context, c *dynamodb.Client, id, event string) error {
	_, err := c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:           aws.String("accounts"),
		Key:                 map[string]types.AttributeValue{"pk": &types.AttributeValueMemberS{Value: id}},
		UpdateExpression:    aws.String("ADD credits :n, applied :e"),
		ConditionExpression: aws.String("NOT contains(applied, :ev)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":n":  &types.AttributeValueMemberN{Value: "10"},
			":e":  &types.AttributeValueMemberSS{Value: []string{event}},
			":ev": &types.AttributeValueMemberS{Value: event},
		},
	})
	return err
}

// --- in-memory counters -------------------------------------------------------------------

var charges = prometheus.NewCounter(prometheus.CounterOpts{Name: "charges_total"})

func metrics(amt int64) {
	charges.Inc()
	charges.Add(float64(amt))
}

// A counter whose time to live is set in the same pipeline is a window;
// the same INCR without the EXPIRE on its key is reported.
func contentionKey(pair string) string { return "contention:" + pair }

func recordContention(ctx context.Context, rdb redis.UniversalClient, pair string) (int64, error) {
	pipe := rdb.TxPipeline()
	n := pipe.Incr(ctx, contentionKey(pair))
	pipe.Expire(ctx, contentionKey(pair), time.Minute)
	if _, err := pipe.Exec(ctx); err != nil {
		return 0, err
	}
	return n.Val(), nil
}

func recordContentionForever(ctx context.Context, rdb redis.UniversalClient, pair string) error {
	pipe := rdb.TxPipeline()
	pipe.Incr(ctx, contentionKey(pair)) // want: relativewrite
	pipe.Expire(ctx, contentionKey("all"), time.Minute)
	_, err := pipe.Exec(ctx)
	return err
}

// A $inc guarded by a $ne filter on the events the same update records: a
// replay matches no document.
func addCreditsOnce(ctx context.Context, coll *mongo.Collection, id, ev string) error {
	_, err := coll.UpdateOne(ctx,
		bson.M{"_id": id, "applied": bson.M{"$ne": ev}},
		bson.M{"$inc": bson.M{"credits": 10}, "$addToSet": bson.M{"applied": ev}})
	return err
}
