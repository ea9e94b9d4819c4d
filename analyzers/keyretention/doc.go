// Copyright 2026 The idemlint Authors. SPDX-License-Identifier: Apache-2.0

/*
Package keyretention defines an Analyzer that reports dedup keys kept for less than the replay horizon.

# Analyzer keyretention

keyretention: report dedup keys kept for less than the replay horizon

A dedup key only stops a duplicate that arrives while the key still
exists. Redeliveries and client retries arrive hours or days after the
first attempt (a consumer down overnight, a dead-letter queue replayed a
week later, a mobile client retrying after it reconnects): a key that
expired an hour after it was claimed lets that duplicate through, and it
charges, ships or credits again. keyretention reports a dedup key stored
with a constant TTL under the floor (min-ttl, default 24h; money-min-ttl,
default 7 days, when the function that claims the key or sets its TTL
performs a payment effect):

  - go-redis v9 SetNX and SetArgs with Mode "NX" (a claim), Set, SetEx and
    SetArgs of an idempotency record, and Expire/PExpire of a dedup key
    (category redis-ttl);
  - a SQL DELETE of a dedup table's rows older than a constant age (now() -
    interval '1 hour', DATE_SUB, datetime('now', '-1 hour'), a bound
    interval, a cutoff time.Now().Add(-d) bound as an argument), through
    database/sql, pgx, sqlx and gorm (category sql-cleanup);
  - a NATS JetStream stream whose StreamConfig.Duplicates window is under
    the floor, in a program that publishes with a Msg-Id (category
    nats-duplicates);
  - a DynamoDB PutItem of a dedup item whose TTL attribute is
    time.Now().Add(d).Unix() (category dynamodb-ttl).

A dedup key is a key claimed with SET NX, a key (table, DynamoDB table)
whose name names a dedup store by the suite's dedup-words, a table or item
the package claims keys in, or a key the same function checks (Get,
Exists) before writing it, unless the value written is computed from what
the check read (a cached entry updated in place). Cache, lock, lease,
session and rate-limit keys (by their text) are not dedup keys, nor is a
SET NX lock: a claim the function releases with a deferred Del, or one
that stores an owner token (not a constant) in a package that releases
keys by compare-and-delete (a Lua script that GETs and DELs, or a Get then
a Del).

The TTL is folded when it is a constant (named constants, untyped
constants, 24 * time.Hour, time.Duration(n) * time.Minute) or a struct
field that the package only ever sets to one constant (a config default).
A TTL passed through a wrapper's parameter is judged at each caller
(a fact on the wrapper). TTLs from configuration that cannot be folded
(flags, environment, a config field also set from a file) are not judged,
nor are TTL 0 (no expiry) and tests.
*/
package keyretention
