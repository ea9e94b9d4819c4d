// Copyright 2026 The idemlint Authors. SPDX-License-Identifier: Apache-2.0

/*
Package relativewrite defines an Analyzer that reports persisted deltas and toggles that a replay applies twice.

# Analyzer relativewrite

relativewrite: report persisted deltas and toggles that a replay applies twice

A relative write applied twice is applied twice: UPDATE accounts SET
balance = balance + $1 replayed by a retry or a redelivered message doubles
the credit, SET active = NOT active replayed flips it back. relativewrite
reports, at the write:

  - SQL through database/sql, pgx, sqlx and gorm's Exec/Raw: an UPDATE (or an
    upsert's DO UPDATE SET / ON DUPLICATE KEY UPDATE) with c = c ± e,
    c = c * e, c = c / e, c = NOT c, c = 1 - c, c = c || e or
    array_append(c, e), in a query text folded from constants,
    concatenation and fmt.Sprintf (category delta, toggle or append);
  - gorm's Update, UpdateColumn, Updates and UpdateColumns with a
    gorm.Expr("c + ?") value;
  - go-redis INCR, INCRBY, INCRBYFLOAT, DECR, DECRBY, HINCRBY, HINCRBYFLOAT,
    ZINCRBY, APPEND, and LPUSH/RPUSH on a key that names a ledger;
  - MongoDB updates holding $inc, $mul or $push (not $addToSet, $max, $set);
  - DynamoDB UpdateItem whose UpdateExpression holds ADD n :v on a number,
    SET a = a + :v or SET a = list_append(a, :v).

It stays silent on absolute writes; on updates whose WHERE clause makes a
replay match no row (version = $3 with version = version + 1, last_event <>
$3 with last_event = $3) and DynamoDB updates conditioned on a
processed-event set or a version; on GREATEST/LEAST and $max/$min; on a
delta whose transaction (the same *sql.Tx, pgx.Tx or gorm tx, or the
callback of Transaction/BeginFunc) also inserts into a dedup table
(idempotency, processed, inbox, dedup, seen, consumed…) or claims a key
(ON CONFLICT DO NOTHING, SET NX, a wrapper whose summary claims); on a
delta that a claim dominates, in its function or before the literal it
runs in, inside a go-redis Watch callback, or inside a function declared
//idemlint:claim; on in-memory counters (prometheus, expvar, sync/atomic,
locals); on SQL attempt counters (a column named attempts, retry_count,
failures, error_count…: it counts deliveries, replays included); and on
Redis counters whose key embeds a time bucket (time.Now
and what derives from it) or names a rate limiter (a key segment rate,
ratelimit, limiter, throttle, window or bucket) or that the same function
gives a time to live (INCR then EXPIRE in one pipeline).

A function that runs a delta on a transaction it receives as a parameter
is not reported itself: a fact carries the delta to its callers (in any
package), which are reported where they pass a transaction nothing keys.

With -zombie-write, an UPDATE … SET c = $1 on a table whose DDL in the
package has a version column, with no version condition, is reported too
(category zombie-write). The suite setting dedup-words sets the words
that mark a dedup table, key or model name.

Suppress a finding with //idemlint:ignore relativewrite <reason>. See
docs/relativewrite.md.
*/
package relativewrite
