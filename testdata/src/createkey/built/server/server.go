// Package server implements the generated gRPC server over the use case
// its constructor is handed.
package server

import (
	"context"

	"createkey/built/orders"
	"createkey/grpcsvc/orderspb"
)

type Server struct {
	orderspb.UnimplementedOrdersServer
	uc orders.UseCase
}

func NewServer(uc orders.UseCase) *Server { return &Server{uc: uc} } // want NewServer:`injected\(0:server.Server.uc.PlaceOrder after gRPC\)`

// PlaceOrder: the request has no key or request ID.
func (s *Server) PlaceOrder(ctx context.Context, req *orderspb.PlaceOrderRequest) (*orderspb.Order, error) {
	return &orderspb.Order{}, s.uc.PlaceOrder(ctx, req.Customer)
}
