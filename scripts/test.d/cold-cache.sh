#!/usr/bin/env bash
# A newcomer's first run (issue 16, item 0): the tests that parse what the go
# command prints run once more with an empty module cache, so that the go
# command downloads what they need as it does on a fresh machine ("go:
# downloading …" on stderr) and a test that took those lines for the tool's
# output, or relied on a module already being there, fails here and not on
# the newcomer's machine. The module proxy must be reachable. Runs in CI
# (CI=true) or with COLD_CACHE=1. The build cache cannot serve a module
# compiled from another module cache path, so this step also compiles the
# vetted libraries again: about ten minutes on 2 idle cores.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ "${CI:-}" != true ] && [ "${COLD_CACHE:-}" != 1 ]; then
  echo "SKIP: set CI=true or COLD_CACHE=1 to run the tests that parse the go command's output on an empty module cache"
  exit 0
fi
tmp=$(mktemp -d)
# Module cache files are read-only: make them writable to remove them.
trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
export GOMODCACHE=$tmp/mod
echo "GOMODCACHE is an empty temporary directory"
go test -count=1 -run '^TestVetTool$' ./cmd/idemlint
# The CLI reads what it does not summarize from export data, which go list
# -export compiles into the build cache: an empty one too.
go test -count=1 -run '^TestColdBuildCache$' ./internal/cli
(cd integration && go test -count=1 -timeout 30m -run '^TestVetTool$' .)
(cd sweep && go test -count=1 -timeout 60m -run '^TestVetFacts$' .)
echo "module cache held $(du -sh "$GOMODCACHE" | cut -f1) after the run"
