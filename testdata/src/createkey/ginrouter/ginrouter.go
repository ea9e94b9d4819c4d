// Package ginrouter: gin routes on the Engine and on a group.
package ginrouter

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"createkey/service"
)

type Handlers struct{ Orders *service.Orders }

type createOrder struct {
	Customer string `json:"customer"`
	Amount   int64  `json:"amount"`
}

func auth(c *gin.Context) {}

func (h *Handlers) Register(e *gin.Engine) {
	e.POST("/orders", h.create)
	v1 := e.Group("/v1")
	v1.POST("/orders", auth, h.createKeyed)
	v1.GET("/orders", h.list)
	e.Handle("PUT", "/orders/:id", h.replace)
}

func (h *Handlers) create(c *gin.Context) { // want `handler Handlers.create of POST /orders performs a payment`
	var req createOrder
	if err := c.ShouldBindJSON(&req); err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	h.Orders.Place(c.Request.Context(), req.Customer, req.Amount)
	c.JSON(http.StatusCreated, nil)
}

func (h *Handlers) createKeyed(c *gin.Context) {
	var req createOrder
	if err := c.ShouldBindJSON(&req); err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	h.Orders.PlaceKeyed(c.Request.Context(), c.GetHeader("Idempotency-Key"), req.Customer, req.Amount)
}

func (h *Handlers) list(c *gin.Context) {
	n, _ := h.Orders.Count(c.Request.Context())
	c.JSON(http.StatusOK, n)
}

func (h *Handlers) replace(c *gin.Context) {
	h.Orders.Record(c.Request.Context(), c.Param("id"), 0)
}
