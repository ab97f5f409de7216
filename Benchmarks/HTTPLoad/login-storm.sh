#!/usr/bin/env bash
# What a storm of logins or sign-ups (each a bcrypt hash, a quarter of a second
# of a core) does to searches: /api/search latency on one connection, alone,
# then while CONNECTIONS (64) connections log in with right passwords, then while they sign up,
# DURATION seconds each (10 by default), on a fresh data folder. Prints the
# search's p50/p99/max and what the storm got (answered 2xx, refused 429/503).
#
#   bash Benchmarks/HTTPLoad/login-storm.sh [duration-seconds]
#   SERVER=path/to/pokesearch-server bash Benchmarks/HTTPLoad/login-storm.sh   # a binary built already
#
# Measure with nothing else running: flock -x -w 1200 /work/cpu.lock bash Benchmarks/HTTPLoad/login-storm.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
duration=${1:-10}
connections=${CONNECTIONS:-64}
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }

server=${SERVER:-}
if [ -z "$server" ]; then
    swift build -c release --product pokesearch-server >/dev/null
    server=.build/release/pokesearch-server
fi

work=$(mktemp -d)
source Benchmarks/HTTPLoad/served.sh

accounts=16
for n in $(seq 1 $accounts); do
    curl -sf -o /dev/null -H "Origin: $base" -H 'Content-Type: application/json' \
        -d "{\"username\": \"storm$n\", \"password\": \"storm-password-$n\"}" "$base/api/signup" || { echo "sign-up storm$n failed"; exit 1; }
done

probe() {
    wrk -t1 -c1 -d"${duration}s" --latency -s Benchmarks/HTTPLoad/search.lua "$base" | grep '^RESULT' | cut -d' ' -f2-
}

echo "search alone:            $(probe)"
for storm in login signup; do
    ORIGIN="$base" ACCOUNTS=$accounts wrk -t1 -c"$connections" -d"$((duration + 2))s" -s "Benchmarks/HTTPLoad/$storm.lua" "$base" \
        | grep '^RESULT' | cut -d' ' -f2- >"$work/$storm.result" &
    storm_pid=$!
    sleep 1
    printf 'search during %-7s   %s\n' "$storm:" "$(probe)"
    wait $storm_pid
    printf '  the %-6s storm:      %s\n' "$storm" "$(cat "$work/$storm.result")"
done
