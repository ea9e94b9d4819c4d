// Package models holds inprogress cases on idempotency stores declared in
// Go, on the real gorm and entgo.io/ent: gorm models the package migrates
// or writes, ent schemas, and their twins.
package models

import (
	"context"
	"net/http"
	"time"

	"entgo.io/ent"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/mixin"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

// IdempotencyKey has only "done" and "not done".
type IdempotencyKey struct { // want: inprogress
	Key       string `gorm:"primaryKey"`
	CreatedAt time.Time
}

// IdempotencyRequest is its twin: a status and the stored response.
type IdempotencyRequest struct { // want: payloadguard
	Key          string `gorm:"primaryKey"`
	Status       string
	ResponseBody []byte
}

// IdempotencyLock's status is not a column; only migrated here, named for
// request idempotency.
type IdempotencyLock struct { // want: inprogress
	Key    string `gorm:"primaryKey"`
	Status string `gorm:"-"`
}

// ProcessedMessage is a consumer's inbox: a twin.
type ProcessedMessage struct {
	MessageID string `gorm:"primaryKey"`
}

// IdempotencyView is only read: a twin.
type IdempotencyView struct {
	Key string
}

// IdempotencyMark is updated through Model, as a log: used here as no
// request's store, a twin (schema alone proves nothing).
type IdempotencyMark struct {
	Key    string `gorm:"primaryKey"`
	SeenAt time.Time
}

// IdempotencyTally is only counted through Model: a twin.
type IdempotencyTally struct {
	Key string
}

// PaymentAttempt is claimed by an HTTP handler before a payment.
type PaymentAttempt struct { // want: inprogress
	AttemptID string `gorm:"primaryKey"`
	Amount    int64
}

// Store is the gorm repository.
type Store struct{ db *gorm.DB }

func (s *Store) Migrate() error {
	return s.db.AutoMigrate(&IdempotencyKey{}, &IdempotencyRequest{}, &ProcessedMessage{}, &IdempotencyLock{})
}

// IdempotencyNote is saved as a log of keys: a twin.
type IdempotencyNote struct {
	Key string `gorm:"primaryKey"`
}

func (s *Store) Note(ctx context.Context, key string) error {
	return s.db.WithContext(ctx).Save(&IdempotencyNote{Key: key}).Error
}

func (s *Store) View(ctx context.Context, key string) (*IdempotencyView, error) {
	var v IdempotencyView
	err := s.db.WithContext(ctx).Where("key = ?", key).First(&v).Error
	return &v, err
}

func (s *Store) Mark(ctx context.Context, key string) (int64, error) {
	var n int64
	s.db.WithContext(ctx).Model(&IdempotencyTally{}).Where("key = ?", key).Count(&n)
	err := s.db.WithContext(ctx).Model(&IdempotencyMark{}).Where("key = ?", key).Update("seen_at", time.Now()).Error
	return n, err
}

func (s *Store) Pay(w http.ResponseWriter, r *http.Request) {
	res := s.db.WithContext(r.Context()).Clauses(clause.OnConflict{DoNothing: true}).Create(&PaymentAttempt{AttemptID: r.Header.Get("Idempotency-Key")}) // want: inprogress
	if res.Error != nil {
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	if res.RowsAffected == 0 {
		w.WriteHeader(http.StatusConflict) // want: duperror
		return
	}
	if _, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(100)}); err != nil {
		w.WriteHeader(http.StatusPaymentRequired)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// IdempotencyRecord is an ent schema with only "done" and "not done".
type IdempotencyRecord struct{ ent.Schema } // want: inprogress

// Fields of IdempotencyRecord.
func (IdempotencyRecord) Fields() []ent.Field {
	return []ent.Field{
		field.String("key").Unique(),
		field.Time("created_at").Default(time.Now),
	}
}

// IdempotencyCall is its twin: an enum state and the stored response.
type IdempotencyCall struct{ ent.Schema } // want: payloadguard

// Fields of IdempotencyCall.
func (IdempotencyCall) Fields() []ent.Field {
	return []ent.Field{
		field.String("key").Unique(),
		field.Enum("state").Values("in_progress", "succeeded", "failed"),
		field.Bytes("response").Optional(),
	}
}

// IdempotencyTimed is a twin: a mixin adds fields not read here.
type IdempotencyTimed struct{ ent.Schema }

// Mixin of IdempotencyTimed.
func (IdempotencyTimed) Mixin() []ent.Mixin { return []ent.Mixin{mixin.Time{}} }

// Fields of IdempotencyTimed.
func (IdempotencyTimed) Fields() []ent.Field {
	return []ent.Field{field.String("key").Unique()}
}
