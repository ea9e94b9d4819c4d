// Package openworld holds services shaped the way Go teams write them:
// sqlc-style query packages whose SQL reaches the database through a DBTX
// interface, a narrow Redis interface injected into a consumer, and a
// payment interface over stripe-go's service client, each in its own
// package and injected through a constructor. The real libraries implement
// the interfaces, so the calls inherit their roles.
package openworld
