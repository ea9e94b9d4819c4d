// Package routerrpc simulates github.com/lightningnetwork/lnd/lnrpc/routerrpc for idemlint's tests: only the declarations the knowledge names and the tests use, with the real signatures (lnd v0.16.4-beta).
package routerrpc

import (
	"context"

	"github.com/lightningnetwork/lnd/lnrpc"
	"google.golang.org/grpc"
)

// RouterClient is the client API for the Router service (a subset of its
// methods).
type RouterClient interface {
	SendPaymentV2(ctx context.Context, in *SendPaymentRequest, opts ...grpc.CallOption) (Router_SendPaymentV2Client, error)
	SendToRouteV2(ctx context.Context, in *SendToRouteRequest, opts ...grpc.CallOption) (*lnrpc.HTLCAttempt, error)
}

// Router_SendPaymentV2Client is SendPaymentV2's stream of updates (a subset
// of its methods).
type Router_SendPaymentV2Client interface {
	Recv() (*lnrpc.Payment, error)
}

// SendPaymentRequest is a payment to send (a subset of its fields).
type SendPaymentRequest struct {
	Dest              []byte
	Amt               int64
	PaymentHash       []byte
	PaymentRequest    string
	TimeoutSeconds    int32
	DestCustomRecords map[uint64][]byte
}

// SendToRouteRequest is a payment along a given route (a subset of its
// fields).
type SendToRouteRequest struct {
	PaymentHash []byte
	Route       *lnrpc.Route
}
