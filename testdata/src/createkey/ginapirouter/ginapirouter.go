// Package ginapirouter registers ginapi's handlers, as gin-vue-admin's
// router package registers its api package's: a POST whose handler, in
// the other package, inserts a row and reads no key is reported here, at
// the registration that makes it a POST, and so is a handler that pays
// (Charge): its package, which registers no route, left the payment to
// the package that knows the method.
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
	g.POST("login", a.Login)   // want `handler ginapi.API.Login of POST login performs a row insert`
	g.POST("charge", a.Charge) // want `handler ginapi.API.Charge of POST charge performs a payment \(service.Orders.Place`
	g.GET("user", a.Login)
}
