// Package ginapi: gin handlers whose routes another package registers
// (ginapirouter), so their method is unknown here. A row insert does not
// make them creates (UpdateUser, a login that get-or-creates its settings
// row, even CreateUser: the method may be a PUT with a client-chosen ID);
// a payment does, whatever the method.
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

func (a *API) CreateUser(c *gin.Context) {
	var req userReq
	_ = c.ShouldBindJSON(&req)
	_ = a.Users.Create(req.Name)
	c.JSON(http.StatusOK, nil)
}

func (a *API) UpdateUser(c *gin.Context) {
	var req userReq
	_ = c.ShouldBindJSON(&req)
	_ = a.Users.AuditedRename(req.ID, req.Name)
}

func (a *API) Login(c *gin.Context) {
	s, err := a.Config.Get()
	if err != nil || s.Lockouts == 0 {
		c.AbortWithStatus(http.StatusForbidden)
	}
}

type chargeReq struct {
	Customer string `json:"customer"`
	Amount   int64  `json:"amount"`
}

func (a *API) Charge(c *gin.Context) { // want `handler API.Charge performs a payment`
	var req chargeReq
	_ = c.ShouldBindJSON(&req)
	_ = a.Orders.Place(c.Request.Context(), req.Customer, req.Amount)
}
