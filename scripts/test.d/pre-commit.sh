#!/usr/bin/env bash
# pre-commit end to end, with Debian's pre-commit: a throwaway git repository
# whose .pre-commit-config.yaml points at this repository (at HEAD: commit
# first) with the idemlint and idemlint-vet hooks. A commit with a red flag
# is blocked by both; a commit without one passes. The hooks build idemlint
# with the Go on PATH through the module proxy (GOPROXY and GOFLAGS are
# inherited).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)

if ! command -v pre-commit >/dev/null; then
  if [ "${CI:-}" = true ] || [ "$(id -u)" = 0 ]; then
    echo "installing Debian's pre-commit"
    apt-get update -qq && apt-get install -y -qq pre-commit >/dev/null
  else
    echo "SKIP: pre-commit is not installed (apt-get install pre-commit, or run as root or with CI=true to install it)"
    exit 0
  fi
fi
pre-commit --version

tmp=$(mktemp -d)
trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
export PRE_COMMIT_HOME=$tmp/pre-commit-home
# Reuse the module cache: pre-commit's golang hooks set GOPATH to their own
# environment, which would otherwise download every module again.
GOMODCACHE=$(go env GOMODCACHE)
export GOMODCACHE
export XDG_CACHE_HOME=$tmp/cache # where idemlint-vet builds its binary
# idemlint-vet prefers an idemlint on PATH: hide any installed one, so that
# the hook builds this repository's, as it does for a user without one.
if command -v idemlint >/dev/null; then
  path=$(printf '%s' "$PATH" | tr ':' '\n' | while read -r d; do [ -x "$d/idemlint" ] || printf '%s:' "$d"; done)
  if PATH=${path%:} command -v go >/dev/null; then PATH=${path%:}; fi
fi
unset IDEMLINT

rev=$(git -C "$root" rev-parse HEAD)
proj=$tmp/proj
mkdir -p "$proj"
cd "$proj"
git init -q .
git config user.email test@example.com
git config user.name test
git config commit.gpgsign false
cat > .pre-commit-config.yaml <<EOF2
repos:
  - repo: $root
    rev: $rev
    hooks:
      - id: idemlint
      - id: idemlint-vet
EOF2
printf 'module example.com/proj\n\ngo 1.26\n' > go.mod
mkdir ledger
cat > ledger/ledger.go <<'EOF2'
package ledger

import (
	"context"
	"database/sql"
)

// SetBalance writes the absolute value: safe to repeat.
func SetBalance(ctx context.Context, db *sql.DB, id string, balance int64) error {
	_, err := db.ExecContext(ctx, "UPDATE accounts SET balance = $1 WHERE id = $2", balance, id)
	return err
}
EOF2
pre-commit install

fail() { echo "FAIL: $*"; exit 1; }

echo "--- a commit without a red flag passes"
git add -A
if ! git commit -q -m clean >"$tmp/out1" 2>&1; then
  cat "$tmp/out1"; fail "the clean commit was blocked"
fi
cat "$tmp/out1"
grep -q '^idemlint\.*Passed' "$tmp/out1" || fail "the idemlint hook did not run and pass"
grep -q '^idemlint (go vet -vettool)\.*Passed' "$tmp/out1" || fail "the idemlint-vet hook did not run and pass"

echo "--- a commit with a red flag is blocked"
cat > ledger/credit.go <<'EOF2'
package ledger

import (
	"context"
	"database/sql"
)

// Credit adds to a balance: a retry adds it twice.
func Credit(ctx context.Context, db *sql.DB, id string, amount int64) error {
	_, err := db.ExecContext(ctx, "UPDATE accounts SET balance = balance + $1 WHERE id = $2", amount, id)
	return err
}
EOF2
git add -A
if git commit -q -m red >"$tmp/out2" 2>&1; then
  cat "$tmp/out2"; fail "the commit with a red flag went through"
fi
cat "$tmp/out2"
grep -q '^idemlint\.*Failed' "$tmp/out2" || fail "the idemlint hook did not fail"
grep -q '^idemlint (go vet -vettool)\.*Failed' "$tmp/out2" || fail "the idemlint-vet hook did not fail"
[ "$(grep -c 'balance = balance + \$1 applies the delta again' "$tmp/out2")" -ge 2 ] || fail "the finding is not in both hooks' output"
[ "$(git rev-list --count HEAD)" = 1 ] || fail "a commit was made"

echo "--- the fixed commit passes"
sed -i 's/balance = balance + \$1/balance = $1/' ledger/credit.go
git add -A
if ! git commit -q -m fixed >"$tmp/out3" 2>&1; then
  cat "$tmp/out3"; fail "the fixed commit was blocked"
fi
[ "$(git rev-list --count HEAD)" = 2 ] || fail "the fixed commit was not made"
echo "pre-commit hooks: ok"
