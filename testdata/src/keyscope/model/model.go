// Package model holds the types the keyscope cases key by.
package model

type Order struct {
	ID       string
	TenantID string
	Amount   int64
}
