// Copyright 2026 The idemlint Authors. SPDX-License-Identifier: Apache-2.0

/*
Package retrykeyless defines an Analyzer that reports retries of mutating calls that carry no idempotency key.

# Analyzer retrykeyless

retrykeyless: report retries of mutating calls that carry no idempotency key

TODO: what the analyzer reports, why it breaks under retry or redelivery,
and how to fix it. See docs/retrykeyless.md.
*/
package retrykeyless
