// Package api declares gin handlers over a database interface held in an
// exported field, which the package that registers the routes (router)
// sets in a struct literal: gotify's shape.
package api

import (
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"

	"createkey/login/password"
)

type Message struct {
	ID    uint `gorm:"primaryKey;autoIncrement"`
	Title string
	Text  string
}

type User struct {
	ID   uint   `gorm:"primaryKey;autoIncrement"`
	Name string `gorm:"type:varchar(180);uniqueIndex:uix_users_name"`
	Pass []byte
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

// Session is a login's session, under a token the server mints.
type Session struct {
	ID     uint `gorm:"primaryKey;autoIncrement"`
	Token  string
	UserID uint
}

// Attempt is a failed login attempt.
type Attempt struct {
	ID   uint `gorm:"primaryKey;autoIncrement"`
	Name string
}

// SessionDatabase is what the session API needs of the database.
type SessionDatabase interface {
	GetUserByName(name string) (*User, error)
	CreateSession(s *Session) error
	CreateAttempt(a *Attempt) error
}

type SessionAPI struct {
	DB SessionDatabase // want DB:`injected\(-1:api.SessionAPI.DB.CreateAttempt after , -1:api.SessionAPI.DB.CreateSession after login, -1:api.SessionAPI.DB.GetUserByName after , -1:api.SessionAPI.DB.GetUserByName after \)`
}

// Login checks the basic-auth password through the team's bcrypt wrapper
// and stores a session row only on a match (gotify's SessionAPI.Login): a
// login, silent where the database is wired.
func (a *SessionAPI) Login(ctx *gin.Context) {
	name, pass, ok := ctx.Request.BasicAuth()
	if !ok {
		ctx.AbortWithStatus(http.StatusUnauthorized)
		return
	}
	user, err := a.DB.GetUserByName(name)
	if err != nil {
		ctx.AbortWithStatus(http.StatusInternalServerError)
		return
	}
	if user == nil || !password.ComparePassword(user.Pass, []byte(pass)) {
		ctx.AbortWithStatus(http.StatusUnauthorized)
		return
	}
	s := Session{Token: uuid.NewString(), UserID: user.ID}
	if err := a.DB.CreateSession(&s); err != nil {
		ctx.AbortWithStatus(http.StatusInternalServerError)
		return
	}
	ctx.JSON(http.StatusOK, s)
}

// LoginAudited records a failed attempt on the check's failed side: that
// insert runs for any wrong password, and a retry counts the failure
// twice. Reported where the database is wired.
func (a *SessionAPI) LoginAudited(ctx *gin.Context) {
	name, pass, _ := ctx.Request.BasicAuth()
	user, err := a.DB.GetUserByName(name)
	if err != nil || user == nil {
		ctx.AbortWithStatus(http.StatusUnauthorized)
		return
	}
	if !password.ComparePassword(user.Pass, []byte(pass)) {
		a.DB.CreateAttempt(&Attempt{Name: name})
		ctx.AbortWithStatus(http.StatusUnauthorized)
		return
	}
	ctx.JSON(http.StatusOK, user)
}
