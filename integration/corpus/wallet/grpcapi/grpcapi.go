// Package grpcapi is the wallet service's gRPC transport: the methods of
// the WalletService server, over the gorm store. Status codes are grpc-go's.
package grpcapi

import (
	"context"
	"errors"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"gorm.io/gorm"

	"github.com/idemlint/idemlint/integration/corpus/wallet/repository"
)

// OpenWalletRequest opens a wallet; RequestId is the client's key, sent on
// every retry.
type OpenWalletRequest struct {
	RequestId string
	OwnerId   string
	Currency  string
}

// Wallet is the answer.
type Wallet struct {
	Id       string
	OwnerId  string
	Currency string
}

// Server implements the WalletService methods.
type Server struct {
	store *repository.Gorm
	newID func() string
}

// NewServer returns the server; newID names new wallets.
func NewServer(store *repository.Gorm, newID func() string) *Server {
	return &Server{store: store, newID: newID}
}

func toWallet(w repository.WalletRecord) *Wallet {
	return &Wallet{Id: w.ID, OwnerId: w.OwnerID, Currency: w.Currency}
}

// OpenWallet answers a retried request AlreadyExists: the client's retry
// policy gives up on a wallet that was opened, and the app shows an error.
func (s *Server) OpenWallet(ctx context.Context, req *OpenWalletRequest) (*Wallet, error) {
	if req.RequestId == "" {
		return nil, status.Error(codes.InvalidArgument, "request_id is required")
	}
	w := repository.WalletRecord{ID: s.newID(), RequestID: req.RequestId, OwnerID: req.OwnerId, Currency: req.Currency}
	if err := s.store.CreateWallet(ctx, &w); err != nil {
		if errors.Is(err, gorm.ErrDuplicatedKey) {
			return nil, status.Error(codes.AlreadyExists, "wallet already opened") // want: duperror
		}
		return nil, status.Error(codes.Internal, "storing the wallet failed")
	}
	return toWallet(w), nil
}

// OpenWalletOnce answers a retried request with the wallet the first one
// opened, and FailedPrecondition when the key was reused for another owner
// or currency.
func (s *Server) OpenWalletOnce(ctx context.Context, req *OpenWalletRequest) (*Wallet, error) {
	if req.RequestId == "" {
		return nil, status.Error(codes.InvalidArgument, "request_id is required")
	}
	w := repository.WalletRecord{ID: s.newID(), RequestID: req.RequestId, OwnerID: req.OwnerId, Currency: req.Currency}
	err := s.store.CreateWallet(ctx, &w)
	if errors.Is(err, gorm.ErrDuplicatedKey) {
		prev, err := s.store.WalletByRequest(ctx, req.RequestId)
		if err != nil {
			return nil, status.Error(codes.Internal, "reading the wallet failed")
		}
		if prev.OwnerID != req.OwnerId || prev.Currency != req.Currency {
			return nil, status.Error(codes.FailedPrecondition, "request_id reused with a different wallet")
		}
		return toWallet(prev), nil
	}
	if err != nil {
		return nil, status.Error(codes.Internal, "storing the wallet failed")
	}
	return toWallet(w), nil
}
