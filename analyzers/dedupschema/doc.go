// Copyright 2026 The idemlint Authors. SPDX-License-Identifier: Apache-2.0

/*
Package dedupschema defines an Analyzer that reports dedup tables whose key has no unique constraint.

# Analyzer dedupschema

dedupschema: report dedup tables whose key has no unique constraint

TODO: what the analyzer reports, why it breaks under retry or redelivery,
and how to fix it. See docs/dedupschema.md.
*/
package dedupschema
