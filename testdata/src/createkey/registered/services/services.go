// Package services: duc2h/kafka-golang's shape. Gin handlers, exported
// methods of unexported structs that exported constructors make, publish
// through sarama's old import path (github.com/Shopify/sarama); package main
// registers them. Here their method is unknown: each publish is carried to
// the package that registers the handler by a fact, and judged there by
// the route (reported for a POST, silent for a PUT or a PATCH, which
// re-send the state they write), not reported here. Archive, which no
// package in sight registers, is reported nowhere.
package services

import (
	"net/http"

	"github.com/Shopify/sarama"
	"github.com/gin-gonic/gin"
)

type student struct {
	producer sarama.SyncProducer
}

func NewStudent(producer sarama.SyncProducer) *student {
	return &student{producer: producer}
}

type studentReq struct {
	Name  string `json:"name"`
	Grade int16  `json:"grade"`
}

// Post publishes a new student with no key the client chose: main
// registers it for POST, where it is reported.
func (s *student) Post(c *gin.Context) { // want Post:`createsWithoutKey\(a publish \(services.produce, which calls sarama.SyncProducer.SendMessage\); any method\)`
	var req studentReq
	if c.ShouldBindJSON(&req) == nil {
		produce(s.producer, "student_create", req.Name)
		c.JSON(http.StatusOK, nil)
	}
}

// PostKeyed publishes under the client's key: silent wherever it is
// registered, and no fact.
func (s *student) PostKeyed(c *gin.Context) {
	if c.GetHeader("Idempotency-Key") == "" {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	var req studentReq
	if c.ShouldBindJSON(&req) == nil {
		produce(s.producer, "student_create", req.Name)
	}
}

// Put writes the student the path names and publishes its new state:
// main registers it for PUT, and a retry re-sends the same state. Twin of
// Post: the same publish, silent at its registration.
func (s *student) Put(c *gin.Context) { // want Put:`createsWithoutKey\(a publish .*; any method\)`
	var req studentReq
	if c.ShouldBindJSON(&req) == nil {
		produce(s.producer, "student_update", c.Param("id")+":"+req.Name)
		c.JSON(http.StatusOK, nil)
	}
}

// Rename publishes the new name; main registers it for PATCH.
func (s *student) Rename(c *gin.Context) { // want Rename:`createsWithoutKey\(a publish .*; any method\)`
	produce(s.producer, "student_rename", c.Param("id"))
}

// Archive publishes, and no package in sight registers it: it carries the
// fact, and nothing reports it (docs/createkey.md, known limits).
func (s *student) Archive(c *gin.Context) { // want Archive:`createsWithoutKey\(a publish .*; any method\)`
	produce(s.producer, "student_archive", c.Param("id"))
}

// Export is a net/http handler that publishes; main registers it for any
// method, where a publish is a create whatever the method.
func (s *student) Export(w http.ResponseWriter, r *http.Request) { // want Export:`createsWithoutKey\(a publish .*; any method\)`
	produce(s.producer, "student_export", r.URL.Query().Get("id"))
}

// Replace publishes the state it is sent; main registers it for a PUT
// pattern.
func (s *student) Replace(w http.ResponseWriter, r *http.Request) { // want Replace:`createsWithoutKey\(a publish .*; any method\)`
	produce(s.producer, "student_update", r.PathValue("id"))
}

func produce(p sarama.SyncProducer, topic, value string) {
	_, _, _ = p.SendMessage(&sarama.ProducerMessage{Topic: topic, Value: sarama.StringEncoder(value)})
}

type classStudent struct {
	producer sarama.SyncProducer
}

func NewClassStudent(producer sarama.SyncProducer) *classStudent {
	return &classStudent{producer: producer}
}

type registration struct {
	StudentID string `json:"student_id"`
	ClassID   string `json:"class_id"`
}

// Register only publishes the registration, keyed for its partition by
// the class, which many registrations share: main registers it for POST.
func (s *classStudent) Register(c *gin.Context) { // want Register:`createsWithoutKey\(a publish .*; any method\)`
	var req registration
	if c.ShouldBindJSON(&req) == nil {
		_, _, _ = s.producer.SendMessage(&sarama.ProducerMessage{
			Topic: "class_student_register",
			Key:   sarama.StringEncoder(req.ClassID),
			Value: sarama.StringEncoder(req.StudentID),
		})
	}
}
