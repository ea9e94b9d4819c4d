// Package checkout calls a charge and a refund of two other packages that
// both key by the order ID: only this package sees both.
package checkout

import (
	"keyscope/model"
	"keyscope/payments"
	"keyscope/refunds"
)

func Reorder(o *model.Order) error {
	if err := payments.Charge(o); err != nil {
		return err
	}
	return refunds.Refund(o) // want `the idempotency key of stripe\.RefundParams is built as Order\.ID, exactly as the key of stripe\.PaymentIntentParams`
}

// Twin: the scoped pair.
func ReorderScoped(o *model.Order) error {
	if err := payments.ChargeScoped(o); err != nil {
		return err
	}
	return refunds.RefundScoped(o)
}
