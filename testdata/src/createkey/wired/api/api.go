// Package api declares gin handlers over a database interface held in an
// exported field, which the package that registers the routes (router)
// sets in a struct literal: gotify's shape.
package api

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

type Message struct {
	ID    uint `gorm:"primaryKey;autoIncrement"`
	Title string
	Text  string
}

type User struct {
	ID   uint   `gorm:"primaryKey;autoIncrement"`
	Name string `gorm:"type:varchar(180);uniqueIndex:uix_users_name"`
}

// MessageDatabase is what the message API needs of the database.
type MessageDatabase interface {
	CreateMessage(m *Message) error
}

type MessageAPI struct {
	DB MessageDatabase // want DB:`injected\(-1:api.MessageAPI.DB.CreateMessage after , -1:api.MessageAPI.DB.CreateMessage after \)`
}

type createMessage struct {
	Title string `json:"title"`
	Text  string `json:"text"`
}

// CreateMessage stores a message under an ID the database assigns.
func (a *MessageAPI) CreateMessage(ctx *gin.Context) {
	var req createMessage
	if err := ctx.ShouldBindJSON(&req); err != nil {
		ctx.AbortWithStatus(http.StatusBadRequest)
		return
	}
	m := &Message{Title: req.Title, Text: req.Text}
	if err := a.DB.CreateMessage(m); err != nil {
		ctx.AbortWithStatus(http.StatusInternalServerError)
		return
	}
	ctx.JSON(http.StatusOK, m)
}

// ImportMessage does the same; its route is a PUT, which a client's retry
// repeats by design.
func (a *MessageAPI) ImportMessage(ctx *gin.Context) {
	var req createMessage
	if err := ctx.ShouldBindJSON(&req); err != nil {
		ctx.AbortWithStatus(http.StatusBadRequest)
		return
	}
	a.DB.CreateMessage(&Message{Title: req.Title, Text: req.Text})
}

// UserDatabase is what the user API needs of the database.
type UserDatabase interface {
	GetUserByName(name string) (*User, error)
	CreateUser(u *User) error
}

type UserAPI struct {
	DB UserDatabase // want DB:`injected\(-1:api.UserAPI.DB.CreateUser after , -1:api.UserAPI.DB.GetUserByName after \)`
}

type createUser struct {
	Name string `json:"name"`
}

// CreateUser is a sign-up: the name is the client's and unique.
func (a *UserAPI) CreateUser(ctx *gin.Context) {
	var req createUser
	if err := ctx.ShouldBindJSON(&req); err != nil {
		ctx.AbortWithStatus(http.StatusBadRequest)
		return
	}
	internal := &User{Name: req.Name}
	existing, err := a.DB.GetUserByName(internal.Name)
	if err != nil || existing != nil {
		ctx.AbortWithStatus(http.StatusBadRequest)
		return
	}
	if err := a.DB.CreateUser(internal); err != nil {
		ctx.AbortWithStatus(http.StatusInternalServerError)
	}
}
