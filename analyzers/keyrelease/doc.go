// Copyright 2026 The idemlint Authors. SPDX-License-Identifier: Apache-2.0

/*
Package keyrelease defines an Analyzer that reports a key record released
by an attempt that did not create it, and a precondition checked before
the key lookup.

# Analyzer keyrelease

keyrelease: report a key record released by the wrong attempt, and preconditions checked before the key

An idempotency record belongs to the attempt that created it. Releasing it
(deleting it so that a later attempt can run again) is the right recovery
for that attempt when its effect failed; from any other attempt it erases
the first attempt's record, and the retry after it runs the effect again.
A precondition that reads mutable state (a balance, a stock level, a name
already taken) and is checked before the key lookup refuses the retry of
an operation that succeeded: the first attempt spent the balance. keyrelease
reports:

  - a release on a path where this attempt did not create the record
    (category release): a Redis Del, an SQL DELETE … WHERE key = $1, gorm's
    Delete, a mongo DeleteOne, a DynamoDB DeleteItem, or a function of the
    program that does one, of the key that a claim or insert of the same
    function takes, on the duplicate's branch (the claim was lost, the
    insert hit the unique constraint) or on a failure path before the
    claim; and a deferred release (defer Del, or a deferred literal that
    releases on error) that also runs when the function returns an error
    on the duplicate's branch or before the claim, unless a captured bool
    says this attempt won;
  - a precondition before the key lookup (category precondition): a read of
    a store (a SELECT, gorm's First, a Redis Get, a function whose summary
    reads one) whose value an if tests, on one side of which the handler
    rejects (a 4xx or 5xx, an RPC code, an error returned) without
    reaching the key's claim or lookup, which comes after it.

Silent: a release by the attempt that took the claim (after its effect
failed); a release of another key (a lock of its own); a precondition
checked after the key lookup; a read before the key that rejects only when
the read itself fails; a validation of the request that reads no store.
*/
package keyrelease
