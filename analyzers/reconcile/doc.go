// Copyright 2026 The idemlint Authors. SPDX-License-Identifier: Apache-2.0

/*
Package reconcile defines an Analyzer that reports reconciliation jobs that
emit counts but no gauge of the age of what is still unreconciled.

# Analyzer reconcile

reconcile: report reconciliation jobs with counts and no staleness gauge

A reconciliation job is the last line of defence of exactly-once money
movement: it compares what the service recorded with what the provider
did, and a drift it finds is a duplicate charge or a lost payout. Its
counts (mismatches found, records matched, amounts) say nothing when the
job itself stops: a cron that no longer runs, a ticker loop stuck on one
record, a provider call that times out every night leave the counters
flat, and a flat counter looks like "no drift". Only a gauge of the age
of the oldest unreconciled record (or of the job's last successful run),
with an alert on it, pages someone.

A job is recognised by what its code does, not by its name: a function
(not an HTTP handler, nor reached from one) with a condition that compares
a value read from the service's store (a SELECT, gorm's Find or First, a
lookup) with one read from a provider (a read of a payment provider's SDK,
an HTTP GET; a call nothing resolves counts as the other side of a known
read, never as both; a Temporal activity or a callback handed to a call
lends the call's result what it reads). It is reported when the job's functions or those
that run it (a ticker loop, a cron's func) emit a metric the knowledge
names (Prometheus client_golang, OpenTelemetry metric, expvar, cactus
statsd) that is no age, and nothing emits one: a gauge set from
time.Since or Time.Sub of a record's or a run's time, a Unix timestamp or
SetToCurrentTime, or a gauge function or an observable's callback that
returns one. The job's own duration (time.Since(start) where start is
time.Now() of the same run) is no age.
*/
package reconcile
