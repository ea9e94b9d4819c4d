package repository

import (
	"context"
	"time"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
)

// Payee is a bank account a wallet pays out to; ID is the client's key.
type Payee struct {
	ID        string    `bson:"_id" json:"id"`
	Account   string    `bson:"account" json:"account"`
	IBAN      string    `bson:"iban" json:"iban"`
	Name      string    `bson:"name" json:"name"`
	CreatedAt time.Time `bson:"created_at" json:"created_at"`
}

// Payees is the MongoDB store of payees.
type Payees struct {
	coll *mongo.Collection
}

// NewPayees returns the payee store over coll.
func NewPayees(coll *mongo.Collection) *Payees { return &Payees{coll: coll} }

// Insert stores p; a second payee with the same key fails with a duplicate
// key error.
func (s *Payees) Insert(ctx context.Context, p Payee) error {
	_, err := s.coll.InsertOne(ctx, p)
	return err
}

// Get reads a payee by its key.
func (s *Payees) Get(ctx context.Context, id string) (Payee, error) {
	var p Payee
	err := s.coll.FindOne(ctx, bson.M{"_id": id}).Decode(&p)
	return p, err
}
