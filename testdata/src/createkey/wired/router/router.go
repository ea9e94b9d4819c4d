// Package router sets the database in the API structs and registers their
// routes: it wires and knows the methods.
package router

import (
	"gorm.io/gorm"

	"github.com/gin-gonic/gin"

	"createkey/wired/api"
)

// GormDatabase is the concrete database.
type GormDatabase struct{ DB *gorm.DB }

func (d *GormDatabase) CreateMessage(m *api.Message) error { return d.DB.Create(m).Error }

func (d *GormDatabase) CreateUser(u *api.User) error { return d.DB.Create(u).Error }

func (d *GormDatabase) GetUserByName(name string) (*api.User, error) {
	var u api.User
	err := d.DB.Where("name = ?", name).First(&u).Error
	return &u, err
}

func (d *GormDatabase) CreateSession(s *api.Session) error { return d.DB.Create(s).Error }

func (d *GormDatabase) CreateAttempt(a *api.Attempt) error { return d.DB.Create(a).Error }

func auth(*gin.Context) {}

func Create(db *GormDatabase) *gin.Engine {
	g := gin.Default()
	messageHandler := api.MessageAPI{DB: db} // want `api.MessageAPI.DB is set to a value whose CreateMessage performs a row insert \(router.GormDatabase.CreateMessage, which calls gorm.DB.Create\), and handler api.MessageAPI.CreateMessage of POST /message calls api.MessageAPI.DB.CreateMessage at api.go:49`
	userHandler := api.UserAPI{DB: db}
	g.Group("/").Use(auth).POST("/message", messageHandler.CreateMessage)
	g.PUT("/message/import", messageHandler.ImportMessage)
	g.POST("/user", userHandler.CreateUser)
	sessionHandler := api.SessionAPI{DB: db} // want `api.SessionAPI.DB is set to a value whose CreateAttempt performs a row insert \(router.GormDatabase.CreateAttempt, which calls gorm.DB.Create\), and handler api.SessionAPI.LoginAudited of POST /auth/audited calls api.SessionAPI.DB.CreateAttempt at api.go:`
	g.POST("/auth/local/login", sessionHandler.Login)
	g.POST("/auth/audited", sessionHandler.LoginAudited)
	return g
}
