// Package mongocase holds MongoDB relative updates beside absolute ones.
package mongocase

import (
	"context"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
)

func addCredits(ctx context.Context, coll *mongo.Collection, id string) error {
	_, err := coll.UpdateOne(ctx, bson.M{"_id": id}, bson.M{"$inc": bson.M{"credits": 10}}) // want `\$inc in mongo.Collection.UpdateOne applies the delta again on every retry or redelivery; record the event id in the same document`
	return err
}

func setCredits(ctx context.Context, coll *mongo.Collection, id string, n int) error {
	_, err := coll.UpdateOne(ctx, bson.M{"_id": id}, bson.M{"$set": bson.M{"credits": n}})
	return err
}

func pushEvent(ctx context.Context, coll *mongo.Collection, id, ev string) error {
	update := bson.D{{Key: "$push", Value: bson.D{{Key: "events", Value: ev}}}}
	_, err := coll.UpdateByID(ctx, id, update) // want `\$push in mongo.Collection.UpdateByID appends again on every retry or redelivery`
	return err
}

func addToSet(ctx context.Context, coll *mongo.Collection, id, ev string) error {
	// $addToSet is a set union: a replay changes nothing.
	_, err := coll.UpdateByID(ctx, id, bson.D{{Key: "$addToSet", Value: bson.D{{Key: "events", Value: ev}}}})
	return err
}

func scale(ctx context.Context, coll *mongo.Collection, sku string) {
	coll.UpdateMany(ctx, bson.M{"sku": sku}, bson.M{"$mul": bson.M{"price": 1.1}}) // want `\$mul in mongo.Collection.UpdateMany applies the delta again`
}

func maxSeen(ctx context.Context, coll *mongo.Collection, id string, seq int64) {
	coll.UpdateOne(ctx, bson.M{"_id": id}, bson.M{"$max": bson.M{"seq": seq}})
}
