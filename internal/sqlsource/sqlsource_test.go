package sqlsource

import (
	"reflect"
	"strings"
	"testing"
)

func TestSortMigrations(t *testing.T) {
	names := []string{"/m/10_c.up.sql", "/m/2_b.up.sql", "/m/0001_a.up.sql", "/m/V3__x.sql", "/m/20240101120000_z.sql", "/m/readme.sql"}
	sortMigrations(names)
	want := []string{"/m/readme.sql", "/m/0001_a.up.sql", "/m/2_b.up.sql", "/m/V3__x.sql", "/m/10_c.up.sql", "/m/20240101120000_z.sql"}
	if !reflect.DeepEqual(names, want) {
		t.Errorf("sortMigrations = %v, want %v", names, want)
	}
}

func TestUpOnly(t *testing.T) {
	in := "-- +goose Up\nCREATE TABLE a (k text);\n-- +goose Down\nDROP TABLE a;\n-- +goose Up\nCREATE TABLE b (k text);\n"
	got := upOnly(in)
	if len(got) != len(in) || strings.Count(got, "\n") != strings.Count(in, "\n") {
		t.Fatalf("upOnly moved text: %q", got)
	}
	if strings.Contains(got, "DROP") || !strings.Contains(got, "CREATE TABLE a") || !strings.Contains(got, "CREATE TABLE b") {
		t.Errorf("upOnly = %q", got)
	}
	dbmate := "-- migrate:up\ncreate table x (k text);\n-- migrate:down\nalter table x drop constraint u;\n"
	if strings.Contains(upOnly(dbmate), "drop") {
		t.Errorf("dbmate down section kept: %q", upOnly(dbmate))
	}
}

func TestEmbedPatterns(t *testing.T) {
	got := embedPatterns(" migrations/*.sql \"with space/*.sql\" `raw/x.sql`  all:dir")
	want := []string{"migrations/*.sql", "with space/*.sql", "raw/x.sql", "all:dir"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("embedPatterns = %q, want %q", got, want)
	}
}

func TestIsUpSQL(t *testing.T) {
	for name, want := range map[string]bool{"1_a.up.sql": true, "1_a.down.sql": false, "0001.sql": true, "x.SQL": true, "x_down.sql": false, "x.txt": false} {
		if got := isUpSQL(name); got != want {
			t.Errorf("isUpSQL(%q) = %v", name, got)
		}
	}
}
