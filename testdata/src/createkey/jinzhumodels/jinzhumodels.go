// Package jinzhumodels: models over gorm v1 (github.com/jinzhu/gorm), as
// gophish's are: package-level db, Save everywhere.
package jinzhumodels

import "github.com/jinzhu/gorm"

var db *gorm.DB

type Campaign struct {
	Id   int64 `json:"id"`
	Name string
}

type MailLog struct {
	Id         int64
	CampaignId int64
	Email      string
}

type Group struct {
	Id   int64
	Name string
}

type View struct {
	Id  int64
	Who string
}

// PostCampaign saves the campaign the caller hands it (an update when the
// client sent an id) and inserts a fresh mail log: Save of a model made
// here whose Id nothing sets is an insert.
func PostCampaign(c *Campaign) error {
	if err := db.Save(c).Error; err != nil {
		return err
	}
	tx := db.Begin()
	m := &MailLog{CampaignId: c.Id, Email: c.Name}
	if err := tx.Save(m).Error; err != nil {
		return err
	}
	return tx.Commit().Error
}

// GetCampaigns reads.
func GetCampaigns() ([]Campaign, error) {
	var cs []Campaign
	err := db.Find(&cs).Error
	return cs, err
}

// GetGroup reads.
func GetGroup(name string) (Group, error) {
	g := Group{}
	err := db.Where("name = ?", name).First(&g).Error
	return g, err
}

// RenameGroup saves a group read first: its Id is set by First, so Save
// updates it.
func RenameGroup(name, to string) error {
	g := Group{}
	if err := db.Where("name = ?", name).First(&g).Error; err != nil {
		return err
	}
	g.Name = to
	return db.Save(&g).Error
}

// SetView saves a view under the id the caller gives: an update.
func SetView(id int64, who string) error {
	return db.Save(&View{Id: id, Who: who}).Error
}

// LogView inserts a view row.
func LogView(who string) error {
	return db.Create(&View{Who: who}).Error
}
