// Package models holds gorm models keyed three ways: a string primary key
// the code sets, an integer primary key the database assigns, and a
// natural key under a unique index.
package models

// Enrollment's primary key is whatever the code stores in ID.
type Enrollment struct {
	ID        string `gorm:"column:id;not null;primaryKey"`
	ClassID   string `gorm:"column:class_id"`
	StudentID string `gorm:"column:student_id"`
}

// Entry's integer primary key is assigned by the database (gorm's
// autoIncrement default for an integer primary key).
type Entry struct {
	ID     uint `gorm:"primaryKey"`
	Amount int64
}

// Receipt's row is keyed by the reference the caller sends.
type Receipt struct {
	ID     uint   `gorm:"primaryKey"`
	Ref    string `gorm:"uniqueIndex"`
	Amount int64
}
