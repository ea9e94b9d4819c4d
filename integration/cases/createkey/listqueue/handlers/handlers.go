// Package handlers holds gin handlers over the queue; package router
// registers them, and judges them by each route's method.
package handlers

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/idemlint/idemlint/integration/cases/createkey/listqueue/queue"
)

type Send struct{ Q *queue.Queue }

// Enqueue pushes the email onto the job list under no key: a retried
// request sends it twice.
func (s *Send) Enqueue(c *gin.Context) {
	var t queue.Task
	if err := c.BindJSON(&t); err != nil {
		return
	}
	if err := s.Q.Push(c, &t); err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": err.Error()})
		return
	}
	c.JSON(http.StatusOK, nil)
}

// Remember only overwrites a value: a retry writes the same one.
func (s *Send) Remember(c *gin.Context) {
	var t queue.Task
	if err := c.BindJSON(&t); err != nil {
		return
	}
	_ = s.Q.Last(c, &t)
	c.JSON(http.StatusOK, nil)
}

// Replace pushes under a PUT: the client names what it replaces.
func (s *Send) Replace(c *gin.Context) {
	var t queue.Task
	if err := c.BindJSON(&t); err != nil {
		return
	}
	_ = s.Q.Push(c, &t)
	c.JSON(http.StatusOK, nil)
}
