// Package api: gin handlers over a database interface held in an exported
// field that package router sets (gotify's shape), on the real gin. The
// message's insert and the user's sign-up are behind the interface: this
// package reports nothing and records them for the wiring package.
package api

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

type Message struct {
	ID   uint `gorm:"primaryKey;autoIncrement"`
	Text string
}

type User struct {
	ID   uint   `gorm:"primaryKey;autoIncrement"`
	Name string `gorm:"type:varchar(180);uniqueIndex:uix_users_name"`
}

// Database is what the API needs of the database.
type Database interface {
	CreateMessage(m *Message) error
	CreateUser(u *User) error
}

type API struct {
	DB Database
}

type messageReq struct {
	Text string `json:"text"`
}

// CreateMessage inserts a message under an ID the database assigns.
func (a *API) CreateMessage(c *gin.Context) {
	var req messageReq
	if err := c.ShouldBindJSON(&req); err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	m := &Message{Text: req.Text}
	if err := a.DB.CreateMessage(m); err != nil {
		c.AbortWithStatus(http.StatusInternalServerError)
		return
	}
	c.JSON(http.StatusOK, m)
}

type userReq struct {
	Name string `json:"name"`
}

// CreateUser is a sign-up: the name is the client's and unique.
func (a *API) CreateUser(c *gin.Context) {
	var req userReq
	if err := c.ShouldBindJSON(&req); err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	if err := a.DB.CreateUser(&User{Name: req.Name}); err != nil {
		c.AbortWithStatus(http.StatusConflict)
	}
}
