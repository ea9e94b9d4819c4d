// Package dynamoapp is a consumer that keeps its keys through the
// repository's Put: its constants decide.
package dynamoapp

import (
	"context"
	"time"

	"keyretention/dynamorepo"
)

func Handle(ctx context.Context, s *dynamorepo.Store, id string) {
	s.Put(ctx, "msg:"+id, 20*time.Minute) // want `dedup item of DynamoDB table "idempotency_keys" \(through Put\) expires by its TTL attribute "ttl" 20m after`
	s.Put(ctx, "msg:"+id, 7*24*time.Hour)
}
