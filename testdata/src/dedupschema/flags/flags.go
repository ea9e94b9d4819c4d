// Package flags is analyzed with -dedup-words=ledger -key-columns=entry_ref.
package flags

var migrations = []string{
	`CREATE TABLE ledger_entries (id BIGSERIAL PRIMARY KEY, entry_ref TEXT NOT NULL)`, // want `table ledger_entries stores dedup keys but entry_ref has no PRIMARY KEY`
	// Twin: the default words and key columns are replaced.
	`CREATE TABLE idempotency_keys (key TEXT NOT NULL)`,
}
