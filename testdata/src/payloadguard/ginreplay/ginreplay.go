// Package ginreplay holds payloadguard cases on gin handlers over a gorm
// idempotency model: each positive beside its correct twin.
package ginreplay

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"
)

// IdempotencyRecord keeps the response of a request under its key.
type IdempotencyRecord struct {
	Key         string `gorm:"primaryKey"`
	RequestHash string
	Response    []byte
}

type Order struct{ Item string }

type API struct{ db *gorm.DB }

// The stored response is replayed whatever order the retry carries.
func (a *API) Create(c *gin.Context) {
	var rec IdempotencyRecord
	if err := a.db.Where("key = ?", c.GetHeader("Idempotency-Key")).First(&rec).Error; err == nil {
		c.JSON(http.StatusOK, json.RawMessage(rec.Response)) // want `the response stored under the key read by gorm\.DB\.First is replayed here without comparing a fingerprint of the request`
		return
	}
	var o Order
	c.ShouldBindJSON(&o)
	c.JSON(http.StatusCreated, o)
}

// Twin: the order's hash is compared with the stored one.
func (a *API) CreateChecked(c *gin.Context) {
	var o Order
	if err := c.ShouldBindJSON(&o); err != nil {
		c.JSON(http.StatusBadRequest, err.Error())
		return
	}
	b, _ := json.Marshal(o)
	sum := sha256.Sum256(b)
	var rec IdempotencyRecord
	if err := a.db.Where("key = ?", c.GetHeader("Idempotency-Key")).First(&rec).Error; err == nil {
		if rec.RequestHash != hex.EncodeToString(sum[:]) {
			c.JSON(http.StatusUnprocessableEntity, "idempotency key reused with a different request")
			return
		}
		c.JSON(http.StatusOK, json.RawMessage(rec.Response))
		return
	}
	c.JSON(http.StatusCreated, o)
}
