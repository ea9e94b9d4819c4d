// Package router sets the APIs' database to a gorm one and registers the
// routes: createkey reports the sign-up here, where the inserting database
// meets the endpoint, and not the login, whose insert is a session.
package router

import (
	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"github.com/idemlint/idemlint/integration/cases/createkey/login/api"
)

// GormDatabase is the concrete database.
type GormDatabase struct{ DB *gorm.DB }

func (d *GormDatabase) AccountByName(name string) (*api.Account, error) {
	var acc api.Account
	err := d.DB.Where("name = ?", name).First(&acc).Error
	return &acc, err
}

func (d *GormDatabase) CreateSession(s *api.Session) error { return d.DB.Create(s).Error }

func (d *GormDatabase) CreateAccount(acc *api.Account) error { return d.DB.Create(acc).Error }

func New(db *GormDatabase) *gin.Engine {
	e := gin.New()
	sessions := api.SessionAPI{DB: db}
	accounts := api.AccountAPI{DB: db} // want: createkey
	e.POST("/auth/login", sessions.Login)
	e.POST("/accounts", accounts.Signup)
	return e
}
