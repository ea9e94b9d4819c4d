// Copyright 2026 The idemlint Authors. SPDX-License-Identifier: Apache-2.0

/*
Package ackorder defines an Analyzer that reports messages acknowledged before their effect is durable.

# Analyzer ackorder

ackorder: report messages acknowledged before their effect is durable

TODO: what the analyzer reports, why it breaks under retry or redelivery,
and how to fix it. See docs/ackorder.md.
*/
package ackorder
