#!/usr/bin/env bash
# End-to-end wall time of `pokesearch QUERY` against the sqlite3 command-line
# tool running one FTS5 query on the same database file. Aim: pokesearch at
# most 1.5x sqlite3. Process start dominates both, so pokesearch is built with
# the Swift runtime linked statically.
#
#   bash Benchmarks/EndToEnd/compare.sh [runs] [query]
#
# PokeSearch searches its own index (no FTS5), so the script works on a copy
# of the Pokédex with one FTS5 table over the Pokémon names using SQLite's own
# unicode61 tokenizer: both tools then open the same file and answer the same
# name query. The static build has a folder of its own (.build-static), so it
# never replaces the dynamic release build the other benchmarks use.
set -euo pipefail
cd "$(dirname "$0")/../.."

runs=${1:-200}
query=${2:-pikachu}
command -v sqlite3 >/dev/null || { echo "Installing sqlite3"; apt-get install -y -qq sqlite3 >/dev/null; }

swift build -c release --static-swift-stdlib --scratch-path .build-static --product pokesearch >/dev/null
binary=.build-static/release/pokesearch

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
db="$work/pokedex.sqlite"
"$binary" --db "$db" pikachu --limit 1 >/dev/null 2>&1   # installs the bundled dataset
sqlite3 "$db" "
  CREATE VIRTUAL TABLE bench_name USING fts5(name, tokenize = 'unicode61 remove_diacritics 2');
  INSERT INTO bench_name(rowid, name)
    SELECT p.id, p.name || ' ' || group_concat(n.name, ' ') FROM pokemon p
      LEFT JOIN localized_name n ON n.kind = 'pokemon' AND n.id = p.species_id GROUP BY p.id;"

# Mean wall time of running "$@" $runs times, in milliseconds.
mean_ms() {
    local start end
    start=$(date +%s%N)
    for ((i = 0; i < runs; i++)); do "$@" >/dev/null 2>&1; done
    end=$(date +%s%N)
    echo "scale=3; ($end - $start) / $runs / 1000000" | bc
}

sql="SELECT rowid, name FROM bench_name WHERE bench_name MATCH '\"$query\"*' ORDER BY rank LIMIT 20"
"$binary" --db "$db" "$query" >/dev/null   # warm the page cache
sqlite3 "$db" "$sql" >/dev/null
ours=$(mean_ms "$binary" --db "$db" "$query")
theirs=$(mean_ms sqlite3 "$db" "$sql")
echo "query '$query', $runs runs each, mean wall time"
echo "  pokesearch (static):  $ours ms"
echo "  sqlite3 FTS5 query:   $theirs ms"
echo "  ratio:                $(echo "scale=2; $ours / $theirs" | bc)x (aim: at most 1.5x)"
