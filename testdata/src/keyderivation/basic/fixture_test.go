package basic

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/google/uuid"
)

// A test mints unique fixture keys on purpose, from the clock or uuid:
// silent, in a _test.go file.
func TestFixtureKeys(t *testing.T) {
	req, _ := http.NewRequest(http.MethodPost, "http://localhost", nil)
	req.Header.Set("Idempotency-Key", fmt.Sprintf("test-%d", time.Now().UnixNano()))
	req.Header.Set("Idempotency-Key", uuid.NewString())
}
