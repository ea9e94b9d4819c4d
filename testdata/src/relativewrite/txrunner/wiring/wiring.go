// Package wiring hands the service its repository: the unkeyed transaction
// meets the repository's debit here.
package wiring

import (
	"github.com/jmoiron/sqlx"

	"relativewrite/txrunner/repo"
	"relativewrite/txrunner/service"
)

// Wallets wires the repository whose debit guards an overdraft, not a
// replay.
func Wallets(db *sqlx.DB) *service.Service {
	return service.NewService(repo.NewRepo(db)) // want `service.NewService is handed a value whose TransferTx runs balance = balance - \$2 \(in repo.Repo.TransferTx, which calls repo.Repo.debitTx, which calls sql.Tx.Exec\) on the transaction service.Service.Transfer hands it at service.go:34, which nothing keys: it applies the delta again on every retry or redelivery`
}

// Twin: the same service over the repository that debits by
// compare-and-set on the version.
func Versioned(db *sqlx.DB) *service.Service {
	return service.NewService(repo.NewVersioned(db))
}
