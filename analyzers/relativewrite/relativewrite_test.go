package relativewrite_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/relativewrite"
)

func testdata(t *testing.T) string {
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestSQL(t *testing.T) {
	analysistest.Run(t, testdata(t), relativewrite.New(relativewrite.DefaultConfig()), "relativewrite/sqlcase", "relativewrite/gormcase", "relativewrite/rediscase")
}
