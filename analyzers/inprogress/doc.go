// Copyright 2026 The idemlint Authors. SPDX-License-Identifier: Apache-2.0

/*
Package inprogress defines an Analyzer that reports idempotency stores with
only "done" and "not done".

# Analyzer inprogress

inprogress: report idempotency stores with no in-progress state

Under a retry storm the common duplicate is not one that arrives after the
first attempt finished: it arrives while the first attempt is still running,
or after it died half-way. An idempotency store that knows only "key taken"
and "key free" cannot tell those apart from a finished request, so it
answers them as if they had succeeded, or never runs the effect at all.
inprogress reports three shapes of it:

  - a claim whose losing branch answers success (category lost-claim): an
    HTTP handler that loses a claim (go-redis SetNX, INSERT … ON CONFLICT
    DO NOTHING with RowsAffected, a claim through a wrapper) and answers
    200 or 2xx without reading the stored outcome and without a 409 or 202;
    a function returning a result and an error whose losing branch returns
    a nil result and a nil error. A function that returns only an error (a
    message handler, a command) is not judged here: acking a duplicate is
    right when the first delivery finished, and the case where it did not
    is the next one;
  - a claim recorded as done before the effect (category done-before-effect):
    a claim followed, on the winning branch, by a payment, publish, HTTP
    mutation, notification or workflow start, with nothing after that
    effect that writes the store again (a Set or UPDATE of the outcome, a
    Del of the claim on failure, an Expire, a commit): a failure or a crash
    between the claim and the effect leaves the key taken for ever, and
    every retry is answered as a duplicate of an effect that never ran.
    A plain insert on the table's primary or unique key (by the package's
    DDL, or a gorm model's tags) is such a claim when it inserts the key
    the function has just checked, or into a dedup table, and its error
    makes the function return: committed on its own and followed by a
    write of another table in a transaction of its own (or an external
    effect), with no later write of the claim's own table, it is reported;
  - an idempotency store with no state and no stored response (category
    schema): a CREATE TABLE, a gorm model or an ent schema with no
    state/status column and no response/result column, that the package
    uses as a request's store (a handler, or a function returning a
    result and an error, claims or looks up a key in it, then performs an
    effect the claim does not commit with), or that nothing in the
    package uses (only created, only migrated) and whose name says request
    idempotency (idempotency_keys, idempotent_requests). Schema alone
    proves nothing: a consumer's dedup table or inbox, a log of keys sent
    to a provider, and a claim committed in the effect's transaction are
    left alone.

The correct shape stays silent: INSERT (key, state = 'in_progress',
request_hash) ON CONFLICT DO NOTHING, the effect, then UPDATE … SET state =
'succeeded', response = …; a losing branch that reads the stored response
or answers 409 Conflict (or 202 Accepted) while the first is in progress.
What the analyzer cannot see proves nothing: a losing branch that calls a
function of unknown effect and uses its result is not reported.
*/
package inprogress
