// Package lnd: keysend payments through LND's gRPC clients, whose payment
// hash is the key LND refuses to pay twice.
package lnd

import (
	"context"
	"crypto/rand"
	"crypto/sha256"

	"github.com/lightningnetwork/lnd/lnrpc"
	"github.com/lightningnetwork/lnd/lnrpc/routerrpc"
)

const keysendRecord = 5482373484

// Keysend mints the preimage, and so the payment hash, on every call: a
// caller that retries after a timeout pays a second time.
func Keysend(ctx context.Context, ln lnrpc.LightningClient, dest []byte, amt int64) error {
	preimage := make([]byte, 32)
	if _, err := rand.Read(preimage); err != nil {
		return err
	}
	hash := sha256.Sum256(preimage)
	_, err := ln.SendPaymentSync(ctx, &lnrpc.SendRequest{
		Dest:              dest,
		Amt:               amt,
		PaymentHash:       hash[:], // want `idempotency key for lnrpc.SendRequest.PaymentHash comes from rand.Read, minted on every call of lnd.Keysend`
		DestCustomRecords: map[uint64][]byte{keysendRecord: preimage},
	})
	return err
}

// KeysendPreimage pays with the preimage its caller chose once for the
// payment: a retry sends the same hash, which LND refuses to pay twice.
func KeysendPreimage(ctx context.Context, router routerrpc.RouterClient, dest, preimage []byte, amt int64) error {
	hash := sha256.Sum256(preimage)
	_, err := router.SendPaymentV2(ctx, &routerrpc.SendPaymentRequest{
		Dest:              dest,
		Amt:               amt,
		PaymentHash:       hash[:],
		DestCustomRecords: map[uint64][]byte{keysendRecord: preimage},
	})
	return err
}

// PayInvoice pays the invoice it is handed: the hash inside it is the key.
func PayInvoice(ctx context.Context, ln lnrpc.LightningClient, invoice string) error {
	_, err := ln.SendPaymentSync(ctx, &lnrpc.SendRequest{PaymentRequest: invoice})
	return err
}
