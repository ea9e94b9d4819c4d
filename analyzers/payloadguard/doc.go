// Copyright 2026 The idemlint Authors. SPDX-License-Identifier: Apache-2.0

/*
Package payloadguard defines an Analyzer that reports idempotency stores
that replay a recorded result for a key without comparing the request.

# Analyzer payloadguard

payloadguard: report stored results replayed with no request fingerprint

An idempotency key says "this is the same request as before"; only the
request can prove it. A client that reuses a key for a different request
(a bug, a key built from a cart ID that changed, two tabs) must be told
so, loudly: a store that answers it with the first request's recorded
result tells it that a charge of 10 went through when it asked for 100.
payloadguard reports two shapes of it:

  - a replay path (category replay): a function that reads a record
    under an idempotency key (go-redis Get, a one-row SELECT, gorm First,
    a store wrapper whose summary looks a key up, a call nothing resolves
    that returns a struct named like an idempotency store with a
    response field) and, on the branch
    where it was found, hands a value read from it to the response (a
    ResponseWriter, gin's or echo's context) or returns it as a result
    beside a nil error, with no comparison on the way between a value
    read from the record and a value computed from the request (a hash
    of its body) that is not the key itself. A lookup is an idempotency
    lookup when its key or its statement holds a dedup word
    ("idem:", idempotency_keys), an Idempotency-Key header, or its
    record's type is named like one;
  - a schema (category schema): a CREATE TABLE, a gorm model or an ent
    schema that the package claims a key in (INSERT … ON CONFLICT DO
    NOTHING, gorm's OnConflict{DoNothing}) or that is named for request
    idempotency (idempotency_keys, idempotent_requests, dedup_requests)
    that stores a response (a
    column named response, result, outcome, reply or output) and no
    column that could hold what the request was (hash, fingerprint,
    digest, checksum, signature, body, payload or params, not also a
    response word).

The comparison is recognised by data flow, not by names: an If whose
condition compares (==, !=, <, >, bytes.Equal, hmac.Equal, any call handed
both) a value that depends on the lookup with a value that depends on the
request and not on the lookup, before the replay. A key that is itself a
hash of the body (crypto/…, hash/…) needs no comparison. A store that
replays nothing is not reported: a duplicate answered 409, a consumer's
seen-set, a table with no response column (inprogress judges those).
*/
package payloadguard
