// Package ginapirouter registers ginapi's handlers, as gin-vue-admin's
// router package registers its api package's: a POST whose handler, in
// the other package, inserts a row and reads no key is reported here, at
// the registration that makes it a POST. The handler's package reported
// Charge already (a payment, whatever the method): not twice.
package ginapirouter

import (
	"github.com/gin-gonic/gin"

	"createkey/ginapi"
)

func Register(g *gin.RouterGroup, a *ginapi.API) {
	g.POST("user", a.CreateUser) // want `handler ginapi.API.CreateUser of POST user performs a row insert \(gormrepo.Users.Create`
	g.POST("user/keyed", a.CreateUserKeyed)
	g.PUT("user/import", a.ImportUser)
	g.PUT("user", a.UpdateUser)
	g.POST("login", a.Login) // want `handler ginapi.API.Login of POST login performs a row insert`
	g.POST("charge", a.Charge)
	g.GET("user", a.Login)
}
