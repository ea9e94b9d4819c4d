// Package migrations embeds golang-migrate files; it imports nothing but
// embed. The findings are lines of the .sql files.
package migrations

import "embed"

// FS holds the migrations, applied by version number.
//
//go:embed sql/*.sql
var FS embed.FS
