// Package gormrepo is a gorm repository of the shape of an admin
// application: one method creates a row, the others update, delete, save
// by primary key or get-or-create. Only the first creates a row that a
// retry creates again.
package gormrepo

import (
	"errors"

	"gorm.io/gorm"
)

type User struct {
	ID   uint
	Name string
}

type Role struct {
	UserID uint
	Role   string
}

type Audit struct {
	UserID uint
	What   string
}

type Users struct{ DB *gorm.DB }

// Create inserts a row.
func (u *Users) Create(name string) error {
	return u.DB.Create(&User{Name: name}).Error
}

// CreateMany inserts rows in batches.
func (u *Users) CreateMany(users []User) error {
	return u.DB.CreateInBatches(users, 100).Error
}

// Rename updates a row in place.
func (u *Users) Rename(id uint, name string) error {
	return u.DB.Model(&User{ID: id}).Updates(map[string]interface{}{"name": name}).Error
}

// Remove deletes a row.
func (u *Users) Remove(id uint) error {
	return u.DB.Delete(&User{ID: id}).Error
}

// Replace saves the row by its primary key.
func (u *Users) Replace(user *User) error {
	return u.DB.Save(user).Error
}

// AuditedRename updates the user and inserts an audit row: the insert
// is the effect named, not the update that comes first.
func (u *Users) AuditedRename(id uint, name string) error {
	if err := u.DB.Model(&User{ID: id}).Updates(map[string]interface{}{"name": name}).Error; err != nil {
		return err
	}
	return u.DB.Create(&Audit{UserID: id, What: "rename"}).Error
}

type Settings struct {
	ID       uint
	Lockouts int
}

type Config struct{ DB *gorm.DB }

// Get returns the settings row and creates the default one when none
// exists yet: a get-or-create.
func (c *Config) Get() (*Settings, error) {
	var s Settings
	err := c.DB.First(&s).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		s = Settings{Lockouts: 5}
		err = c.DB.Create(&s).Error
	}
	return &s, err
}
