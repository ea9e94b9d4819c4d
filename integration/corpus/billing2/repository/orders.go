package repository

import (
	"context"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

// Order is the orders table, written with gorm.
type Order struct {
	ID         string `gorm:"primaryKey"`
	CustomerID string `gorm:"index"`
	SKU        string
	Quantity   int
	CreatedAt  time.Time
}

type Orders struct{ db *gorm.DB }

func NewOrders(db *gorm.DB) *Orders { return &Orders{db: db} }

// Create inserts the order.
func (r *Orders) Create(ctx context.Context, o *Order) error {
	return r.db.WithContext(ctx).Create(o).Error
}

// CreateOnce inserts the order unless its ID is already there; it reports
// whether it did.
func (r *Orders) CreateOnce(ctx context.Context, o *Order) (bool, error) {
	res := r.db.WithContext(ctx).Clauses(clause.OnConflict{DoNothing: true}).Create(o)
	return res.RowsAffected == 1, res.Error
}

// Get reads an order.
func (r *Orders) Get(ctx context.Context, id string) (*Order, error) {
	var o Order
	return &o, r.db.WithContext(ctx).First(&o, "id = ?", id).Error
}
