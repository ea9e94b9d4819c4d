// Copyright 2026 The idemlint Authors. SPDX-License-Identifier: Apache-2.0

/*
Package relativewrite defines an Analyzer that reports persisted deltas and toggles that a replay applies twice.

# Analyzer relativewrite

relativewrite: report persisted deltas and toggles that a replay applies twice

TODO: what the analyzer reports, why it breaks under retry or redelivery,
and how to fix it. See docs/relativewrite.md.
*/
package relativewrite
