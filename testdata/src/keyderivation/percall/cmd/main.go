// Command cmd runs once: nothing calls main again, so its key is no
// per-call request ID.
package main

import (
	"github.com/google/uuid"

	"keyderivation/percall/payclient"
)

func main() {
	var c payclient.Client
	_ = c.Charge(100, uuid.NewString())
}

// Twin of main: a function of a command is called, and retried.
func charge(c *payclient.Client) error {
	return c.Charge(100, uuid.NewString()) // want `minted on every call of main.charge`
}

func init() { _ = charge }
