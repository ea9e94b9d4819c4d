// Package services holds gin handlers that publish through sarama's old
// import path, github.com/Shopify/sarama, as duc2h/kafka-golang's do; package
// server registers them. The publishes are judged there, by each route's
// method.
package services

import (
	"net/http"

	"github.com/Shopify/sarama"
	"github.com/gin-gonic/gin"
)

type student struct{ producer sarama.SyncProducer }

func NewStudent(producer sarama.SyncProducer) *student { return &student{producer: producer} }

type studentReq struct {
	Name string `json:"name"`
}

// Post publishes a new student under no key the client chose.
func (s *student) Post(c *gin.Context) {
	var req studentReq
	if c.ShouldBindJSON(&req) == nil {
		s.publish("student_create", req.Name)
		c.JSON(http.StatusOK, nil)
	}
}

// Put publishes the new state of the student the path names: a retry
// re-sends the same state.
func (s *student) Put(c *gin.Context) {
	var req studentReq
	if c.ShouldBindJSON(&req) == nil {
		s.publish("student_update", c.Param("id")+":"+req.Name)
		c.JSON(http.StatusOK, nil)
	}
}

func (s *student) publish(topic, value string) {
	_, _, _ = s.producer.SendMessage(&sarama.ProducerMessage{Topic: topic, Value: sarama.StringEncoder(value)})
}
