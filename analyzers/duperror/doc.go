// Copyright 2026 The idemlint Authors. SPDX-License-Identifier: Apache-2.0

/*
Package duperror defines an Analyzer that reports a duplicate answered as
an error.

# Analyzer duperror

duperror: report a duplicate answered as an error

A retry of a request that succeeded, or a redelivery of a message that was
processed, finds its key already taken: the claim is lost (go-redis SetNX
false, INSERT … ON CONFLICT DO NOTHING with no row), or the insert hits the
unique constraint (pgx's and lib/pq's SQLSTATE 23505, MySQL's 1062,
SQLite's UNIQUE constraint, gorm's ErrDuplicatedKey, mongo's duplicate key,
DynamoDB's ConditionalCheckFailedException, or a team's helper or sentinel
that says so). duperror reports the branch that answers that duplicate
with an error without reading the stored record:

  - an HTTP handler (net/http, gin, echo) that reads an idempotency key
    and answers 409, 422 or 5xx (category http): the client is told a
    request failed whose effect happened, and shows the user a failure for
    money that moved;
  - a gRPC or connect method that builds codes.AlreadyExists or Aborted
    (category rpc);
  - a message handler (a function that takes a message the knowledge acks,
    or is handed to a consume call) that returns an error (category
    message): the broker redelivers the duplicate, it fails again every
    time, and it ends in the dead-letter queue, where a replay sends it
    again.

Silent: a branch that reads the record (a lookup, a Get, a SELECT, a
function that checks, a call idemlint cannot see whose result it uses)
and answers 409 while it is in progress or replays its response; a
duplicate acknowledged and skipped (nil returned); a 400 or 404; a
function that is no entry point and hands the duplicate to its caller; an
HTTP handler that reads no key, whose duplicate is a collision on a value
of the resource (a sign-up's unique email), where 409 is honest.
*/
package duperror
