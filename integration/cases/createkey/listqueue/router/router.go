// Package router registers package handlers' routes.
package router

import (
	"github.com/gin-gonic/gin"
	"github.com/redis/go-redis/v9"

	"github.com/idemlint/idemlint/integration/cases/createkey/listqueue/handlers"
	"github.com/idemlint/idemlint/integration/cases/createkey/listqueue/queue"
)

func New(rdb *redis.Client) *gin.Engine {
	h := &handlers.Send{Q: queue.New(rdb, "send_tasks")}
	r := gin.New()
	r.POST("/send", h.Enqueue) // want: createkey
	r.POST("/remember", h.Remember)
	r.PUT("/send/:id", h.Replace)
	return r
}
