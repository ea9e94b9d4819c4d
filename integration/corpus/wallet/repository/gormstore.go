package repository

import (
	"context"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

// WalletRecord is a wallet; RequestID is the client's key of the request
// that opened it.
type WalletRecord struct {
	ID        string `gorm:"primaryKey"`
	RequestID string `gorm:"uniqueIndex"`
	OwnerID   string
	Currency  string
	CreatedAt time.Time
}

// TableName is the wallets table.
func (WalletRecord) TableName() string { return "wallets" }

// Limit is an account's daily spending limit.
type Limit struct {
	AccountID string `gorm:"primaryKey"`
	Daily     int64
	UpdatedAt time.Time
}

// LimitRequest is the record of a PUT of a limit under one key.
type LimitRequest struct { // want: payloadguard
	Key          string `gorm:"primaryKey"`
	State        string
	ResponseCode int
	ResponseBody []byte
	CreatedAt    time.Time
}

// Gorm is the gorm store of wallets and limits. The *gorm.DB is opened with
// TranslateError, so that a unique violation is gorm.ErrDuplicatedKey.
type Gorm struct {
	db *gorm.DB
}

// NewGorm returns the gorm store over db.
func NewGorm(db *gorm.DB) *Gorm { return &Gorm{db: db} }

// Migrate creates the tables.
func (g *Gorm) Migrate() error {
	return g.db.AutoMigrate(&WalletRecord{}, &Limit{}, &LimitRequest{})
}

// CreateWallet inserts w; a second wallet of the same request fails with
// gorm.ErrDuplicatedKey.
func (g *Gorm) CreateWallet(ctx context.Context, w *WalletRecord) error {
	return g.db.WithContext(ctx).Create(w).Error
}

// WalletByRequest reads the wallet a request opened.
func (g *Gorm) WalletByRequest(ctx context.Context, requestID string) (WalletRecord, error) {
	var w WalletRecord
	err := g.db.WithContext(ctx).Where("request_id = ?", requestID).First(&w).Error
	return w, err
}

// BeginLimit claims key in progress; false when it was claimed before.
func (g *Gorm) BeginLimit(ctx context.Context, key string) (bool, error) {
	res := g.db.WithContext(ctx).Clauses(clause.OnConflict{DoNothing: true}).
		Create(&LimitRequest{Key: key, State: "in_progress"})
	return res.RowsAffected == 1, res.Error
}

// LimitRequest reads key's record.
func (g *Gorm) LimitRequest(ctx context.Context, key string) (LimitRequest, error) {
	var r LimitRequest
	err := g.db.WithContext(ctx).Where("key = ?", key).First(&r).Error
	return r, err
}

// FinishLimit stores the response of key's request.
func (g *Gorm) FinishLimit(ctx context.Context, key string, code int, body []byte) error {
	return g.db.WithContext(ctx).Model(&LimitRequest{}).Where("key = ?", key).
		Updates(map[string]any{"state": "succeeded", "response_code": code, "response_body": body}).Error
}

// ReleaseLimit deletes key's record.
func (g *Gorm) ReleaseLimit(ctx context.Context, key string) error {
	return g.db.WithContext(ctx).Where("key = ?", key).Delete(&LimitRequest{}).Error
}

// SetLimit writes an account's limit.
func (g *Gorm) SetLimit(ctx context.Context, account string, daily int64) error {
	return g.db.WithContext(ctx).Save(&Limit{AccountID: account, Daily: daily}).Error
}
