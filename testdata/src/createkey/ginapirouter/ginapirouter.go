// Package ginapirouter registers ginapi's handlers, as gin-vue-admin's
// router package registers its api package's: createkey does not follow
// the registration into the handlers' package.
package ginapirouter

import (
	"github.com/gin-gonic/gin"

	"createkey/ginapi"
)

func Register(g *gin.RouterGroup, a *ginapi.API) {
	g.POST("user", a.CreateUser)
	g.PUT("user", a.UpdateUser)
	g.POST("login", a.Login)
	g.POST("charge", a.Charge)
}
