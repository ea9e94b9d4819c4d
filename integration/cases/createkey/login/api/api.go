// Package api: gin handlers over a database interface held in an exported
// field that package router sets (gotify's shape), on the real gin and the
// real bcrypt. The login's session insert runs only where
// CompareHashAndPassword matched; the sign-up hashes a password and
// inserts an account no unique column guards.
package api

import (
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"
	"golang.org/x/crypto/bcrypt"
)

type Account struct {
	ID   uint `gorm:"primaryKey;autoIncrement"`
	Name string
	Hash []byte
}

type Session struct {
	ID        uint `gorm:"primaryKey;autoIncrement"`
	Token     string
	AccountID uint
}

// SessionDatabase is what the session API needs of the database.
type SessionDatabase interface {
	AccountByName(name string) (*Account, error)
	CreateSession(s *Session) error
}

type SessionAPI struct {
	DB SessionDatabase
}

// Login checks the basic-auth password against the account's hash and
// stores a session under a fresh token only on a match.
func (a *SessionAPI) Login(c *gin.Context) {
	name, pass, ok := c.Request.BasicAuth()
	if !ok {
		c.AbortWithStatus(http.StatusUnauthorized)
		return
	}
	acc, err := a.DB.AccountByName(name)
	if err != nil || acc == nil {
		c.AbortWithStatus(http.StatusUnauthorized)
		return
	}
	if err := bcrypt.CompareHashAndPassword(acc.Hash, []byte(pass)); err != nil {
		c.AbortWithStatus(http.StatusUnauthorized)
		return
	}
	s := &Session{Token: uuid.NewString(), AccountID: acc.ID}
	if err := a.DB.CreateSession(s); err != nil {
		c.AbortWithStatus(http.StatusInternalServerError)
		return
	}
	c.JSON(http.StatusOK, s)
}

// AccountDatabase is what the account API needs of the database.
type AccountDatabase interface {
	CreateAccount(acc *Account) error
}

type AccountAPI struct {
	DB AccountDatabase
}

type signupReq struct {
	Name     string `json:"name"`
	Password string `json:"password"`
}

// Signup hashes the password and inserts the account: hashing checks no
// credential, and no unique column holds the client's name.
func (a *AccountAPI) Signup(c *gin.Context) {
	var req signupReq
	if err := c.ShouldBindJSON(&req); err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	h, err := bcrypt.GenerateFromPassword([]byte(req.Password), bcrypt.DefaultCost)
	if err != nil {
		c.AbortWithStatus(http.StatusInternalServerError)
		return
	}
	if err := a.DB.CreateAccount(&Account{Name: req.Name, Hash: h}); err != nil {
		c.AbortWithStatus(http.StatusInternalServerError)
	}
}
