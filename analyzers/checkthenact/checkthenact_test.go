package checkthenact_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/checkthenact"
)

func testdata(t *testing.T) string {
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestRedis(t *testing.T) {
	analysistest.Run(t, testdata(t), checkthenact.New(checkthenact.DefaultConfig()), "checkthenact/redis")
}

func TestSQL(t *testing.T) {
	analysistest.Run(t, testdata(t), checkthenact.New(checkthenact.DefaultConfig()), "checkthenact/sqlcase")
}

func TestGorm(t *testing.T) {
	analysistest.Run(t, testdata(t), checkthenact.New(checkthenact.DefaultConfig()), "checkthenact/gormcase")
}

func TestDynamo(t *testing.T) {
	analysistest.Run(t, testdata(t), checkthenact.New(checkthenact.DefaultConfig()), "checkthenact/dynamo")
}

func TestMemory(t *testing.T) {
	analysistest.Run(t, testdata(t), checkthenact.New(checkthenact.DefaultConfig()), "checkthenact/memory")
}

func TestWrappers(t *testing.T) {
	analysistest.Run(t, testdata(t), checkthenact.New(checkthenact.DefaultConfig()), "checkthenact/usewrappers")
}

func TestSetNXFix(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testdata(t), checkthenact.New(checkthenact.DefaultConfig()), "checkthenact/fix")
}
