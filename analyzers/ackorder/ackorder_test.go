package ackorder_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/ackorder"
)

func testdata(t *testing.T) string {
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestAckorder(t *testing.T) {
	analysistest.Run(t, testdata(t), ackorder.New(ackorder.DefaultConfig()), "ackorder/...")
}
