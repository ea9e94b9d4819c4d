// Package embedded keeps its schema in .sql migration files embedded with
// //go:embed, as golang-migrate and goose lay them out. It imports nothing
// but embed: dedupschema reads it all the same. The findings are in the .sql
// files, marked there with "-- want" comments.
package embedded

import "embed"

// Migrations are golang-migrate's: NNN_name.up.sql and NNN_name.down.sql.
//
//go:embed migrations/*.sql
var Migrations embed.FS

// Goose keeps up and down in one file.
//
//go:embed goose
var Goose embed.FS
