#!/usr/bin/env bash
# Builds and runs Examples/PokedexApp as an app that depends on PokeSearch by version:
# from a clone of this repository's committed code, tagged with the version the
# example asks for. Checks what the build compiled (the PokeSearch product's modules
# and their dependencies, none of the server's, the command line's or the
# benchmarks') and what the app prints: a search, a detail, a favorite.
#
#   bash Tests/Examples/run.sh
set -euo pipefail
# An app gets the package as it is published, built by the plain compiler: CI's
# engine optimization (its compiler wrapper) stays in CI's own build.
unset SWIFT_EXEC
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

git clone --quiet "$repo" "$work/PokeSearch"
git -C "$work/PokeSearch" tag 1.0.0
mkdir "$work/app"
(cd "$repo/Examples/PokedexApp" && tar --exclude='.build*' -cf - .) | tar -xf - -C "$work/app"
cd "$work/app"
export POKESEARCH_PACKAGE_URL="file://$work/PokeSearch"

# SWIFT_BUILD_FLAGS: CI's (no debug information), which change how, not what, it compiles.
# No index store: nothing reads one for this build (3 % of its CPU time).
# shellcheck disable=SC2086  # the flags are words
if ! swift build -v --disable-index-store ${SWIFT_BUILD_FLAGS:-} > "$work/build.log" 2>&1; then
    grep -E "error|warning: .*unsafe" "$work/build.log" | head -20
    echo "FAIL: the example app did not build against PokeSearch 1.0.0" >&2
    exit 1
fi
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

# The modules compiled: Swift's -module-name (plugin scripts' too: GenerateManual, main),
# and the C targets by the folder of the sources clang compiled.
grep -oE -- '-module-name [A-Za-z0-9_]+' "$work/build.log" | sed -E 's/^-module-name //' > "$work/modules"
grep -oE -- '/Sources/C[A-Za-z0-9_]+/[^ ]+\.c\b' "$work/build.log" | sed -E 's|^/Sources/([^/]+)/.*|\1|' >> "$work/modules"
sort -u -o "$work/modules" "$work/modules"
echo "The example compiled: $(tr '\n' ' ' < "$work/modules")"
for module in PokedexApp PokeSearch GRDB CICU CEmbedded; do
    grep -qx "$module" "$work/modules" || fail "the build did not compile $module"
done
for module in PokeSearchServer PokeSearchTerminal Hummingbird HummingbirdCore NIOCore NIOPosix AsyncHTTPClient \
              Crypto Logging ArgumentParser Benchmark CWebAssets; do
    if grep -qx "$module" "$work/modules"; then fail "an app using only the PokeSearch product compiled $module"; fi
done

app=(.build/debug/PokedexApp --db "$work/dex/pokedex.sqlite" --trainer misty)
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
echo "example app: built against a tagged PokeSearch 1.0.0 and ran: 7 checks passed"
