// Package lnd: echo handlers that pay through the real LND gRPC clients
// (lnrpc, routerrpc): a keysend whose payment hash comes from a preimage
// minted per request, and an on-chain send, beside the payment of an
// invoice the client sends, which LND refuses to pay twice.
package lnd

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"net/http"

	"github.com/labstack/echo/v4"
	"github.com/lightningnetwork/lnd/lnrpc"
	"github.com/lightningnetwork/lnd/lnrpc/routerrpc"
)

// keysendRecord is the TLV record a keysend carries its preimage in.
const keysendRecord = 5482373484

type Payments struct {
	ln     lnrpc.LightningClient
	router routerrpc.RouterClient
}

type keysendRequest struct {
	Destination string `json:"destination"`
	Amount      int64  `json:"amount"`
}

type invoiceRequest struct {
	Invoice string `json:"invoice"`
}

type withdrawRequest struct {
	Address string `json:"address"`
	Amount  int64  `json:"amount"`
}

func (p *Payments) Register(e *echo.Echo) {
	e.POST("/payments/keysend", p.keysend)
	e.POST("/payments/bolt11", p.payInvoice)
	e.POST("/payments/bolt11/v2", p.payInvoiceV2)
	e.POST("/withdrawals", p.withdraw)
}

func (p *Payments) keysend(c echo.Context) error { // want: createkey
	var req keysendRequest
	if err := c.Bind(&req); err != nil {
		return c.JSON(http.StatusBadRequest, nil)
	}
	dest, err := hex.DecodeString(req.Destination)
	if err != nil {
		return c.JSON(http.StatusBadRequest, nil)
	}
	preimage := make([]byte, 32)
	if _, err := rand.Read(preimage); err != nil {
		return err
	}
	hash := sha256.Sum256(preimage)
	res, err := p.ln.SendPaymentSync(c.Request().Context(), &lnrpc.SendRequest{
		Dest:              dest,
		Amt:               req.Amount,
		PaymentHash:       hash[:], // want: keyderivation
		DestCustomRecords: map[uint64][]byte{keysendRecord: preimage},
	})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, res)
}

func (p *Payments) payInvoice(c echo.Context) error {
	var req invoiceRequest
	if err := c.Bind(&req); err != nil {
		return c.JSON(http.StatusBadRequest, nil)
	}
	res, err := p.ln.SendPaymentSync(c.Request().Context(), &lnrpc.SendRequest{PaymentRequest: req.Invoice})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, res)
}

func (p *Payments) payInvoiceV2(c echo.Context) error {
	var req invoiceRequest
	if err := c.Bind(&req); err != nil {
		return c.JSON(http.StatusBadRequest, nil)
	}
	stream, err := p.router.SendPaymentV2(c.Request().Context(), &routerrpc.SendPaymentRequest{PaymentRequest: req.Invoice, TimeoutSeconds: 60})
	if err != nil {
		return err
	}
	payment, err := stream.Recv()
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, payment)
}

func (p *Payments) withdraw(c echo.Context) error { // want: createkey
	var req withdrawRequest
	if err := c.Bind(&req); err != nil {
		return c.JSON(http.StatusBadRequest, nil)
	}
	res, err := p.ln.SendCoins(c.Request().Context(), &lnrpc.SendCoinsRequest{Addr: req.Address, Amount: req.Amount})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, res)
}
