// Command server registers services' handlers, as kafka-golang's
// cmd/server does: the publishes their package carried are judged here, by
// the method each route names.
package main

import (
	"net/http"

	"github.com/Shopify/sarama"
	"github.com/gin-gonic/gin"

	"createkey/registered/services"
)

func main() {
	producer, err := sarama.NewSyncProducer([]string{"localhost:9092"}, sarama.NewConfig())
	if err != nil {
		return
	}
	studentSvc := services.NewStudent(producer)
	classStudentSvc := services.NewClassStudent(producer)

	r := gin.Default()
	r.POST("/student", studentSvc.Post) // want `handler services.student.Post of POST /student performs a publish \(services.produce, which calls sarama.SyncProducer.SendMessage\) and reads no idempotency key`
	r.POST("/student/keyed", studentSvc.PostKeyed)
	r.PUT("/student/:id", studentSvc.Put)
	r.PATCH("/student/:id/name", studentSvc.Rename)
	r.POST("/class-student/register", classStudentSvc.Register) // want `handler services.classStudent.Register of POST /class-student/register performs a publish`

	mux := http.NewServeMux()
	mux.HandleFunc("/student/export", studentSvc.Export) // want `handler services.student.Export of any method /student/export performs a publish`
	mux.HandleFunc("PUT /student/{id}", studentSvc.Replace)
}
