// Package usebilling calls billing's wrappers with keys it builds.
package usebilling

import (
	"keyscope/billing"
	"keyscope/model"
)

type Service struct{ billing *billing.Client }

func (s *Service) Checkout(o *model.Order) error { return s.billing.Charge(o.ID, o.Amount) } // want Checkout:`keyShape\(billing\.Client\.Charge=Order\.ID\)`

func (s *Service) Cancel(o *model.Order) error { // want Cancel:`keyShape\(billing\.Client\.Refund=Order\.ID\)`
	return s.billing.Refund(o.ID, o.ID) // want `the idempotency key of billing\.Client\.Refund is built as Order\.ID, exactly as the key of billing\.Client\.Charge`
}

// Twin: scoped keys.
func (s *Service) CheckoutScoped(o *model.Order) error { // want CheckoutScoped:`keyShape\(billing\.Client\.Charge="charge:"\+Order\.TenantID\)`
	return s.billing.Charge("charge:"+o.TenantID, o.Amount)
}

func (s *Service) CancelScoped(o *model.Order) error { // want CancelScoped:`keyShape\(billing\.Client\.Refund="refund:"\+Order\.TenantID\)`
	return s.billing.Refund("refund:"+o.TenantID, o.ID)
}
