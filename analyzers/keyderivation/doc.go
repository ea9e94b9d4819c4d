// Copyright 2026 The idemlint Authors. SPDX-License-Identifier: Apache-2.0

/*
Package keyderivation defines an Analyzer that reports idempotency keys that change on every attempt.

# Analyzer keyderivation

keyderivation: report idempotency keys that change on every attempt

An idempotency or deduplication key must be the same on every retry of one
intent and different across intents. keyderivation follows the value that
reaches a key sink (stripe's SetIdempotencyKey and IdempotencyKey, the
Idempotency-Key and Nats-Msg-Id headers, SQS/SNS MessageDeduplicationId,
DynamoDB ClientRequestToken, nats.MsgId, jetstream.WithMsgID, Temporal
workflow and activity IDs, the key of an atomic claim such as SETNX, and
your own functions that forward a parameter into any of these) back to where
it comes from, through formatting, concatenation, encoding, hashing, struct
fields, closures and helper functions in any package, and reports:

  - a key derived from the clock (time.Now and what is computed from it),
    wherever it is used, and a key hashed from a payload that holds a
    timestamp: it changes between retries and can collide across intents;
  - a random key (uuid, ulid, ksuid, xid, math/rand, crypto/rand, random
    bytes read into a buffer and encoded, by a helper in any package,
    stripe's NewIdempotencyKey) minted inside the callback of a retry wrapper
    (backoff, retry-go, go-retry…) or inside a hand-written retry loop:
    every attempt sends a new key, so a timeout followed by a retry repeats
    the charge;
  - a random key minted inside a message or request handler and used before
    it is recorded anywhere: a redelivered message or a retried request
    mints a new one;
  - a call, inside a retry or a handler, of a helper of the same package
    that mints its own random key on every call;
  - a key sent to a service (not a claim's, not an activity's ID) that is
    one constant on every call of a function whose operation takes an input
    from the function's parameters: every intent shares the first one's key
    (constant-key).

Random values that never reach a key (trace IDs, row IDs, file names, retry
jitter), keys read from the caller, keys derived from stable identifiers,
keys minted once before a retry and reused by every attempt, and keys
recorded or returned before use are not reported. Neither are keys used in
_test.go files: tests mint unique fixture keys from the clock or uuid on
purpose, and nothing retries or redelivers them.

When the key is minted directly in a retried function literal, a suggested
fix mints it once above the retry call.

Suppress a finding with //idemlint:ignore keyderivation <reason>; declare a
sanctioned key minter with //idemlint:keyminter. The flags -time-keys,
-handlers and -calls turn the clock, handler and per-call rules off. See
docs/keyderivation.md.
*/
package keyderivation
