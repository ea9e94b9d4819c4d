// Package server registers package services' handlers: the POST whose
// handler publishes with no key is reported here, the PUT is not.
package server

import (
	"github.com/Shopify/sarama"
	"github.com/gin-gonic/gin"

	"github.com/idemlint/idemlint/integration/cases/createkey/saramaold/services"
)

func Routes(producer sarama.SyncProducer) *gin.Engine {
	st := services.NewStudent(producer)
	r := gin.New()
	r.POST("/student", st.Post) // want: createkey
	r.PUT("/student/:id", st.Put)
	return r
}
