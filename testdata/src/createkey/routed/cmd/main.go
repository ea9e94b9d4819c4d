// Command cmd builds the service over its store and hands it to the router.
package main

import (
	"database/sql"
	"net/http"

	"createkey/routed/repo"
	"createkey/routed/router"
	"createkey/routed/wallet"
)

func main() {
	db, _ := sql.Open("postgres", "")
	r := router.New(wallet.NewService(repo.New(db))) // want `router.New is handed a value whose Transfer performs a row insert \(wallet.Service.Transfer, which calls repo.SQL.Create, which calls sql.DB.Exec\), and handler handlers.Wallet.Transfer of POST /transfers calls handlers.Wallet.svc.Transfer at handlers.go:31 and reads no idempotency key`
	// Twin: the same routes over a store whose Create only reads.
	audit := router.New(wallet.NewService(repo.NewAudit(db)))
	_ = http.ListenAndServe(":8080", r.Mux)
	_ = audit
}
