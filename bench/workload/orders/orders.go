// Package orders is first-party code for the benchmark: a repository over
// database/sql and pgx, the kind of code idemlint summarizes.
package orders

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"gorm.io/gorm"
)

type Order struct {
	ID        string
	Customer  string
	Amount    int64
	CreatedAt time.Time
}

type Repo struct {
	DB   *sql.DB
	Pool *pgxpool.Pool
	Gorm *gorm.DB
}

func (r *Repo) Insert(ctx context.Context, o Order) error {
	_, err := r.DB.ExecContext(ctx, `INSERT INTO orders(id, customer, amount) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`,
		o.ID, o.Customer, o.Amount)
	return err
}

func (r *Repo) AddCredit(ctx context.Context, customer string, amount int64) error {
	_, err := r.Pool.Exec(ctx, `UPDATE customers SET credit = credit + $1 WHERE id = $2`, amount, customer)
	return err
}

func (r *Repo) Seen(ctx context.Context, id string) (bool, error) {
	var ok bool
	err := r.DB.QueryRowContext(ctx, `SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)`, id).Scan(&ok)
	return ok, err
}

func (r *Repo) Archive(ctx context.Context, before time.Time) (int64, error) {
	res := r.Gorm.WithContext(ctx).Where("created_at < ?", before).Delete(&Order{})
	return res.RowsAffected, res.Error
}

func (r *Repo) Label(o Order) string {
	return fmt.Sprintf("%s/%s/%d", o.Customer, o.ID, o.CreatedAt.Unix())
}
