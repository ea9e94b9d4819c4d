// Package signup: a sign-up whose row a unique constraint on a value the
// client sent guards (a gorm uniqueIndex on the email), inserted by the
// handler itself: a retry's insert fails on the constraint and creates no
// second user. Silent. Beside it, sign-ups whose only unique column is
// minted by the server, or that also send an email: reported.
package signup

import (
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"
	"gorm.io/gorm"
)

type User struct {
	ID    string `gorm:"primaryKey"`
	Email string `gorm:"uniqueIndex"`
	Name  string
}

type Profile struct {
	ID    string `gorm:"primaryKey"`
	Email string
}

type signupReq struct {
	Email string `json:"email"`
	Name  string `json:"name"`
}

type API struct{ db *gorm.DB }

func (a *API) Register(e *gin.Engine) {
	e.POST("/signup", a.signup)
	e.POST("/profiles", a.profile)
	e.POST("/signup/minted", a.signupMinted)
}

// The email is unique and comes from the body.
func (a *API) signup(c *gin.Context) {
	var req signupReq
	if err := c.ShouldBindJSON(&req); err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	u := User{ID: uuid.NewString(), Email: req.Email, Name: req.Name}
	if err := a.db.Create(&u).Error; err != nil {
		c.AbortWithStatus(http.StatusConflict)
		return
	}
	c.JSON(http.StatusCreated, u)
}

// Twin: the email is not unique; the only unique column is minted here.
func (a *API) profile(c *gin.Context) { // want `handler API.profile of POST /profiles performs a row insert`
	var req signupReq
	if err := c.ShouldBindJSON(&req); err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	a.db.Create(&Profile{ID: uuid.NewString(), Email: req.Email})
}

// Twin: the unique column holds a server value, the client's email goes
// to a column nothing guards.
func (a *API) signupMinted(c *gin.Context) { // want `handler API.signupMinted of POST /signup/minted performs a row insert`
	var req signupReq
	if err := c.ShouldBindJSON(&req); err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	a.db.Create(&User{ID: uuid.NewString(), Email: uuid.NewString(), Name: req.Email})
}
