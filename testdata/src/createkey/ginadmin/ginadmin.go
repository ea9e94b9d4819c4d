// Package ginadmin: gin POST handlers that register their own routes and
// reach a gorm repository in another package. Only the handlers that
// insert a row are creates; a POST that updates, deletes or saves by
// primary key creates nothing on a retry.
package ginadmin

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"createkey/gormrepo"
)

type Handlers struct{ Users *gormrepo.Users }

func (h *Handlers) Register(e *gin.Engine) {
	e.POST("/users", h.create)
	e.POST("/users/batch", h.createMany)
	e.POST("/users/rename", h.rename)
	e.POST("/users/delete", h.remove)
	e.POST("/users/save", h.replace)
	e.POST("/users/audited-rename", h.auditedRename)
}

func (h *Handlers) create(c *gin.Context) { // want `handler Handlers.create of POST /users performs a row insert \(gormrepo.Users.Create, which calls gorm.DB.Create\)`
	var req userReq
	_ = c.ShouldBindJSON(&req)
	_ = h.Users.Create(req.Name)
	c.JSON(http.StatusCreated, nil)
}

func (h *Handlers) createMany(c *gin.Context) { // want `handler Handlers.createMany of POST /users/batch performs a row insert \(gormrepo.Users.CreateMany, which calls gorm.DB.CreateInBatches\)`
	var req []gormrepo.User
	_ = c.ShouldBindJSON(&req)
	_ = h.Users.CreateMany(req)
}

func (h *Handlers) rename(c *gin.Context) {
	var req userReq
	_ = c.ShouldBindJSON(&req)
	_ = h.Users.Rename(req.ID, req.Name)
}

func (h *Handlers) remove(c *gin.Context) {
	var req userReq
	_ = c.ShouldBindJSON(&req)
	_ = h.Users.Remove(req.ID)
}

func (h *Handlers) replace(c *gin.Context) {
	var req gormrepo.User
	_ = c.ShouldBindJSON(&req)
	_ = h.Users.Replace(&req)
}

func (h *Handlers) auditedRename(c *gin.Context) { // want `handler Handlers.auditedRename of POST /users/audited-rename performs a row insert \(gormrepo.Users.AuditedRename, which calls gorm.DB.Create\)`
	var req userReq
	_ = c.ShouldBindJSON(&req)
	_ = h.Users.AuditedRename(req.ID, req.Name)
}

// userReq is the body the handlers bind.
type userReq struct {
	ID   uint   `json:"id"`
	Name string `json:"name"`
}
