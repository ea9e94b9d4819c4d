// Command cmd wires saga's server: storage.DB, whose CreateOrder is
// promoted from the order repository it embeds (a package this one does
// not import), into the order service, into the gRPC server.
package main

import (
	"context"

	"createkey/promoted/server"
	"createkey/promoted/service"
	"createkey/promoted/storage"
)

func main() {
	ctx := context.Background()
	db, err := storage.New(ctx, "postgres://")
	if err != nil {
		panic(err)
	}
	_ = server.New(service.New(db)) // want `server.New is handed a value whose CreateOrder performs a row insert \(service.Order.CreateOrder, which calls orderrepo.ORepo.CreateOrder, which calls pgx.Tx.QueryRow\), and gRPC method server.GRPCServer.CreateOrder \(orderspb.OrdersServer\) calls server.GRPCServer.order.CreateOrder at server.go:24 with a request that has no idempotency key`

	// Twin: the same server over the read-only repository creates nothing.
	dry, err := storage.NewDry(ctx, "postgres://")
	if err != nil {
		panic(err)
	}
	_ = server.New(service.New(dry))

	// The same over a DB that promotes CreateOrder from a repository
	// interface it embeds, which its constructor fills.
	rdb, err := storage.NewRepoDB(ctx, "postgres://")
	if err != nil {
		panic(err)
	}
	_ = server.New(service.New(rdb)) // want `server.New is handed a value whose CreateOrder performs a row insert \(service.Order.CreateOrder, which calls storage.RepoDB.CreateOrder, which calls orderrepo.ORepo.CreateOrder, which calls pgx.Tx.QueryRow\)`

	// Twin: the embedded interface holds the read-only repository.
	drdb, err := storage.NewDryRepoDB(ctx, "postgres://")
	if err != nil {
		panic(err)
	}
	_ = server.New(service.New(drdb))
}
