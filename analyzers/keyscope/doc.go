// Copyright 2026 The idemlint Authors. SPDX-License-Identifier: Apache-2.0

/*
Package keyscope defines an Analyzer that reports one idempotency key
namespace shared by two operations.

# Analyzer keyscope

keyscope: report one key namespace shared by two operations

An idempotency key names one intent: (tenant, operation, request). When a
charge and a refund of the same order are both keyed by the order ID, the
provider (or your own dedup store) sees the refund as a replay of the
charge: Stripe answers it with the charge's stored response or rejects the
reused key, and a dedup table says "already done". keyscope reports two
different operations whose keys are built from the same values with no
operation-specific constant:

  - stripe-go v82: params.SetIdempotencyKey(key) or Params.IdempotencyKey
    on two different *Params types (PaymentIntentParams and RefundParams,
    PaymentIntentCaptureParams and PaymentIntentCancelParams);
  - your own functions that take a key into such a sink (a summary fact):
    billing.Charge(ctx, o.ID) beside billing.Refund(ctx, o.ID);
  - across packages, functions that build their key inside from the same
    fields (a keyShape fact): payments.Charge(o) and refunds.Refund(o) both
    keyed by Order.ID, judged in the package that calls both.

A key's shape is its constant parts and the struct fields it is built
from, in order ("charge:" + Order.ID, Sprintf("%s", Order.ID)). Silent:
"charge:v1:"+id beside "refund:v1:"+id; one operation per key value; keys
forwarded whole from a caller (a parameter), which the caller's package
judges where it builds them.

Two keys collide only in one namespace: the sink's kind and, where the
service scopes its keys, the scope's value. asynq checks a TaskID per
queue, so the same ID enqueued with asynq.Queue("expiry") and with
asynq.Queue("commit") is silent; a scope that cannot be told (a queue from
configuration, an SQS queue URL, a NATS stream) is silent too.
*/
package keyscope
