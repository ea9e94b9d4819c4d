package integration

import (
	"testing"

	"github.com/idemlint/idemlint/internal/model"
)

// TestModelMethodsResolve proves the gorm methods internal/model reads
// models from (by full name, beside the knowledge) against the real gorm.
func TestModelMethodsResolve(t *testing.T) {
	u := realUniverse(t)
	for _, name := range model.GormMethods() {
		fn, err := resolveFunc(u, name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if fn.FullName() != name {
			t.Errorf("%s resolves to %s", name, fn.FullName())
		}
	}
}
