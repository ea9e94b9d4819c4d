// Package ginapi: gin handlers whose routes another package registers
// (ginapirouter), so their method is unknown here. A row insert does not
// make them creates here (UpdateUser, a login that get-or-creates its
// settings row, even CreateUser: the method may be a PUT with a
// client-chosen ID); a payment does, whatever the method. The router
// package, which knows the method, judges the row inserts, and the payment
// (Charge): reported where it is registered for POST.
package ginapi

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"createkey/gormrepo"
	"createkey/service"
)

type API struct {
	Users  *gormrepo.Users
	Config *gormrepo.Config
	Orders *service.Orders
}

type userReq struct {
	ID   uint   `json:"id"`
	Name string `json:"name"`
}

func (a *API) CreateUser(c *gin.Context) { // want CreateUser:`createsWithoutKey\(a row insert \(gormrepo.Users.Create`
	var req userReq
	_ = c.ShouldBindJSON(&req)
	_ = a.Users.Create(req.Name)
	c.JSON(http.StatusOK, nil)
}

// CreateUserKeyed inserts under the client's key: silent wherever it is
// registered.
func (a *API) CreateUserKeyed(c *gin.Context) {
	var req userReq
	_ = c.ShouldBindJSON(&req)
	if c.GetHeader("Idempotency-Key") == "" {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	_ = a.Users.Create(req.Name)
}

// ImportUser inserts a row; its router registers it for PUT.
func (a *API) ImportUser(c *gin.Context) { // want ImportUser:`createsWithoutKey`
	var req userReq
	_ = c.ShouldBindJSON(&req)
	_ = a.Users.Create(req.Name)
}

func (a *API) UpdateUser(c *gin.Context) { // want UpdateUser:`createsWithoutKey\(a row insert \(gormrepo.Users.AuditedRename`
	var req userReq
	_ = c.ShouldBindJSON(&req)
	_ = a.Users.AuditedRename(req.ID, req.Name)
}

// Login get-or-creates its settings row (gormrepo.Config.Get): to the
// summary a row insert, so its POST is reported where it is registered
// (docs/createkey.md, limits: get-or-create is not told apart).
func (a *API) Login(c *gin.Context) { // want Login:`createsWithoutKey\(a row insert \(gormrepo.Config.Get`
	s, err := a.Config.Get()
	if err != nil || s.Lockouts == 0 {
		c.AbortWithStatus(http.StatusForbidden)
	}
}

type chargeReq struct {
	Customer string `json:"customer"`
	Amount   int64  `json:"amount"`
}

func (a *API) Charge(c *gin.Context) { // want Charge:`createsWithoutKey\(a payment \(service.Orders.Place, which calls paymentintent.New\); any method\)`
	var req chargeReq
	_ = c.ShouldBindJSON(&req)
	_ = a.Orders.Place(c.Request.Context(), req.Customer, req.Amount)
}
