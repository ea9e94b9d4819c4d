// Package tokens is a team's own helper package: random bytes read into a
// buffer and encoded as a string, the way services mint tokens without a
// uuid library. Its summaries carry "returns a nondeterministic value" to
// every importer.
package tokens

import (
	crand "crypto/rand"
	"encoding/base32"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"io"
	mrand "math/rand"
	"os"
)

// Hex reads 16 bytes from crypto/rand and hex-encodes them.
func Hex() string {
	b := make([]byte, 16)
	if _, err := crand.Read(b); err != nil {
		panic(err)
	}
	return hex.EncodeToString(b)
}

// Base32 fills an array with io.ReadFull(crypto/rand.Reader, …).
func Base32() (string, error) {
	var b [20]byte
	if _, err := io.ReadFull(crand.Reader, b[:]); err != nil {
		return "", err
	}
	return base32.StdEncoding.EncodeToString(b[:]), nil
}

// URLSafe draws from math/rand and base64-encodes.
func URLSafe() string {
	b := make([]byte, 12)
	mrand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// Sprintf formats bytes from a seeded generator with %x.
func Sprintf(r *mrand.Rand) string {
	b := make([]byte, 8)
	r.Read(b)
	return fmt.Sprintf("%x", b)
}

// Encode is a twin: it encodes the bytes its caller hands in, the same
// bytes every time.
func Encode(b []byte) string { return hex.EncodeToString(b) }

// FileDigest is a twin: io.ReadFull from a file, not from a random reader.
func FileDigest(f *os.File) (string, error) {
	b := make([]byte, 32)
	if _, err := io.ReadFull(f, b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}

// FromReader is a twin: the reader is the caller's, which this summary
// cannot tell random.
func FromReader(r io.Reader) string {
	b := make([]byte, 16)
	io.ReadFull(r, b)
	return hex.EncodeToString(b)
}

// Direct calls Read on crypto/rand.Reader itself.
func Direct() string {
	b := make([]byte, 8)
	crand.Reader.Read(b)
	return fmt.Sprintf("%x", b)
}
