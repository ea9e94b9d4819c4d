package main

import (
	"net/http/httptest"
	"testing"

	"github.com/gin-gonic/gin"

	"createkey/registered/services"
)

// Twin: a test serves the handler itself; the service's own registration
// (main) judges it, so the test's route is not reported again.
func TestPost(t *testing.T) {
	r := gin.Default()
	r.POST("/student", services.NewStudent(nil).Post)
	_ = httptest.NewRecorder()
}
