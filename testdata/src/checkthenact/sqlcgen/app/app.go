// Package app wires the service to the SQL repository.
package app

import (
	"checkthenact/sqlcgen/db"
	"checkthenact/sqlcgen/payouts"
	"checkthenact/sqlcgen/repo"
)

func Wire(conn db.DBTX) *payouts.Service {
	return payouts.New(repo.NewSQL(db.New(conn)))
}
