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

// The compare-and-set the message advises: the filter skips a document
// that already holds the event, and the update records it.
func addCreditsOnce(ctx context.Context, coll *mongo.Collection, id, ev string) error {
	_, err := coll.UpdateOne(ctx,
		bson.M{"_id": id, "applied": bson.M{"$ne": ev}},
		bson.M{"$inc": bson.M{"credits": 10}, "$addToSet": bson.M{"applied": ev}})
	return err
}

// A push guarded by a filter on the pushed array's element ID.
func pushPostOnce(ctx context.Context, coll *mongo.Collection, tags []string, postID string, post any) error {
	filter := bson.M{"_id": bson.M{"$in": tags}, "posts.id": bson.M{"$ne": postID}}
	update := bson.M{"$push": bson.M{"posts": post}}
	_, err := coll.UpdateMany(ctx, filter, update)
	return err
}

// A $ne filter on a field the update does not write guards nothing.
func addCreditsUnrelated(ctx context.Context, coll *mongo.Collection, id string) error {
	_, err := coll.UpdateOne(ctx, bson.M{"_id": id, "status": bson.M{"$ne": "closed"}}, bson.M{"$inc": bson.M{"credits": 10}}) // want `\$inc in mongo.Collection.UpdateOne applies the delta again`
	return err
}
