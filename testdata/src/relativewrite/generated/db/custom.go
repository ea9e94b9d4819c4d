// Package db is shaped like sqlc's output (db.go, querier.go and
// query.sql.go carry sqlc's header) beside a hand-written file: a finding
// in generated code is reported at the first hand-written caller, here
// and in package service.
package db

import "context"

// Topup is hand-written code in the generated package: it is the caller.
func (q *Queries) Topup(ctx context.Context, id string) error {
	return q.CreditAccount(ctx, CreditAccountParams{ID: id, Amount: 10}) // want `in generated db.Queries.CreditAccount \(UPDATE accounts SET balance = balance \+ \$2 WHERE id = \$1\): balance = balance \+ \$2 applies the delta again`
}
