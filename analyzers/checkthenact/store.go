package checkthenact

import (
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

// family is the kind of store a check, claim or record works on: the
// summary carries it on every key role as data (knowledge.Store).
type family = knowledge.Store

const (
	famUnknown = knowledge.StoreUnknown // a role declared by directive: any store
	famRedis   = knowledge.StoreRedis
	famSQL     = knowledge.StoreSQL // database/sql, pgx, sqlx
	famGorm    = knowledge.StoreGorm
	famDynamo  = knowledge.StoreDynamo
	famSyncMap = knowledge.StoreSyncMap // in process
	famMap     = knowledge.StoreMap     // in process
	famMongo   = knowledge.StoreMongo
)

// familyOf is the store of an item.
func familyOf(it *summary.Item) family {
	if it == nil {
		return famUnknown
	}
	return it.Store
}

func compatible(a, b family) bool { return a == b || a == famUnknown || b == famUnknown }

// remedy is the atomic alternative for a store, as the end of a message.
func remedy(f family) string {
	switch f {
	case famRedis:
		return "claim the key with SetNX (SET … NX) before the effect and skip when it was already set"
	case famSQL:
		return "claim the key with INSERT … ON CONFLICT DO NOTHING before the effect and check RowsAffected"
	case famGorm:
		return "claim the key with Clauses(clause.OnConflict{DoNothing: true}).Create before the effect and check RowsAffected"
	case famDynamo:
		return "claim the key with PutItem and ConditionExpression attribute_not_exists before the effect"
	case famSyncMap:
		return "use LoadOrStore to claim the key before the effect"
	case famMap:
		return "hold one mutex from the lookup through the store, or claim the key with sync.Map.LoadOrStore"
	case famMongo:
		return "claim the key with an insert into a collection with a unique index before the effect"
	}
	return "claim the key atomically before the effect"
}
