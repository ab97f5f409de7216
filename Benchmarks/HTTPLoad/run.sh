#!/usr/bin/env bash
# HTTP load on loopback with wrk (-t2 -c64 --latency): each load beside the
# framework's floor, /api/languages, in one run of one server.
#   - /api/search?q=fire with 1 result and with 20, plain and gzipped;
#   - a different query on every request (`queries.py distinct`: the judged
#     queries and the bench mix in six languages, paged and sorted, some
#     3,900 answers), so that no cache of answers flatters the figure;
#   - both again logged in (favorites marked, no-store), within 1.5× of the
#     anonymous load;
#   - the web app's mixed searches at 1, 16 and 64 connections, and
#     authenticated favorite writes (PUT) at 16, checked afterwards: zero
#     errors, every favorite recorded.
# Aims (issue 33): /api/search?q=fire at >= 0.65x the req/s of /api/languages
# with p99 < 10 ms, plain, gzipped and with distinct queries; logged in
# within 1.5x of anonymous. wrk and the server share the machine's cores:
# figures are for both together. Bounded: DURATION seconds per load (5).
#
#   bash Benchmarks/HTTPLoad/run.sh [--server PATH] [duration-seconds]
#   PREFIX=/usr/local bash Benchmarks/HTTPLoad/run.sh    # the server `make install` put in $PREFIX/bin
#   SERVER=path/to/pokesearch-server bash Benchmarks/HTTPLoad/run.sh
#   CONFIGURATION=debug bash Benchmarks/HTTPLoad/run.sh 2   # checks the script, not speed
# With no server named, `make install` installs one into a scratch prefix and that
# binary is measured: what is measured is what ships.
set -euo pipefail
cd "$(dirname "$0")/../.."
server=${SERVER:-}
if [ -z "$server" ] && [ -n "${PREFIX:-}" ]; then server=$PREFIX/bin/pokesearch-server; fi
if [ "${1:-}" = "--server" ]; then server=$2; shift 2; fi
duration=${1:-${DURATION:-5}}
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }

work=$(mktemp -d)
if [ -z "$server" ] && [ -n "${CONFIGURATION:-}" ]; then
    swift build -c "$CONFIGURATION" --product pokesearch-server >/dev/null
    server=.build/$CONFIGURATION/pokesearch-server
elif [ -z "$server" ]; then
    make install PREFIX="$work/prefix" >/dev/null
    server=$work/prefix/bin/pokesearch-server
fi
[ -x "$server" ] || { echo "no server binary at $server" >&2; exit 1; }

source Benchmarks/HTTPLoad/served.sh

# One trainer, logged in through the API as the web app does, with favorites to mark.
curl -sf -o /dev/null -c "$work/cookies" -H "Origin: $base" -H 'Content-Type: application/json' \
    -d '{"username": "loadtest", "password": "load-test-password"}' "$base/api/signup"
cookie="pokesearch_session=$(awk '$6 == "pokesearch_session" { print $7 }' "$work/cookies")"
for id in 6 37 38 58 59 77 78 136 146 155 156 157 250 255; do
    curl -sf -o /dev/null -X PUT -H "Cookie: $cookie" -H "Origin: $base" "$base/api/me/favorites/$id"
done

python3 Benchmarks/HTTPLoad/queries.py distinct >"$work/distinct"
echo /api/languages >"$work/languages"
echo '/api/search?q=fire&limit=1' >"$work/fire1"
echo '/api/search?q=fire' >"$work/fire"

# load NAME PATHS-FILE [COOKIE] [GZIP]: one wrk run, its RESULT line kept as $work/NAME.result.
load() {
    PATHS="$work/$2" COOKIE="${3:-}" GZIP="${4:-0}" wrk -t2 -c64 -d"${duration}s" --latency -s Benchmarks/HTTPLoad/load.lua "$base" \
        | grep '^RESULT' | cut -d' ' -f2- >"$work/$1.result"
}
load languages languages
load fire1 fire1
load fire fire
load fire-gzip fire "" 1
load distinct distinct
load distinct-gzip distinct "" 1
load fire-trainer fire "$cookie"
load fire-trainer-gzip fire "$cookie" 1
load distinct-trainer distinct "$cookie"
load distinct-trainer-gzip distinct "$cookie" 1

