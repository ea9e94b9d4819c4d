// Package migrations holds the wallet service's PostgreSQL tables, applied
// in order at start-up.
package migrations

import "embed"

//go:embed *.sql
var FS embed.FS
