// Package password is a team's wrapper of bcrypt (gotify's auth/password):
// its ComparePassword's result is the check's outcome, true on a match.
package password

import "golang.org/x/crypto/bcrypt"

// CreatePassword hashes a password for storage: no check.
func CreatePassword(pw string) []byte {
	h, err := bcrypt.GenerateFromPassword([]byte(pw), bcrypt.DefaultCost)
	if err != nil {
		panic(err)
	}
	return h
}

// ComparePassword reports whether password is the one hashedPassword was
// made from.
func ComparePassword(hashedPassword, password []byte) bool {
	return bcrypt.CompareHashAndPassword(hashedPassword, password) == nil
}

// Mismatch reports the opposite: true when the password is wrong. A
// caller cannot tell its polarity from the type: no check.
func Mismatch(hashedPassword, password []byte) bool {
	return bcrypt.CompareHashAndPassword(hashedPassword, password) != nil
}
