package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// TestInventory runs `idemlint inventory` as a user would: Markdown by
// default, JSON on request, each with the entry point, its effect and the
// finding on its path; a package with findings still exits 0 (the
// inventory is a report, not a gate).
func TestInventory(t *testing.T) {
	dir := module(t, "flagged")
	r := idemlintIn(t, dir, "inventory", "./a")
	want(t, r, 0, []string{"## exported `a.Credit`", "| sql `update accounts` | `sql.DB.ExecContext` | `a/a.go:12:26` |", "[relativewrite]("}, nil)

	// An external test package's exported function is no entry point (it
	// once crashed the inventory: go-clean-template's middleware_test).
	write(t, filepath.Join(dir, "a", "a_test.go"), `package a_test

import (
	"context"
	"database/sql"
)

func Seed(ctx context.Context, db *sql.DB) { db.ExecContext(ctx, "INSERT INTO accounts(id) VALUES ('x')") }
`)
	r = idemlintIn(t, dir, "inventory", "-format", "json", "./...")
	want(t, r, 0, nil, nil)
	var inv struct {
		Version     int
		EntryPoints []struct {
			Kind, Name string
			Effects    []struct {
				Kind, Callee, Posn string
				Findings           []struct{ Analyzer string }
			}
		}
	}
	if err := json.Unmarshal([]byte(r.stdout), &inv); err != nil {
		t.Fatalf("inventory -format json: %v\n%s", err, r)
	}
	if strings.Contains(r.stdout, "Seed") {
		t.Errorf("a test file's function is listed:\n%s", r)
	}
	if inv.Version != 1 || len(inv.EntryPoints) != 1 || len(inv.EntryPoints[0].Effects) != 1 ||
		inv.EntryPoints[0].Effects[0].Posn != "a/a.go:12:26" || len(inv.EntryPoints[0].Effects[0].Findings) != 1 {
		t.Errorf("inventory -format json: %+v\n%s", inv, r)
	}
}

// TestInventoryBadInput: a bad flag, a bad format, a pattern that matches
// nothing, a broken package: a clear message and exit 1 (DESIGN.md: the
// tool could not do its job); -help describes the command and exits 0.
func TestInventoryBadInput(t *testing.T) {
	dir := module(t, "flagged")
	want(t, idemlintIn(t, dir, "inventory", "-format", "pdf"), 1, nil, []string{`idemlint: inventory: unknown -format "pdf" (md, json`})
	want(t, idemlintIn(t, dir, "inventory", "-nosuch"), 1, nil, []string{"idemlint: inventory: unknown flag -nosuch"})
	want(t, idemlintIn(t, dir, "inventory", "-fix"), 1, nil, []string{"idemlint: inventory: unknown flag -fix"})
	want(t, idemlintIn(t, dir, "inventory", "./nosuch/..."), 1, nil, []string{"pattern ./nosuch/... matches no packages"})
	want(t, idemlintIn(t, dir, "inventory", "-config", "missing.yml"), 1, nil, []string{"config file missing.yml does not exist"})
	r := idemlintIn(t, dir, "inventory", "-help")
	want(t, r, 0, nil, []string{"usage: idemlint inventory [flags] [packages]", "-format", "docs/inventory.md"})
	if strings.Contains(r.stderr, "-baseline") {
		t.Errorf("inventory -help lists the analysis's -baseline:\n%s", r)
	}
	broken := module(t, "broken")
	write(t, filepath.Join(broken, "syntaxerr", "s.go"), "package syntaxerr\n\nfunc F( {\n")
	want(t, idemlintIn(t, broken, "inventory"), 1, nil, []string{"syntaxerr/s.go:3:"})
}

// TestInventoryDiff: -diff REF lists the effect a change adds, marked
// added, and not the one the ref already had; a ref that is no commit is
// an error.
func TestInventoryDiff(t *testing.T) {
	dir := module(t, "flagged")
	git := func(args ...string) {
		t.Helper()
		if r := run(t, dir, "git", append([]string{"-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"}, args...)...); r.code != 0 {
			t.Fatalf("git %v: %s", args, r)
		}
	}
	git("init", "-q")
	git("add", ".")
	git("commit", "-q", "-m", "base")
	write(t, filepath.Join(dir, "a", "b.go"), `package a

import (
	"context"
	"database/sql"
)

// Archive deletes an account.
func Archive(ctx context.Context, db *sql.DB, id string) error {
	_, err := db.ExecContext(ctx, "DELETE FROM accounts WHERE id = $1", id)
	return err
}
`)
	r := idemlintIn(t, dir, "inventory", "-diff", "HEAD", "./...")
	want(t, r, 0, []string{"## exported `a.Archive`", "| **added** sql `delete accounts` |"}, nil)
	if strings.Contains(r.stdout, "a.Credit") {
		t.Errorf("-diff HEAD lists the unchanged a.Credit:\n%s", r)
	}
	want(t, idemlintIn(t, dir, "inventory", "-diff", "nosuch", "./..."), 1, nil, []string{"idemlint: inventory -diff nosuch: not a commit"})
}
