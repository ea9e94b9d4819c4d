// Package grpcserver implements a generated gRPC server over a store its
// constructor is handed: the wiring package judges its methods.
package grpcserver

import (
	"context"

	"github.com/google/uuid"

	"createkey/grpcsvc/orderspb"
)

// OrderStore is the server's own interface.
type OrderStore interface {
	Insert(id, customer string, amount int64) error
}

type Server struct {
	orderspb.UnimplementedOrdersServer
	store OrderStore
}

func NewServer(s OrderStore) *Server { return &Server{store: s} } // want NewServer:`injected\(0:grpcserver.Server.store.Insert after gRPC Create, 0:grpcserver.Server.store.Insert after gRPC\)`

// CreateOrder: the request has no key; the order's ID is minted here.
func (s *Server) CreateOrder(ctx context.Context, req *orderspb.CreateOrderRequest) (*orderspb.Order, error) {
	id := uuid.NewString()
	return &orderspb.Order{Id: id}, s.store.Insert(id, req.Customer, req.Amount)
}

// CreatePayment: the request carries a request ID; nothing is carried.
func (s *Server) CreatePayment(ctx context.Context, req *orderspb.CreatePaymentRequest) (*orderspb.Order, error) {
	return &orderspb.Order{}, s.store.Insert(uuid.NewString(), req.Customer, req.Amount)
}

// RecordOrder is not named Create…: judged by payments and publishes only,
// as where the store is its own.
func (s *Server) RecordOrder(ctx context.Context, req *orderspb.PlaceOrderRequest) (*orderspb.Order, error) {
	return &orderspb.Order{}, s.store.Insert(uuid.NewString(), req.Customer, req.Amount)
}
