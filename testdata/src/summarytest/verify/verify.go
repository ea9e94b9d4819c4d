package verify // want package:"relevant"

// Package verify: a team's wrappers whose one result is a credential
// check's outcome, true (nil, non-zero) on a match, carry verify; a
// wrapper that returns the mismatch, one that also returns true without a
// check, one that hashes, and one that returns more than the outcome carry
// none.

import (
	"crypto/subtle"

	"golang.org/x/crypto/bcrypt"
)

func Compare(hash, pw []byte) bool { // want Compare:`summary\{verify\}`
	return bcrypt.CompareHashAndPassword(hash, pw) == nil
}

func CompareErr(hash, pw []byte) error { // want CompareErr:`summary\{verify\}`
	return bcrypt.CompareHashAndPassword(hash, pw)
}

func Equal(a, b []byte) bool { // want Equal:`summary\{verify\}`
	return subtle.ConstantTimeCompare(a, b) == 1
}

func NotZero(a, b []byte) bool { // want NotZero:`summary\{verify\}`
	return !(subtle.ConstantTimeCompare(a, b) == 0)
}

func Through(hash, pw []byte) bool { // want Through:`summary\{verify\}`
	if len(hash) == 0 {
		return false
	}
	return Compare(hash, pw)
}

func Mismatch(hash, pw []byte) bool {
	return bcrypt.CompareHashAndPassword(hash, pw) != nil
}

func Debug(hash, pw []byte, debug bool) bool {
	if debug {
		return true
	}
	return Compare(hash, pw)
}

func Hash(pw []byte) ([]byte, error) {
	return bcrypt.GenerateFromPassword(pw, bcrypt.DefaultCost)
}

func Both(hash, pw []byte) (bool, error) {
	err := bcrypt.CompareHashAndPassword(hash, pw)
	return err == nil, err
}

func Always(hash, pw []byte) bool {
	return false
}