python3 - "$work" <<'EOF'
import os, sys
work = sys.argv[1]
def result(name):
    return dict(field.split("=") for field in open(os.path.join(work, name + ".result")).read().split())
floor = float(result("languages")["rps"])
rows = [
    ("languages", "/api/languages (the framework's floor)", None),
    ("fire1", "/api/search?q=fire&limit=1", None),
    ("fire", "/api/search?q=fire (20 results)", None),
    ("fire-gzip", "  the same, gzip", None),
    ("distinct", "a different query on every request", None),
    ("distinct-gzip", "  the same, gzip", None),
    ("fire-trainer", "/api/search?q=fire logged in", "fire"),
    ("fire-trainer-gzip", "  the same, gzip", "fire-gzip"),
    ("distinct-trainer", "distinct queries logged in", "distinct"),
    ("distinct-trainer-gzip", "  the same, gzip", "distinct-gzip"),
]
print(f"{'load (wrk -t2 -c64)':<40} {'req/s':>8} {'p50 ms':>7} {'p99 ms':>7} {'× floor':>8} {'anon/in':>8} {'errors':>7}  aim")
for name, label, anonymous in rows:
    r = result(name)
    rps, p99 = float(r["rps"]), float(r["p99_ms"])
    ratio = rps / floor
    errors = int(r["non2xx"]) + int(r["socket_errors"])
    slower = float(result(anonymous)["rps"]) / rps if anonymous else None
    aim = ""
    if name not in ("languages", "fire1"):
        met = ratio >= 0.65 and p99 < 10 and (slower is None or slower <= 1.5)
        aim = ("met" if met else "not met") + " (>= 0.65× floor, p99 < 10 ms" + (", <= 1.5× anonymous)" if anonymous else ")")
    print(f"{label:<40} {rps:>8,.0f} {float(r['p50_ms']):>7.2f} {p99:>7.2f} {ratio:>7.2f}× "
          f"{(f'{slower:.2f}×' if slower else ''):>8} {errors:>7}  {aim}")
EOF

for connections in 1 16 64; do
    threads=$(( connections < 2 ? 1 : 2 ))
    printf 'mixed search  c=%-3s ' "$connections"
    wrk -t"$threads" -c"$connections" -d"${duration}s" --latency -s Benchmarks/HTTPLoad/search.lua "$base" | grep '^RESULT' | cut -d' ' -f2-
done

# Favorite writes of a second trainer, checked afterwards.
curl -sf -o /dev/null -c "$work/cookies2" -H "Origin: $base" -H 'Content-Type: application/json' \
    -d '{"username": "loadwriter", "password": "load-test-password"}' "$base/api/signup"
cookie="pokesearch_session=$(awk '$6 == "pokesearch_session" { print $7 }' "$work/cookies2")"
result=$(COOKIE="$cookie" ORIGIN="$base" wrk -t1 -c16 -d"${duration}s" --latency -s Benchmarks/HTTPLoad/favorites.lua "$base" | grep '^RESULT' | cut -d' ' -f2-)
echo "favorite PUT  c=16  $result"
# Ids go 1, 2, 3… (wrk builds one request it never sends, so the first id may be 2):
# every answered write is recorded when the ids have no hole and there are at least as
# many as answered writes (a few more come from requests in flight when wrk stopped).
answered=$(sed -E 's/.*requests=([0-9]+).*/\1/' <<<"$result")
curl -sf -H "Cookie: $cookie" "$base/api/me/favorites/ids" | python3 -c '
import json, sys
ids, answered = sorted(json.load(sys.stdin)["ids"]), int(sys.argv[1])
holes = sorted(set(range(ids[0], ids[-1] + 1)) - set(ids)) if ids else []
ok = not holes and len(ids) >= min(answered, 1025)
verdict = "OK" if ok else "LOST WRITES"
span = f"{ids[0]}..{ids[-1]}" if ids else "none"
print(f"favorites recorded: {len(ids)} (ids {span}, holes: {holes[:10] or 0}); answered writes: {answered}: {verdict}")
sys.exit(0 if ok else 1)' "$answered"
