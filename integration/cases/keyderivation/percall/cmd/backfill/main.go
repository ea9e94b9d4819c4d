// Command backfill runs once by hand: nothing calls main again, so a key
// minted there is not reported.
package main

import (
	"log"

	"github.com/google/uuid"

	"github.com/idemlint/idemlint/integration/cases/keyderivation/percall/payments"
)

func main() {
	if _, err := payments.Charge(100, uuid.NewString()); err != nil {
		log.Fatal(err)
	}
}
