// Copyright 2026 The idemlint Authors. SPDX-License-Identifier: Apache-2.0

/*
Package ackorder defines an Analyzer that reports messages acknowledged before their effect is durable.

# Analyzer ackorder

ackorder: report messages acknowledged before their effect is durable

A broker's guarantee ends at the ack. Ack a message (or commit its offset)
before the side effect it triggers is durable, and a crash in between loses
the message: the broker will not redeliver it and the effect never happens.
Do the work, then ack: that is at-least-once delivery, which idempotent
handling turns into exactly-once effect.

ackorder follows acks and effects through the knowledge of real libraries
(sarama, kafka-go, confluent-kafka-go, franz-go, amqp091-go, NATS and
JetStream, Pub/Sub, SQS, watermill, Redis streams) and through your own
wrappers in any package, and reports, on the ack:

  - ack-before-effect: an ack or offset commit that can run before an
    effect on the same message (the same value, or the same loop
    iteration's message), without that effect having run first;
  - deferred-ack: `defer msg.Ack()` in a function whose effect can fail
    and return without a nack: the failed message is acked and gone;
  - ack-before-async-effect: an ack after a go statement (or errgroup.Go)
    that starts the effect, with no wait in between;
  - auto-ack, commit-on-read, auto-commit: amqp's Consume with autoAck true,
    kafka-go's ReadMessage on a Reader with a GroupID, and a franz-go client
    left with auto-commit on, whose messages reach an effect;
  - ack-after-failure: a handler handed to a consumer helper of yours that
    acks by the handler's result (true, or a nil error) returns that
    result after its effect failed: the helper acks the failed message.

A call through an interface or a func value that nothing resolves (a
handler passed as a parameter, or returned by a registry) counts as the
message's processing when it is handed the message or data decoded from
it; sending the message on a channel, or appending it to a batch held in a
field, before the ack is ack-before-async-effect. Pure calls (logging,
metrics, decoding) never count.

An ack after the effect returned, a nack or reject on the error path, a
duplicate acked and skipped on a dedup-store check, an ack after a durable
outbox write, and acks in code that performs no effect are not reported.

Options: -deferred-ack and -auto-ack turn those rules off. Suppress one
finding with //idemlint:ignore ackorder <reason>. See docs/ackorder.md.
*/
package ackorder
