package checkthenact

import (
	"strings"

	"github.com/idemlint/idemlint/internal/summary"
)

// family is the kind of store a check, claim or record works on.
type family string

const (
	famUnknown family = ""      // a role declared by directive: any store
	famRedis   family = "redis" // go-redis
	famSQL     family = "sql"   // database/sql, pgx, sqlx
	famGorm    family = "gorm"  // gorm
	famDynamo  family = "dynamodb"
	famSyncMap family = "sync.Map" // in process
	famMap     family = "map"      // in process
	famMongo   family = "mongo"
)

// familyOf names the store of an item from the library call its chain ends
// in ("redis.Exists", "sql.DB.QueryRowContext"): the package name is what
// a fact carries across packages.
func familyOf(it *summary.Item) family {
	if it == nil || len(it.Via) == 0 {
		return famUnknown
	}
	last := it.Via[len(it.Via)-1]
	pkg, _, ok := strings.Cut(last, ".")
	if !ok {
		return famUnknown
	}
	switch pkg {
	case "redis":
		return famRedis
	case "sql", "pgx", "pgxpool", "pgconn", "sqlx":
		return famSQL
	case "gorm":
		return famGorm
	case "dynamodb":
		return famDynamo
	case "sync":
		return famSyncMap
	case "mongo":
		return famMongo
	}
	return famUnknown
}

// inProcess reports whether the store lives in the process's memory, where
// a mutex is a correct guard.
func (f family) inProcess() bool { return f == famSyncMap || f == famMap }

func compatible(a, b family) bool { return a == b || a == famUnknown || b == famUnknown }

// remedy is the atomic alternative for a store, as the end of a message.
func (f family) remedy() string {
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
