// Package payclient is shaped like a generated API client (client.gen.go
// carries a generator's header) whose charge call retries a POST without an
// Idempotency-Key header: retrykeyless reports it at the first hand-written
// caller, in package app.
package payclient
