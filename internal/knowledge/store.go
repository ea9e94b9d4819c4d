package knowledge

// Store names where a key role (Check, Claim, Record, KeySink) keeps its
// key: the family of the library call. It travels with the role through
// every wrapper's summary, so a check and a record many calls away can be
// told to use the same store (or not), and a key kept in the process's
// own memory is never taken for an idempotency key another attempt or
// replica must repeat.
type Store string

// The stores.
const (
	StoreUnknown Store = ""
	StoreRedis   Store = "redis"
	StoreSQL     Store = "sql"
	StoreGorm    Store = "gorm"
	StoreDynamo  Store = "dynamodb"
	StoreMongo   Store = "mongo"
	StoreSyncMap Store = "sync.Map" // in process
	StoreMap     Store = "map"      // in process: a map behind a mutex
)

// InProcess reports whether the store lives in the process's memory: a
// mutex is a correct guard for it, and its keys are cache keys that no
// other process or later attempt shares.
func (s Store) InProcess() bool { return s == StoreSyncMap || s == StoreMap }

// stores maps the import paths of the libraries the knowledge describes to
// the store their key roles use, package by package (sync is not
// sync/atomic).
var stores = []struct {
	path  string
	store Store
}{
	{"sync", StoreSyncMap},
	{"database/sql", StoreSQL},
	{"github.com/jackc/pgx/v5", StoreSQL},
	{"github.com/jackc/pgx/v5/pgxpool", StoreSQL},
	{"github.com/jackc/pgx/v5/pgconn", StoreSQL},
	{"github.com/jackc/pgx/v4", StoreSQL},
	{"github.com/jackc/pgx/v4/pgxpool", StoreSQL},
	{"github.com/jmoiron/sqlx", StoreSQL},
	{"github.com/redis/go-redis/v9", StoreRedis},
	{"github.com/go-redis/redis/v8", StoreRedis},
	{"gorm.io/gorm", StoreGorm},
	{"github.com/jinzhu/gorm", StoreGorm},
	{"github.com/aws/aws-sdk-go-v2/service/dynamodb", StoreDynamo},
	{"github.com/aws/aws-sdk-go/service/dynamodb", StoreDynamo},
	{"go.mongodb.org/mongo-driver/mongo", StoreMongo},
	{"go.mongodb.org/mongo-driver/v2/mongo", StoreMongo},
}

// Store returns the store the entry's key roles keep their key in, from
// the package it belongs to; StoreUnknown for a key handed to a service
// that deduplicates on it (a payment provider, a broker, a workflow engine).
func (f *Func) Store() Store {
	if f == nil {
		return StoreUnknown
	}
	pkg := PkgOf(f.Name)
	for _, s := range stores {
		if s.path == pkg {
			return s.store
		}
	}
	return StoreUnknown
}
