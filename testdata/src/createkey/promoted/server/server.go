// Package server is saga's gRPC server over the order service its
// constructor is handed.
package server

import (
	"context"

	"createkey/grpcsvc/orderspb"
)

type Order interface {
	CreateOrder(ctx context.Context, customer string) (int64, error)
}

type GRPCServer struct {
	orderspb.UnimplementedOrdersServer
	order Order
}

func New(o Order) *GRPCServer { return &GRPCServer{order: o} } // want New:`injected\(0:server.GRPCServer.order.CreateOrder after gRPC Create\)`

// CreateOrder: the request has no key or request ID.
func (s *GRPCServer) CreateOrder(ctx context.Context, req *orderspb.CreateOrderRequest) (*orderspb.Order, error) {
	if _, err := s.order.CreateOrder(ctx, req.Customer); err != nil {
		return nil, err
	}
	return &orderspb.Order{}, nil
}
