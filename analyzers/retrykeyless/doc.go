// Copyright 2026 The idemlint Authors. SPDX-License-Identifier: Apache-2.0

/*
Package retrykeyless defines an Analyzer that reports retries of mutating calls that carry no idempotency key.

# Analyzer retrykeyless

retrykeyless: report retries of mutating calls that carry no idempotency key

A call that timed out may have been applied; retrying it repeats it unless
the other side can recognise the repeat. retrykeyless finds the code that
runs once per attempt — the callback of a retry wrapper (backoff v4 and v5,
retry-go, sethvargo/go-retry, client-go's retry, your own retry helpers in
any package), the body of a hand-written retry loop, and requests sent
through go-retryablehttp clients, which retry by themselves — and reports
the mutating calls in it that carry no key:

  - a POST or PATCH without an Idempotency-Key header (PUT, DELETE and
    reads are idempotent);
  - a stripe-go create whose params have no idempotency key: stripe-go
    mints a new key per call, so an application-level retry is a new
    request;
  - an INSERT without ON CONFLICT, IGNORE or ON DUPLICATE KEY, and a
    relative UPDATE (balance = balance + $1);
  - an amqp091 publish without Publishing.MessageId, an SQS or SNS FIFO
    send without MessageDeduplicationId, a JetStream publish without a
    message ID;
  - a call of your own function that does one of these, in any package
    (through facts), or that is declared an effect with no key parameter.

Keyed calls (a key set on the object sent, wherever it is minted: a key
minted per attempt is keyderivation's finding), idempotent statements and
verbs, calls after an atomic claim in the same attempt, standard SQS
queues, and text or verbs the analysis cannot read stay silent.

Each finding names the way to key the call for its API and points at the
retry. See docs/retrykeyless.md.
*/
package retrykeyless
