#!/usr/bin/env bash
# In-process search latency per query class, measured both ways on the same
# queries (the built-in mix, on the bundled default dex), several rounds
# alternating between them, with each class's median over the rounds:
#
#   `pokesearch bench --runs 300`                 (the command users run)
#   `swift package benchmark --target SearchLatency` (package-benchmark)
#
# and the ratio of the two p50s (issue 15: within 20%). On a machine shared
# with other work one run of either can be 50% off in a busy second; the
# median over rounds is what the README reports.
#
#   bash Benchmarks/SearchLatency/agreement.sh [rounds]
set -euo pipefail
cd "$(dirname "$0")/../.."

rounds=${1:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build -c release --product pokesearch >/dev/null
swift build -c release --product SearchLatency >/dev/null
binary=.build/release/pokesearch
"$binary" --db "$work/pokedex.sqlite" pikachu --limit 1 >/dev/null   # installs the bundled dataset

for ((round = 1; round <= rounds; round++)); do
    echo "round $round of $rounds" >&2
    "$binary" --db "$work/pokedex.sqlite" bench --runs 300 --format json > "$work/bench-$round.json" 2>/dev/null
    swift package benchmark --target SearchLatency --no-progress > "$work/suite-$round.txt" 2>&1
done

python3 - "$work" "$rounds" <<'PY'
import json, re, statistics, sys
work, rounds = sys.argv[1], int(sys.argv[2])
bench, suite = {}, {}
for round in range(1, rounds + 1):
    for entry in json.load(open(f"{work}/bench-{round}.json"))["classes"]:
        bench.setdefault(entry["class"], []).append((entry["latency"]["p50"], entry["latency"]["p99"]))
    current = None
    for line in open(f"{work}/suite-{round}.txt"):
        heading = re.match(r"^search (\S+)\s*$", line)
        if heading:
            current = heading.group(1)
        elif current and "Time (wall clock)" in line:
            cells = [cell.strip() for cell in line.split("│")[2:-1]]  # p0 p25 p50 p75 p90 p99 p100 samples
            suite.setdefault(current, []).append((float(cells[2]), float(cells[5])))
            current = None

def median(pairs, index):
    return statistics.median(pair[index] for pair in pairs)

print(f"median of {rounds} rounds; µs; aim: p50 < 50, p99 < 500; suite ÷ bench within 0.8–1.2")
print(f"{'class':<13} {'bench p50':>9} {'bench p99':>9} {'suite p50':>9} {'suite p99':>9} {'suite÷bench':>11}")
for name, samples in bench.items():
    b50, b99 = median(samples, 0), median(samples, 1)
    if name in suite:
        s50, s99 = median(suite[name], 0), median(suite[name], 1)
        print(f"{name:<13} {b50:>9.1f} {b99:>9.1f} {s50:>9.0f} {s99:>9.0f} {s50 / b50:>11.2f}")
    else:
        print(f"{name:<13} {b50:>9.1f} {b99:>9.1f} {'—':>9} {'—':>9} {'—':>11}")
PY
