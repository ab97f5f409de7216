#!/usr/bin/env bash
# HTTP load on loopback with wrk: /api/search with a mixed query set at 1, 16
# and 64 connections, then authenticated favorite writes (PUT) at 16
# connections, checked afterwards: zero errors, every favorite recorded.
# Bounded: DURATION seconds per run (10 by default), on a fresh data folder.
#
#   bash Benchmarks/HTTPLoad/run.sh [duration-seconds]     # the server `make install` installs
#   CONFIGURATION=debug bash Benchmarks/HTTPLoad/run.sh 5   # the debug build (checks the script, not speed)
#   SERVER=path/to/pokesearch-server bash Benchmarks/HTTPLoad/run.sh   # a binary built already (no build)
#
# Aim on the 2-core machine: >= 5,000 searches/s at 64 connections, p99 < 10 ms.
# wrk and the server share the machine's cores: figures are for both together.
set -euo pipefail
cd "$(dirname "$0")/../.."
duration=${1:-10}
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }

work=$(mktemp -d)
server=${SERVER:-}
if [ -z "$server" ] && [ -n "${CONFIGURATION:-}" ]; then
    swift build -c "$CONFIGURATION" --product pokesearch-server >/dev/null
    server=.build/$CONFIGURATION/pokesearch-server
elif [ -z "$server" ]; then
    # What is measured is what ships: the installed binary, installed into the scratch folder.
    make install PREFIX="$work/prefix" >/dev/null
    server=$work/prefix/bin/pokesearch-server
fi

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
HOME="$work" "$server" --port "$port" --db "$work/pokedex.sqlite" --sprite-base-url http://127.0.0.1:9/ >"$work/server.log" 2>&1 &
pid=$!
trap 'kill -TERM $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$work"' EXIT
base="http://127.0.0.1:$port"
for _ in $(seq 1 240); do curl -sf "$base/api/languages" >/dev/null && break; sleep 0.5; done
echo "server: $(uptime)"

for connections in 1 16 64; do
    threads=$(( connections < 2 ? 1 : 2 ))
    printf 'search  c=%-3s ' "$connections"
    wrk -t"$threads" -c"$connections" -d"${duration}s" --latency -s Benchmarks/HTTPLoad/search.lua "$base" | grep '^RESULT' | cut -d' ' -f2-
done

# One trainer, logged in through the API as the web app does.
curl -sf -o /dev/null -c "$work/cookies" -H "Origin: $base" -H 'Content-Type: application/json' \
    -d '{"username": "loadtest", "password": "load-test-password"}' "$base/api/signup"
cookie="pokesearch_session=$(awk '$6 == "pokesearch_session" { print $7 }' "$work/cookies")"
result=$(COOKIE="$cookie" ORIGIN="$base" wrk -t1 -c16 -d"${duration}s" --latency -s Benchmarks/HTTPLoad/favorites.lua "$base" | grep '^RESULT' | cut -d' ' -f2-)
echo "favorite PUT c=16  $result"
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
