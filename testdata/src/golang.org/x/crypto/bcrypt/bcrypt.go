// Package bcrypt simulates golang.org/x/crypto/bcrypt for idemlint's tests: only the declarations the knowledge names and the tests use, with the real signatures.
package bcrypt

import "errors"

const DefaultCost int = 10

var ErrMismatchedHashAndPassword = errors.New("crypto/bcrypt: hashedPassword is not the hash of the given password")

func GenerateFromPassword(password []byte, cost int) ([]byte, error) { return password, nil }

func CompareHashAndPassword(hashedPassword, password []byte) error {
	if string(hashedPassword) != string(password) {
		return ErrMismatchedHashAndPassword
	}
	return nil
}
