// Copyright 2026 The idemlint Authors. SPDX-License-Identifier: Apache-2.0

/*
Package createkey defines an Analyzer that reports create endpoints that
perform an effect and read no key from the caller.

# Analyzer createkey

createkey: report create endpoints with an effect and no caller-supplied key

A client that sends a POST and loses the response (a timeout, a dropped
connection, a load balancer's 502) cannot know whether the server acted:
it retries, and the server, which has no way to tell the retry from a new
request, charges, publishes or inserts a second time. Only a key the
client chooses once and sends on every attempt (an Idempotency-Key header,
a client-generated ID in the body) lets the server answer the retry with
the first outcome. createkey reports an endpoint that performs a payment,
a publish, a notification or a row-creating insert (a plain INSERT,
gorm's Create and CreateInBatches, v1 or v2, and a Save of a model the
function makes with no primary key set; not an UPDATE, a DELETE, another
Save), by
the summaries of the functions it calls across packages, and reads no key
from the request:

  - HTTP handlers (category http): net/http handler functions and
    ServeHTTP methods, chi, gorilla/mux, gin and echo handlers, registered
    for POST (chi's r.Post, gorilla's HandleFunc(…).Methods("POST"), gin's
    and echo's POST, Go 1.22 "POST /orders" patterns). A handler whose
    method the package does not tell (registered in another package, or
    for any method) is reported only for a payment or a publish: its row
    insert may serve a PUT, a login's audit row, a get-or-create; but what
    runs only under its own branch on r.Method == "POST" (switch { case
    r.Method == "POST": … }, if r.Method != http.MethodPost { return }) is
    judged as a POST's. Its row
    insert is judged by the package that registers it: a POST there is
    reported at the registration (a fact carries the handler's effect).
    An exported handler of a package that registers no route at all is
    judged there only, payment and publish included: reported at a POST
    or any-method registration, silent at a PUT, PATCH, DELETE or GET.
  - gRPC methods (category grpc): a method of a type that implements a
    generated …Server interface, whose request message has no field named
    like a key or request ID; a method named Create… is judged by every
    creating effect, another only by its payments and publishes.

A function of a handler's shape that is unexported and only ever called
(never handed to a router, stored, passed or taken as a method value,
nor called through an interface) is no endpoint: no router can reach it.
It is part of its callers, whose summaries carry its effects: its create
is judged at the handler that calls it (reported there for a POST that
reads no key), not again at itself.

An endpoint that performs no create itself, reads no key and calls a
dependency injected into its package (a field filled by a constructor's
parameter, or an exported field another package sets) is judged where a
concrete value is wired: that package reports at the constructor call or
the literal when the wired method creates, pointing at the endpoint.

A key is read when the handler takes a header whose name holds "idempot"
(or one the knowledge names), itself or through a helper of the team's
that returns it (the summary's key-read), a path or form parameter named
like a key (idempotencyKey, requestId), or a field named like a key from a
decoded body; or when any value the client sent (a route parameter:
PathValue, chi's URLParam, gorilla's Vars, gin's and echo's Param; a field
of the decoded body, such as a webhook's event ID) reaches the effect's
key or a claim's conflict target, not mixed with a fresh UUID. Handlers registered for GET, PUT, PATCH or DELETE, handlers that only
read, update or upsert (INSERT … ON CONFLICT, keyed by what the client
sent) are not reported.

A login is not reported: an endpoint whose every create is a row insert
that runs only where a credential check of its own matched (bcrypt's
CompareHashAndPassword returned nil, subtle's ConstantTimeCompare 1, or a
team's wrapper of either said so) inserts a session, and a retried login
leaves one more. An insert on the check's failed side, and a payment, a
publish or a notification after it, are still reported.
*/
package createkey
