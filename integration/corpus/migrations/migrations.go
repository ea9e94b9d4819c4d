// Package migrations holds the services' schema, applied at start-up and
// read by sqlc (see ../sqlc.yaml).
package migrations

import "embed"

//go:embed *.sql
var FS embed.FS
