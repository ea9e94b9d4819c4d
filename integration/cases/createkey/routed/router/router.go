// Package router holds the service and builds the handlers from it.
package router

import (
	"github.com/gin-gonic/gin"

	"github.com/idemlint/idemlint/integration/cases/createkey/routed/handlers"
	"github.com/idemlint/idemlint/integration/cases/createkey/routed/wallet"
)

type Router struct {
	Engine *gin.Engine
	wallet *wallet.Service
}

func NewRouter(svc *wallet.Service) *Router {
	r := &Router{Engine: gin.New(), wallet: svc}
	r.setupRoutes()
	return r
}

func (r *Router) setupRoutes() {
	h := handlers.NewWalletHandler(r.wallet)
	g := r.Engine.Group("/wallet")
	g.POST("/transfer", h.Transfer)
	g.GET("/:id/balance", h.Balance)
}
