// Package wiring hands the handlers their stores: the endpoint that reads
// no key meets the store that inserts here.
package wiring

import (
	"database/sql"
	"net/http"

	"gorm.io/gorm"

	"createkey/wired/grpcserver"
	"createkey/wired/handler"
	"createkey/wired/repo"
)

func Messages(mux *http.ServeMux, db *sql.DB) {
	handler.NewMessages(repo.NewSQLMessages(db)).Routes(mux) // want `handler.NewMessages is handed a value whose CreateMessage performs a row insert \(repo.SQLMessages.CreateMessage, which calls sql.DB.Exec\), and handler handler.Messages.create of POST /messages calls handler.Messages.store.CreateMessage at handler.go:38 and reads no idempotency key`
}

// Twin: the same endpoint over a store that only reads.
func ReadOnly(mux *http.ServeMux, db *sql.DB) {
	handler.NewMessages(repo.NewReader(db)).Routes(mux)
}

// Twin: the endpoint reads the client's Idempotency-Key and the store
// claims it.
func Keyed(mux *http.ServeMux, db *sql.DB) {
	handler.NewKeyed(&repo.KeyedMessages{}).Routes(mux)
}

// Twin: the key read is taken as the intent, as in a handler that inserts
// itself, even where the store keeps it in a plain column.
func KeyedPlain(mux *http.ServeMux, db *sql.DB) {
	handler.NewKeyed(&repo.PlainKeyed{}).Routes(mux)
}

// The sign-up is guarded by the unique email; the profile is not.
func Users(mux *http.ServeMux, db *gorm.DB) {
	handler.NewUsers(repo.NewGormUsers(db)).Routes(mux) // want `handler.NewUsers is handed a value whose CreateProfile performs a row insert \(repo.GormUsers.CreateProfile, which calls gorm.DB.Create\), and handler handler.Users.profile of POST /profiles calls handler.Users.store.CreateProfile`
}

// The gRPC server's CreateOrder meets the inserting store here; its
// CreatePayment (a request ID) and RecordOrder (no Create…) do not count.
func Orders(db *sql.DB) *grpcserver.Server {
	return grpcserver.NewServer(&repo.SQLOrders{}) // want `grpcserver.NewServer is handed a value whose Insert performs a row insert \(repo.SQLOrders.Insert, which calls sql.DB.Exec\), and gRPC method grpcserver.Server.CreateOrder \(orderspb.OrdersServer\) calls grpcserver.Server.store.Insert at grpcserver.go:28 with a request that has no idempotency key or request ID`
}
