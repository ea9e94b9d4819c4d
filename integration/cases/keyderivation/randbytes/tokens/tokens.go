// Package tokens is a team's token helper on the real crypto/rand: random
// bytes read into a buffer and returned encoded. Its callers in other
// packages see it as a nondeterministic source.
package tokens

import (
	crand "crypto/rand"
	"encoding/base32"
	"encoding/hex"
	"io"
	"os"
)

// Hex reads 16 bytes from crypto/rand.
func Hex() string {
	b := make([]byte, 16)
	if _, err := crand.Read(b); err != nil {
		panic(err)
	}
	return hex.EncodeToString(b)
}

// Base32 reads crypto/rand.Reader with io.ReadFull.
func Base32() (string, error) {
	var b [20]byte
	if _, err := io.ReadFull(crand.Reader, b[:]); err != nil {
		return "", err
	}
	return base32.StdEncoding.EncodeToString(b[:]), nil
}

// FileDigest is a twin: io.ReadFull from a file.
func FileDigest(f *os.File) (string, error) {
	b := make([]byte, 32)
	if _, err := io.ReadFull(f, b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}
