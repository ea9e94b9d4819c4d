// Package handlers holds gin and net/http handlers that insert a row and
// registers none of them: package router does, and only it knows which
// serve a POST (the layout of gin-vue-admin, gotify, and most services
// with a router package).
package handlers

import (
	"encoding/json"
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/idemlint/idemlint/integration/cases/createkey/store"
)

type Orders struct{ Store *store.Orders }

type order struct {
	Customer string `json:"customer"`
	Amount   int64  `json:"amount"`
}

// Create inserts the order with no key; router registers it for POST.
func (h *Orders) Create(c *gin.Context) {
	var o order
	if err := c.ShouldBindJSON(&o); err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	if err := h.Store.Insert(c.Request.Context(), o.Customer, o.Amount); err != nil {
		c.AbortWithStatus(http.StatusInternalServerError)
		return
	}
	c.Status(http.StatusCreated)
}

// CreateKeyed inserts under the client's key: silent for any method.
func (h *Orders) CreateKeyed(c *gin.Context) {
	var o order
	if err := c.ShouldBindJSON(&o); err != nil || c.GetHeader("Idempotency-Key") == "" {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	_ = h.Store.Insert(c.Request.Context(), o.Customer, o.Amount)
}

// Import inserts with no key; router registers it for PUT, which replaces.
func (h *Orders) Import(c *gin.Context) {
	var o order
	_ = c.ShouldBindJSON(&o)
	_ = h.Store.Insert(c.Request.Context(), o.Customer, o.Amount)
}

// Record is a net/http handler inserting with no key; router registers it
// with a Go 1.22 "POST" pattern.
func (h *Orders) Record(w http.ResponseWriter, r *http.Request) {
	var o order
	if err := json.NewDecoder(r.Body).Decode(&o); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	_ = h.Store.Insert(r.Context(), o.Customer, o.Amount)
}
