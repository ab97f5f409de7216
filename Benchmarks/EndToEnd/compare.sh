#!/usr/bin/env bash
# End-to-end wall time of a search command against the sqlite3 shell answering
# one FTS5 query on the same database file (issue 15: at most 1.5x).
#
#   bash Benchmarks/EndToEnd/compare.sh [runs]
#
# Two commands are timed: `pokesearch pikachu` (the table a terminal user sees)
# and `pokesearch 'fire dragon' --format json` (the issue's own example), each
# beside sqlite3 running a prefix MATCH for the same words, ranked, LIMIT 20.
# PokeSearch searches its own index (no FTS5), so the script works on a copy of
# the Pokédex given one FTS5 table (SQLite's unicode61 tokenizer) over each
# Pokémon's slug, its species' names in every language and its type names:
# both tools open the same file and find the same Pokémon for these words.
#
# Process start dominates both sides, so what is timed is the `pokesearch` that
# `make install` installs (fully static, laid out for a quick start: see the
# Makefile), installed into a scratch folder; the build lives in .build-static,
# which never replaces the release build the other benchmarks use. Runs are
# interleaved (interleaved.py): a busy moment on a shared machine slows both
# sides alike. Medians are reported.
set -euo pipefail
cd "$(dirname "$0")/../.."

runs=${1:-200}
command -v sqlite3 >/dev/null || { echo "Installing sqlite3"; apt-get install -y -qq sqlite3 >/dev/null; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if ! make install PREFIX="$work/prefix" >"$work/build.log" 2>&1; then
    grep -E "error" "$work/build.log" | head -5 >&2
    echo "make install failed (the whole log: make install PREFIX=/tmp/x)" >&2
    exit 1
fi
binary=$work/prefix/bin/pokesearch
db="$work/pokedex.sqlite"
"$binary" --db "$db" pikachu --limit 1 >/dev/null   # installs the bundled dataset
sqlite3 "$db" "
  CREATE VIRTUAL TABLE bench_name USING fts5(slug, names, types, tokenize = 'unicode61 remove_diacritics 2');
  INSERT INTO bench_name(rowid, slug, names, types)
    SELECT p.id, replace(p.name, '-', ' '),
           coalesce((SELECT group_concat(n.name, ' ') FROM localized_name n
                      WHERE n.kind = 'species' AND n.id = p.species_id), ''),
           coalesce((SELECT group_concat(t.name, ' ') FROM pokemon_type pt JOIN type t ON t.id = pt.type_id
                      WHERE pt.pokemon_id = p.id), '')
      FROM pokemon p;
  INSERT INTO bench_name(bench_name) VALUES ('optimize');"

fts5() { echo "SELECT rowid, slug FROM bench_name WHERE bench_name MATCH '$1' ORDER BY rank LIMIT 20"; }
sqlite=$(command -v sqlite3)
found=$(sqlite3 "$db" "$(fts5 '"fire"* "dragon"*')" | wc -l)
[ "$found" -gt 0 ] || { echo "the FTS5 baseline table answers nothing" >&2; exit 1; }

# The commands as JSON, written by Python so that the SQL's quotes survive.
python3 - "$binary" "$db" "$sqlite" "$(fts5 '"pikachu"*')" "$(fts5 '"fire"* "dragon"*')" > "$work/commands.json" <<'PY'
import json, sys
binary, db, sqlite, pikachu, fire_dragon = sys.argv[1:]
json.dump({"pokesearch pikachu": [binary, "--db", db, "pikachu"],
           "sqlite3 pikachu": [sqlite, db, pikachu],
           "pokesearch 'fire dragon' --format json": [binary, "--db", db, "fire dragon", "--format", "json"],
           "sqlite3 fire dragon": [sqlite, db, fire_dragon]}, sys.stdout)
PY
python3 Benchmarks/EndToEnd/interleaved.py "$runs" < "$work/commands.json" > "$work/times.json"

python3 - "$work/times.json" "$runs" "$(file -b "$binary" | grep -o 'statically linked\|dynamically linked')" <<'PY'
import json, sys
times, runs, kind = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3]
print(f"{runs} interleaved runs of each command; pokesearch: {kind}")
print(f"{'command':<42} {'wall p50':>9} {'wall p10':>9} {'CPU p50':>9}")
for label, t in times.items():
    print(f"{label:<42} {t['wall_ms']:>6.2f} ms {t['wall_p10_ms']:>6.2f} ms {t['cpu_ms']:>6.2f} ms")
for ours, theirs in [("pokesearch pikachu", "sqlite3 pikachu"),
                     ("pokesearch 'fire dragon' --format json", "sqlite3 fire dragon")]:
    ratio = times[ours]["wall_ms"] / times[theirs]["wall_ms"]
    print(f"{ours}: {ratio:.2f}x the sqlite3 shell's wall time (aim: at most 1.5x)")
PY
