// Package grpcsvc implements a generated gRPC server.
package grpcsvc

import (
	"context"

	"createkey/grpcsvc/orderspb"
	"createkey/service"
)

type Server struct {
	orderspb.UnimplementedOrdersServer
	Orders *service.Orders
}

// CreateOrder: the request has no key.
func (s *Server) CreateOrder(ctx context.Context, req *orderspb.CreateOrderRequest) (*orderspb.Order, error) { // want `gRPC method Server.CreateOrder \(orderspb.OrdersServer\) performs a payment`
	return &orderspb.Order{}, s.Orders.Place(ctx, req.Customer, req.Amount)
}

// CreatePayment: the request carries a request ID.
func (s *Server) CreatePayment(ctx context.Context, req *orderspb.CreatePaymentRequest) (*orderspb.Order, error) {
	return &orderspb.Order{}, s.Orders.PlaceKeyed(ctx, req.RequestId, req.Customer, req.Amount)
}

// CreateDraft only counts.
func (s *Server) CreateDraft(ctx context.Context, req *orderspb.CreateOrderRequest) (*orderspb.Order, error) {
	_, err := s.Orders.Count(ctx)
	return &orderspb.Order{}, err
}

// CreateReport is not a method of the service.
func (s *Server) CreateReport(ctx context.Context, customer string) error {
	return s.Orders.Place(ctx, customer, 1)
}

// PlaceOrder charges: a method of the service that pays is a create
// whatever its name.
func (s *Server) PlaceOrder(ctx context.Context, req *orderspb.PlaceOrderRequest) (*orderspb.Order, error) { // want `gRPC method Server.PlaceOrder \(orderspb.OrdersServer\) performs a payment`
	return &orderspb.Order{}, s.Orders.Place(ctx, req.Customer, req.Amount)
}

// PlaceKeyed charges under the key its request carries.
func (s *Server) PlaceKeyed(ctx context.Context, req *orderspb.PlaceKeyedRequest) (*orderspb.Order, error) {
	return &orderspb.Order{}, s.Orders.PlaceKeyed(ctx, req.IdempotencyKey, req.Customer, req.Amount)
}

// RecordOrder only inserts a row: a method not named Create is judged by
// its payments and publishes, as an HTTP handler of unknown method is (an
// insert may be an audit row of an update).
func (s *Server) RecordOrder(ctx context.Context, req *orderspb.PlaceOrderRequest) (*orderspb.Order, error) {
	return &orderspb.Order{}, s.Orders.Record(ctx, req.Customer, req.Amount)
}
