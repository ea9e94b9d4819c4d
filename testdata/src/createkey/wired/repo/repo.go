// Package repo implements the handler's stores: the summaries of their
// methods tell the wiring package what a wired store does.
package repo

import (
	"database/sql"

	"github.com/google/uuid"
	"gorm.io/gorm"

	"createkey/wired/handler"
)

// SQLMessages inserts a row under a server-minted ID.
type SQLMessages struct{ db *sql.DB }

func NewSQLMessages(db *sql.DB) *SQLMessages { return &SQLMessages{db: db} }

func (m *SQLMessages) CreateMessage(text string) (string, error) {
	id := uuid.NewString()
	_, err := m.db.Exec(`INSERT INTO messages (id, text) VALUES ($1, $2)`, id, text)
	return id, err
}

// Reader only reads.
type Reader struct{ db *sql.DB }

func NewReader(db *sql.DB) *Reader { return &Reader{db: db} }

func (m *Reader) CreateMessage(text string) (string, error) {
	var id string
	err := m.db.QueryRow(`SELECT id FROM messages WHERE text = $1`, text).Scan(&id)
	return id, err
}

// KeyedMessages claims the client's key: a retry loses the claim.
type KeyedMessages struct{ db *sql.DB }

func (m *KeyedMessages) CreateKeyed(key, text string) error {
	_, err := m.db.Exec(`INSERT INTO messages (idempotency_key, text) VALUES ($1, $2) ON CONFLICT (idempotency_key) DO NOTHING`, key, text)
	return err
}

// PlainKeyed stores the key in a column of a plain insert.
type PlainKeyed struct{ db *sql.DB }

func (m *PlainKeyed) CreateKeyed(key, text string) error {
	_, err := m.db.Exec(`INSERT INTO messages (idempotency_key, text) VALUES ($1, $2)`, key, text)
	return err
}

// GormUsers inserts what it is handed with gorm.
type GormUsers struct{ db *gorm.DB }

func NewGormUsers(db *gorm.DB) *GormUsers { return &GormUsers{db: db} }

func (r *GormUsers) CreateUser(u *handler.User) error { return r.db.Create(u).Error }

func (r *GormUsers) CreateProfile(p *handler.Profile) error { return r.db.Create(p).Error }

// SQLOrders inserts an order under an ID the database assigns.
type SQLOrders struct{ db *sql.DB }

func (o *SQLOrders) Insert(id, customer string, amount int64) error {
	_, err := o.db.Exec(`INSERT INTO orders (id, customer, amount) VALUES ($1, $2, $3)`, id, customer, amount)
	return err
}
