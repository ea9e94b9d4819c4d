package ids // want package:"relevant"

// Package ids wraps nondeterministic sources: level one of a wrapper chain.

import (
	"fmt"
	"math/rand"
	"time"
)

func Stamp() string { // want Stamp:`summary\{source:time\}`
	return fmt.Sprintf("%d", time.Now().UnixNano())
}

func Nonce() int64 { // want Nonce:`summary\{source:rand\}`
	return rand.Int63()
}

// Join derives its result from its arguments only.
func Join(a, b string) string { // want Join:`summary\{propagate\(0\) propagate\(1\)\}`
	return a + ":" + b
}

// Minted is a sanctioned key minter: the value is recorded before use.
//
//idemlint:keyminter
func Minted() string {
	return fmt.Sprint(rand.Int63())
}

// Fixed has no summary at all.
func Fixed() string { return "v1" }
