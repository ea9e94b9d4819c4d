// Copyright 2026 The idemlint Authors. SPDX-License-Identifier: Apache-2.0

/*
Package checkthenact defines an Analyzer that reports dedup checks that are not atomic with their claim.

# Analyzer checkthenact

checkthenact: report dedup checks that are not atomic with their claim

checkthenact reports an existence check on a dedup store (go-redis Exists,
Get compared with redis.Nil, HExists, SIsMember; SQL SELECT EXISTS, COUNT or
SELECT 1 through database/sql, pgx or gorm Raw; gorm First, Take, Last, Find
and Count; DynamoDB GetItem; sync.Map Load; a lookup in a map held in a
struct field or a package variable; user functions whose summary says they
check) whose result decides whether an effect runs, when the same key is
recorded afterwards (Set, HSet, SAdd, INSERT, gorm Create, PutItem without a
condition, sync.Map Store, a map store, user functions that record) and no
atomic claim on that store runs before the effect.

Two deliveries of the same message, or a retry racing the original request,
both read "not seen", both run the effect and both record the key: the check
deduplicates sequential repeats only. The remedy is a claim that tests and
records in one step, before the effect: SetNX or SET … NX, HSetNX, INSERT …
ON CONFLICT DO NOTHING (or INSERT IGNORE) with RowsAffected deciding,
Clauses(clause.OnConflict{DoNothing: true}).Create in gorm, PutItem with
ConditionExpression attribute_not_exists, sync.Map LoadOrStore.

Correct forms stay silent: a claim on the store before the effect, writes
queued in MULTI/EXEC under a Redis WATCH, SELECT … FOR UPDATE or an advisory lock in the
transaction, an SQL effect in the same transaction as the record, an
in-process map or sync.Map guarded by one mutex held from the check through
the record, and lookups that guard no effect.

A sync.Mutex held around a check on Redis, SQL or DynamoDB is reported under
its own category (mutex-one-process): it serializes the goroutines of one
replica, not the replicas.

An atomic claim whose outcome nothing reads is no claim (claim-unchecked):
a go-redis SetNX whose Val or Result is never read, an INSERT … ON
CONFLICT DO NOTHING whose rows-affected count or RETURNING row is never
read, or a function of yours, in any package, that claims and returns
nothing that says whether it won (an error only, or true whatever the
store answered), followed by an effect: every duplicate runs the effect.
It is reported at the claim, the effect as related position.

A call through an interface or a func value that nothing resolves, made
between the check and the record on the path where the key was absent, is
the effect being deduplicated: the check and the record prove it, when the
record stores a marker, a constant or a timestamp. When it stores what the
call computed, the pair is a cache fill (memoization) and stays silent. Pure
calls (logging, metrics, encoding, formatting) never are effects. A record
made by a deferred call or a deferred closure counts, after the effect.

A row read without a lock (a lookup, gorm First, Take or Last) whose status
decides an external effect, with the same row updated after the effect, is
the check-then-act of a state machine (status-check-then-act); a lock in the
transaction (FOR UPDATE, clause.Locking) or a conditional UPDATE whose
RowsAffected is read before the effect is the correct form.

Categories: check-then-act, check-then-act-in-memory, mutex-one-process,
claim-unchecked, status-check-then-act. Flags: -in-memory (maps and sync.Map, default true) and
-mutex (the mutex category, default true). A go-redis Exists and Set of the
same key, with a value and TTL known before the check, get a suggested fix
that claims the key with SetNX before the effect. See docs/checkthenact.md.
*/
package checkthenact
