// Package migrations holds the billing service's shared tables, applied in
// order by golang-migrate at start-up.
package migrations

import "embed"

//go:embed *.sql
var FS embed.FS
