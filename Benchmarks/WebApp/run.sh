#!/usr/bin/env bash
# The web app's speed in headless Chromium, on the server `make install` builds
# (what is measured is what ships): the app's transfer size on a first visit,
# time to first results (cache off) and keystroke → grid while typing
# `charmander` (marks the page sets itself: `pokesearch:first-results`,
# `pokesearch:keystroke-to-grid`). The scenario is measurements_scenario.py,
# on the browser tests' harness; the figures are printed and written to
# Tests/Browser/output/measurements.txt. Aims (issue 31): first load under 60 KB,
# keystroke to grid p95 under 50 ms.
#
#   bash Benchmarks/WebApp/run.sh
#   PREFIX=/usr/local bash Benchmarks/WebApp/run.sh              # the server installed there
#   SERVER=path/to/pokesearch-server bash Benchmarks/WebApp/run.sh
#
# Measure with nothing else running: flock -x -w 1200 /work/cpu.lock bash Benchmarks/WebApp/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
server=${SERVER:-}
if [ -z "$server" ] && [ -n "${PREFIX:-}" ]; then server=$PREFIX/bin/pokesearch-server; fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -z "$server" ]; then
    if ! make install PREFIX="$work/prefix" >"$work/build.log" 2>&1; then
        tail -20 "$work/build.log" >&2
        echo "make install failed" >&2
        exit 1
    fi
    server=$work/prefix/bin/pokesearch-server
fi
[ -x "$server" ] || { echo "no server binary at $server" >&2; exit 1; }
# Passwords at bcrypt's lowest cost, as in the browser tests: nothing here signs up.
export POKESEARCH_SERVER_COMMAND="$server --host 127.0.0.1 --port {port} --db {db} --sprite-base-url {sprites} --password-cost 4"
PYTHONPATH=Benchmarks/WebApp python3 Tests/Browser/run.py measurements_scenario
