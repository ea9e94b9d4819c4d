// Package router sets the API's database to a gorm one and registers the
// routes through a middleware group: createkey reports the message's POST
// here, where the inserting database meets the endpoint, and not the
// sign-up, whose unique name is the client's.
package router

import (
	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"github.com/idemlint/idemlint/integration/cases/createkey/wired/api"
)

// GormDatabase is the concrete database.
type GormDatabase struct{ DB *gorm.DB }

func (d *GormDatabase) CreateMessage(m *api.Message) error { return d.DB.Create(m).Error }

func (d *GormDatabase) CreateUser(u *api.User) error { return d.DB.Create(u).Error }

func New(db *GormDatabase) *gin.Engine {
	e := gin.New()
	h := api.API{DB: db} // want: createkey
	g := e.Group("/").Use(gin.Recovery())
	g.POST("/message", h.CreateMessage)
	g.POST("/user", h.CreateUser)
	return e
}
