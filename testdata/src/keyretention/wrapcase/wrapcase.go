// Package wrapcase calls the wrappers with constant TTLs.
package wrapcase

import (
	"context"
	"time"

	"keyretention/wrappers"
)

const shortTTL = 5 * time.Minute

func short(ctx context.Context, id string) {
	wrappers.Claim(ctx, id, shortTTL) // want `dedup key "idem:…" \(through Claim\) is claimed with SetNX for 5m`
}

func long(ctx context.Context, id string) {
	wrappers.Claim(ctx, id, 48*time.Hour)
}

func outer(ctx context.Context, id string) {
	wrappers.Outer(ctx, id, time.Hour) // want `\(through Outer\) is claimed with SetNX for 1h`
}

func cache(ctx context.Context, id string) {
	wrappers.Remember(ctx, id, time.Minute)
}
