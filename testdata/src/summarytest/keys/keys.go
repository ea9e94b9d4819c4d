package keys // want package:"relevant"

// Package keys is level two: it wraps package ids.

import "summarytest/ids"

func Order(orderID string) string { // want Order:`summary\{propagate\(0\) source:time\}`
	return ids.Join(orderID, ids.Stamp())
}

func Stable(orderID string) string { // want Stable:`summary\{propagate\(0\)\}`
	return ids.Join("order", orderID)
}

func FromMinter() string {
	return ids.Minted()
}
