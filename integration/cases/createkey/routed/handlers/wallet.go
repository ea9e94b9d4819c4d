// Package handlers serves the wallet over gin; it holds the concrete
// service and calls it directly.
package handlers

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/idemlint/idemlint/integration/cases/createkey/routed/wallet"
)

type WalletHandler struct {
	svc *wallet.Service
}

func NewWalletHandler(svc *wallet.Service) *WalletHandler { return &WalletHandler{svc: svc} }

type transferRequest struct {
	From   string `json:"from"`
	To     string `json:"to"`
	Amount int64  `json:"amount"`
}

// Transfer reads no idempotency key.
func (h *WalletHandler) Transfer(c *gin.Context) {
	var req transferRequest
	if err := c.BindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	if err := h.svc.Transfer(req.From, req.To, req.Amount); err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": err.Error()})
		return
	}
	c.Status(http.StatusCreated)
}

func (h *WalletHandler) Balance(c *gin.Context) {
	n, err := h.svc.Balance(c.Param("id"))
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": err.Error()})
		return
	}
	c.JSON(http.StatusOK, gin.H{"balance": n})
}
