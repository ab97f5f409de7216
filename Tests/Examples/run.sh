#!/usr/bin/env bash
# Checks Examples/PokedexApp, an app that depends on PokeSearch by version, in two parts:
#
#  1. its package, resolved against a clone of this repository's committed code tagged
#     with the version the example asks for, and its build planned (not run): the
#     modules its link needs are the PokeSearch product's and their dependencies', none
#     of the server's, the command line's or the benchmarks';
#  2. the app itself, built and run: a search, a detail, a favorite. By default on this
#     package's own build (the example as a target of it, POKESEARCH_EXAMPLE, see
#     Package.swift): seconds, where the app's package would compile GRDB and the engine
#     once more. With POKESEARCH_FULL_RUNS=1, in the app's package as an app builds it.
#
#   bash Tests/Examples/run.sh
#   POKESEARCH_FULL_RUNS=1 bash Tests/Examples/run.sh     # before a release
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
full=${POKESEARCH_FULL_RUNS:-}
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

git clone --quiet "$repo" "$work/PokeSearch"
git -C "$work/PokeSearch" tag 1.0.0
mkdir "$work/app"
(cd "$repo/Examples/PokedexApp" && tar --exclude='.build*' -cf - .) | tar -xf - -C "$work/app"
export POKESEARCH_PACKAGE_URL="file://$work/PokeSearch"

# An app gets the package as it is published, built by the plain compiler: CI's engine
# optimization (its compiler wrapper) stays in CI's own build. SWIFT_BUILD_FLAGS: CI's
# (no debug information), which change how, not what, it compiles.
# shellcheck disable=SC2086  # the flags are words
if ! (cd "$work/app" && env -u SWIFT_EXEC swift build ${SWIFT_BUILD_FLAGS:-} --print-manifest-job-graph \
        > "$work/jobs.dot" 2> "$work/plan.log"); then
    grep -E "error" "$work/plan.log" | head -20
    echo "FAIL: the example app's build against PokeSearch 1.0.0 could not be planned" >&2
    exit 1
fi
# What the app's executable is made of: every job its link depends on (the graph's edges
# point from a job's input to the job), by the build folder each job writes into.
python3 - "$work/jobs.dot" > "$work/modules" <<'PY'
import collections, re, sys
inputs = collections.defaultdict(set)
for line in open(sys.argv[1]):
    edge = re.match(r'\s*"(.*?)" -> "(.*?)"', line)
    if edge:
        inputs[edge.group(2)].add(edge.group(1))
app = next(node for node in inputs if node.startswith("<PokedexApp-") and node.endswith(".exe>"))
seen, pending = {app}, [app]
while pending:
    for node in inputs[pending.pop()] - seen:
        seen.add(node)
        pending.append(node)
print("\n".join(sorted({m.group(1) for node in seen if (m := re.search(r"/([A-Za-z0-9_]+)\.build/", node))})))
PY
echo "The example's link needs: $(tr '\n' ' ' < "$work/modules")"
for module in PokedexApp PokeSearch GRDB CICU CEmbedded; do
    grep -qx "$module" "$work/modules" || fail "the example's build does not compile $module"
done
for module in PokeSearchServer PokeSearchTerminal Hummingbird HummingbirdCore NIOCore NIOPosix AsyncHTTPClient \
              Crypto Logging ArgumentParser Benchmark CWebAssets; do
    if grep -qx "$module" "$work/modules"; then fail "an app using only the PokeSearch product would compile $module"; fi
done

if [ -n "$full" ]; then
    # shellcheck disable=SC2086  # the flags are words
    if ! (cd "$work/app" && env -u SWIFT_EXEC swift build --disable-index-store ${SWIFT_BUILD_FLAGS:-} > "$work/build.log" 2>&1); then
        grep -E "error|warning: .*unsafe" "$work/build.log" | head -20
        echo "FAIL: the example app did not build against PokeSearch 1.0.0" >&2
        exit 1
    fi
    binary=$work/app/.build/debug/PokedexApp
    built="built against a tagged PokeSearch 1.0.0"
else
    # shellcheck disable=SC2086  # the flags are words
    if ! (cd "$repo" && POKESEARCH_EXAMPLE=1 swift build ${SWIFT_BUILD_FLAGS:-} --product PokedexApp > "$work/build.log" 2>&1); then
        grep -E "error" "$work/build.log" | head -20
        echo "FAIL: the example app did not build on this package's engine" >&2
        exit 1
    fi
    # shellcheck disable=SC2086  # the flags are words
    binary=$(cd "$repo" && POKESEARCH_EXAMPLE=1 swift build ${SWIFT_BUILD_FLAGS:-} --show-bin-path)/PokedexApp
    built="planned against a tagged PokeSearch 1.0.0, built on this package's engine"
fi

app=("$binary" --db "$work/dex/pokedex.sqlite" --trainer misty)
expect() {  # expect TEXT COMMAND…: the command succeeds and prints TEXT
    local text=$1; shift
    local output
    if ! output=$("${app[@]}" "$@" 2>&1); then fail "PokedexApp $* failed: $output"; return; fi
    grep -qF -- "$text" <<< "$output" || fail "PokedexApp $* did not print '$text': $output"
}
expect "Reshiram" search fire dragon
expect "showing results for" search charizrd
expect "Charizard (#6)" show charizard
expect "Base stats: HP 78" show dracaufeu
expect "pikachu is now a favorite of misty" favorite pikachu
expect "#25 Pikachu" favorites
expect "1 favorite of misty" favorites

if [ "$failures" -gt 0 ]; then echo "example app: $failures failed" >&2; exit 1; fi
echo "example app: $built, and ran: 7 checks passed"
