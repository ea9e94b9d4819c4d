// Package lnrpc simulates github.com/lightningnetwork/lnd/lnrpc for idemlint's tests: only the declarations the knowledge names and the tests use, with the real signatures (lnd v0.16.4-beta).
package lnrpc

import (
	"context"

	"google.golang.org/grpc"
)

// LightningClient is the client API for the Lightning service (a subset of
// its methods).
type LightningClient interface {
	SendCoins(ctx context.Context, in *SendCoinsRequest, opts ...grpc.CallOption) (*SendCoinsResponse, error)
	SendMany(ctx context.Context, in *SendManyRequest, opts ...grpc.CallOption) (*SendManyResponse, error)
	SendPayment(ctx context.Context, opts ...grpc.CallOption) (Lightning_SendPaymentClient, error)
	SendPaymentSync(ctx context.Context, in *SendRequest, opts ...grpc.CallOption) (*SendResponse, error)
	SendToRouteSync(ctx context.Context, in *SendToRouteRequest, opts ...grpc.CallOption) (*SendResponse, error)
}

// Lightning_SendPaymentClient is SendPayment's stream (a subset of its
// methods).
type Lightning_SendPaymentClient interface {
	Send(*SendRequest) error
	Recv() (*SendResponse, error)
}

// SendRequest is a payment to send (a subset of its fields).
type SendRequest struct {
	Dest              []byte
	Amt               int64
	PaymentHash       []byte
	PaymentHashString string
	PaymentRequest    string
	DestCustomRecords map[uint64][]byte
}

// SendResponse is a payment's outcome (a subset of its fields).
type SendResponse struct {
	PaymentError    string
	PaymentPreimage []byte
	PaymentHash     []byte
}

// SendToRouteRequest is a payment along a given route (a subset of its
// fields).
type SendToRouteRequest struct {
	PaymentHash []byte
	Route       *Route
}

// Route is a payment's route (a subset of its fields).
type Route struct {
	TotalAmt int64
}

// SendCoinsRequest is an on-chain send (a subset of its fields).
type SendCoinsRequest struct {
	Addr   string
	Amount int64
}

// SendCoinsResponse is an on-chain send's transaction.
type SendCoinsResponse struct {
	Txid string
}

// SendManyRequest is an on-chain send to several addresses (a subset of
// its fields).
type SendManyRequest struct {
	AddrToAmount map[string]int64
}

// SendManyResponse is an on-chain send's transaction.
type SendManyResponse struct {
	Txid string
}

// HTLCAttempt is one HTLC sent for a payment (a subset of its fields).
type HTLCAttempt struct {
	AttemptId uint64
}

// Payment is a payment's state (a subset of its fields).
type Payment struct {
	PaymentHash string
}
