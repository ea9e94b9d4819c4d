package handler

import (
	"errors"
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/idemlint/idemlint/integration/corpus/billing2/idem"
	"github.com/idemlint/idemlint/integration/corpus/billing2/repository"
)

// Invoices is the gin router of the manual invoices.
type Invoices struct{ invoices *repository.Invoices }

func NewInvoices(inv *repository.Invoices) *Invoices { return &Invoices{invoices: inv} }

func (h *Invoices) Routes(e *gin.Engine) {
	e.POST("/customers/:customerID/invoices", h.create)
	e.POST("/customers/:customerID/invoices/:invoiceID", h.createAs)
}

type invoiceBody struct {
	Total int64 `json:"total"`
}

// create mints the invoice's external ID: a retried POST bills twice.
func (h *Invoices) create(c *gin.Context) { // want: createkey
	var b invoiceBody
	if err := c.ShouldBindJSON(&b); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	inv := repository.Invoice{ExternalID: idem.NewKey(), CustomerID: c.Param("customerID"), Total: b.Total}
	if err := h.invoices.Insert(c.Request.Context(), inv); err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": err.Error()})
		return
	}
	c.JSON(http.StatusCreated, gin.H{"invoice": inv.ExternalID})
}

// createAs inserts under the invoice ID the client chose in the route;
// external_id is UNIQUE, so a retry is answered 409 and bills nothing.
func (h *Invoices) createAs(c *gin.Context) {
	var b invoiceBody
	if err := c.ShouldBindJSON(&b); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	inv := repository.Invoice{ExternalID: c.Param("invoiceID"), CustomerID: c.Param("customerID"), Total: b.Total}
	err := h.invoices.Insert(c.Request.Context(), inv)
	switch {
	case errors.Is(err, repository.ErrDuplicate):
		c.JSON(http.StatusConflict, gin.H{"invoice": inv.ExternalID})
	case err != nil:
		c.JSON(http.StatusInternalServerError, gin.H{"error": err.Error()})
	default:
		c.JSON(http.StatusCreated, gin.H{"invoice": inv.ExternalID})
	}
}
