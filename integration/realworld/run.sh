#!/usr/bin/env bash
# Measures idemlint on the real-world corpus (docs/realworld*.tsv, issue 24
# item 6): builds idemlint from this repository, extracts each row's
# repository at its commit from a fetched mirror, runs `idemlint -json ./...`
# in its module and prints a Markdown report (recall, clean rows reported,
# every other finding). Not part of scripts/test: it needs the mirrors, which
# only a session with the search tool's fetch has, and the Go module proxy for
# the services' dependencies.
#
#   REALWORLD_MIRRORS=DIR [REALWORLD_TIMEOUT=30m] integration/realworld/run.sh [TSV...] > report.md
#
# REALWORLD_TIMEOUT bounds one module's analysis; a module over it is listed
# as not analysed.
# DIR holds the mirrors as fetch lays them out: DIR/<owner>+<name>/repo, a
# bare git directory. A repository without a mirror is skipped with a message;
# without DIR every one is, and the command exits 0.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)

if [ $# -eq 0 ]; then
  set -- docs/realworld*.tsv
fi
mirrors=${REALWORLD_MIRRORS:-}
if [ -z "$mirrors" ] || [ ! -d "$mirrors" ]; then
  echo "SKIP: set REALWORLD_MIRRORS to the directory of fetched mirrors (<owner>+<name>/repo); nothing was measured" >&2
  exit 0
fi

bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
go build -o "$bin/idemlint" ./cmd/idemlint
echo "idemlint built from $(git -C "$root" rev-parse --short HEAD)" >&2
go run ./integration/realworld/score.go -idemlint "$bin/idemlint" -mirrors "$mirrors" \
  -timeout "${REALWORLD_TIMEOUT:-30m}" "$@"
