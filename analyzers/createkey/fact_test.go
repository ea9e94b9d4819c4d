package createkey

import (
	"testing"

	"github.com/idemlint/idemlint/internal/analyzer/analyzertest"
)

// TestFactCodec: a handler's route fact round-trips through gob, as the
// registering package imports it.
func TestFactCodec(t *testing.T) {
	f := &routeFact{Handler: "ginapi.API.CreateUser", Effect: "a row insert (gormrepo.Users.Create, which calls gorm.DB.Create)"}
	back := analyzertest.FactCodec(t, f, 512).(*routeFact)
	if *back != *f {
		t.Errorf("round trip gives %+v, want %+v", back, f)
	}
}
