package basic

import (
	"sync"
	"time"
)

var seen sync.Map

// CacheByMinute claims a process-local cache slot keyed by the clock: a
// sync.Map key is a cache key, not an idempotency key, so it stays silent.
func CacheByMinute(v string) bool {
	_, loaded := seen.LoadOrStore(time.Now().Format(time.RFC3339Nano)+v, true)
	return loaded
}
