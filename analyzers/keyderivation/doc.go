// Copyright 2026 The idemlint Authors. SPDX-License-Identifier: Apache-2.0

/*
Package keyderivation defines an Analyzer that reports idempotency keys that change on every attempt.

# Analyzer keyderivation

keyderivation: report idempotency keys that change on every attempt

TODO: what the analyzer reports, why it breaks under retry or redelivery,
and how to fix it. See docs/keyderivation.md.
*/
package keyderivation
