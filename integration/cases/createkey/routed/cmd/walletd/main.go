// Command walletd wires the repositories, the service and the router.
package main

import (
	"database/sql"
	"log"

	"github.com/idemlint/idemlint/integration/cases/createkey/routed/repository"
	"github.com/idemlint/idemlint/integration/cases/createkey/routed/router"
	"github.com/idemlint/idemlint/integration/cases/createkey/routed/wallet"
)

func main() {
	db, err := sql.Open("postgres", "")
	if err != nil {
		log.Fatal(err)
	}
	svc := wallet.NewService(repository.NewWallets(db), repository.NewTransactions(db))
	r := router.NewRouter(svc) // want: createkey
	log.Fatal(r.Engine.Run(":8080"))
}
