// Package claims claims keys with INSERT … ON CONFLICT DO NOTHING into
// tables it creates: a claim into a table without a unique key on the
// claimed column never conflicts.
package claims

import (
	"context"
	"database/sql"

	"dedupschema/wrappers"
)

// Neither table's name says dedup: the claims say it.
//
// want +2 `^table jobs_done is the store of an atomic claim \(INSERT … ON CONFLICT DO NOTHING\) but job_id has no PRIMARY KEY or UNIQUE constraint; the claim never conflicts, so two concurrent deliveries of the same key both proceed; add one: CREATE UNIQUE INDEX CONCURRENTLY jobs_done_job_id_uniq ON jobs_done \(job_id\)$`
const schema = `
CREATE TABLE jobs_done (
	id      BIGSERIAL PRIMARY KEY,
	job_id  TEXT NOT NULL,
	done_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE charges_claimed (
	charge_id TEXT NOT NULL PRIMARY KEY
);
CREATE TABLE webhook_log (
	id      BIGSERIAL PRIMARY KEY,
	hook_id TEXT NOT NULL
);
CREATE TABLE tenant_claims (
	tenant_id TEXT NOT NULL,
	claim_id  TEXT NOT NULL,
	PRIMARY KEY (tenant_id, claim_id)
);
`

func Migrate(ctx context.Context, db *sql.DB) error {
	_, err := db.ExecContext(ctx, schema)
	return err
}

// The claim with a conflict target on a column without a key.
func ClaimJob(ctx context.Context, db *sql.DB, job string) (bool, error) {
	res, err := db.ExecContext(ctx, `INSERT INTO jobs_done (job_id) VALUES ($1) ON CONFLICT (job_id) DO NOTHING`, job) // (the claim: related position of the finding on jobs_done)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// Twin: the claimed column is the primary key.
func ClaimCharge(ctx context.Context, db *sql.DB, charge string) (bool, error) {
	res, err := db.ExecContext(ctx, `INSERT INTO charges_claimed (charge_id) VALUES ($1) ON CONFLICT DO NOTHING`, charge)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// Twin: a composite key scoped by tenant.
func ClaimTenant(ctx context.Context, db *sql.DB, tenant, id string) error {
	_, err := db.ExecContext(ctx, `INSERT INTO tenant_claims (tenant_id, claim_id) VALUES ($1, $2) ON CONFLICT (tenant_id, claim_id) DO NOTHING`, tenant, id)
	return err
}

// The claim through a wrapper of another package, in a constant, with no
// conflict target: the serial primary key never conflicts.
//
// want +2 `^table webhook_seen_log is the store of an atomic claim \(INSERT … ON CONFLICT DO NOTHING\) but hook_id has no PRIMARY KEY or UNIQUE constraint`
const logSchema = `
CREATE TABLE IF NOT EXISTS webhook_seen_log (
	id      BIGSERIAL PRIMARY KEY,
	hook_id TEXT NOT NULL
)`

const claimHook = `INSERT INTO webhook_seen_log (hook_id) VALUES ($1) ON CONFLICT DO NOTHING`

func ClaimHook(ctx context.Context, s *wrappers.Store, hook string) (bool, error) {
	if err := s.Migrate(ctx, logSchema); err != nil {
		return false, err
	}
	return s.Claim(ctx, claimHook, hook)
}

// Twin: an insert that is not a claim, into a table without a key.
func Log(ctx context.Context, db *sql.DB, hook string) error {
	_, err := db.ExecContext(ctx, `INSERT INTO webhook_log (hook_id) VALUES ($1)`, hook)
	return err
}
