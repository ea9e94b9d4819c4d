// Copyright 2026 The idemlint Authors. SPDX-License-Identifier: Apache-2.0

/*
Package dedupschema defines an Analyzer that reports dedup tables whose key has no unique constraint.

# Analyzer dedupschema

dedupschema: report dedup tables whose key has no unique constraint

A dedup store is only as good as its unique constraint: two deliveries of
the same message that both insert their key into a table without a PRIMARY
KEY or UNIQUE constraint on it both succeed, and both go on to charge,
ship or credit. dedupschema reads the schema a package declares and reports:

  - a table whose name says dedup (idempotency, dedup, inbox, processed,
    seen, consumed, handled, applied) created with a key column (key,
    idempotency_key, message_id, event_id, request_id, dedup_id…) that no
    PRIMARY KEY, UNIQUE constraint or unique index covers (category table);
  - a table that an INSERT … ON CONFLICT DO NOTHING, INSERT IGNORE or INSERT
    OR IGNORE of the package claims into, when no unique key of the table
    can make that insert conflict: the claim never fails, whatever the
    table's name (category claim-store, with the claim as related position);
  - a transactional outbox table (outbox, order_outbox, outbox_messages)
    whose message-ID column has no PRIMARY KEY or UNIQUE constraint: a
    retried enqueue is published twice, and the consumer's dedup on that ID
    is only as good as the constraint (category outbox);
  - a gorm model passed to AutoMigrate whose name or TableName says dedup,
    when its key field has no primaryKey, unique, uniqueIndex or unique
    index tag (category gorm-model; fix: add gorm:"uniqueIndex");
  - an ent schema whose name says dedup, when its key field is not Unique()
    and no unique index of Indexes() includes it (category ent-schema; fix:
    add .Unique()).

SQL is read from every string constant and literal of the package (DDL
passed to Exec, held in a migration slice or a const) and from the .sql
files it embeds with //go:embed, in migration order (golang-migrate,
goose, sql-migrate, dbmate and atlas layouts; down migrations are left
out). CREATE TABLE, CREATE [UNIQUE] INDEX and ALTER TABLE statements of all
of them build one catalog, so a unique index added by a later statement or
a later migration satisfies the rule. A composite key counts when its other
columns are scope columns (tenant, consumer), not a serial id or a
timestamp; partial unique indexes and expression keys count; a plain
CREATE INDEX does not. DDL built with fmt.Sprintf is read with the
placeholder as part of the table's name (CREATE TABLE %s_inbox, one per
tenant). Temporary tables, DDL whose whole name or definition is decided
at run time, and _test.go files are left alone.

The SQL finding is reported at the CREATE TABLE (inside the embedded file
when it is there) and shows the statement to add, in its safe form for a
live table: CREATE UNIQUE INDEX CONCURRENTLY on PostgreSQL, ALTER TABLE …
ADD UNIQUE INDEX …, ALGORITHM=INPLACE, LOCK=NONE on MySQL.

The suite setting dedup-words sets the words that mark a dedup table or
model name; -key-columns the names of key columns. Suppress a finding with
//idemlint:ignore dedupschema <reason> (in a .sql file, as a SQL comment
on the CREATE TABLE line or the line above). See docs/dedupschema.md.
*/
package dedupschema
