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

func auth(*gin.Context) {}

func Create(db *GormDatabase) *gin.Engine {
	g := gin.Default()
	messageHandler := api.MessageAPI{DB: db} // want `api.MessageAPI.DB is set to a value whose CreateMessage performs a row insert \(router.GormDatabase.CreateMessage, which calls gorm.DB.Create\), and handler api.MessageAPI.CreateMessage of POST /message calls api.MessageAPI.DB.CreateMessage at api.go:38`
	userHandler := api.UserAPI{DB: db}
	g.Group("/").Use(auth).POST("/message", messageHandler.CreateMessage)
	g.PUT("/message/import", messageHandler.ImportMessage)
	g.POST("/user", userHandler.CreateUser)
	return g
}
