// Package signup: gin handlers over the real gorm. A sign-up whose own
// insert sets a unique column from the body is silent; its twins, whose
// unique columns hold only server values, are reported.
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
	Email string `json:"email" binding:"required,email"`
	Name  string `json:"name"`
}

type API struct{ db *gorm.DB }

func (a *API) Register(e *gin.Engine) {
	e.POST("/signup", a.signup)
	e.POST("/profiles", a.profile)
}

func (a *API) signup(c *gin.Context) {
	var req signupReq
	if err := c.ShouldBindJSON(&req); err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	u := User{ID: uuid.NewString(), Email: req.Email, Name: req.Name}
	if err := a.db.WithContext(c.Request.Context()).Create(&u).Error; err != nil {
		c.AbortWithStatus(http.StatusConflict)
		return
	}
	c.JSON(http.StatusCreated, u)
}

func (a *API) profile(c *gin.Context) { // want: createkey
	var req signupReq
	if err := c.ShouldBindJSON(&req); err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	a.db.WithContext(c.Request.Context()).Create(&Profile{ID: uuid.NewString(), Email: req.Email})
	c.Status(http.StatusCreated)
}
