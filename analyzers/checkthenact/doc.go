// Copyright 2026 The idemlint Authors. SPDX-License-Identifier: Apache-2.0

/*
Package checkthenact defines an Analyzer that reports dedup checks that are not atomic with their claim.

# Analyzer checkthenact

checkthenact: report dedup checks that are not atomic with their claim

TODO: what the analyzer reports, why it breaks under retry or redelivery,
and how to fix it. See docs/checkthenact.md.
*/
package checkthenact
