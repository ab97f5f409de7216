#!/usr/bin/env python3
"""The FTS5 baseline of issue 15: a plain weighted FTS5 MATCH over the same corpus.

    python3 Benchmarks/EndToEnd/fts5_baseline.py POKEDEX.sqlite [runs]

Builds, in a copy of the Pokédex, an FTS5 table with SQLite's own unicode61
tokenizer over what PokeSearch indexes (names, other-language names, genus,
flavor text, one row per Pokémon) and times `MATCH ... ORDER BY bm25` with the
same column weights (10, 6, 2, 1) for the name and prefix queries of the
built-in mix, in process (Python's sqlite3: a few µs of its own per query).
It answers less than PokeSearch does (no typos, no types, no ranking by exact
name), which is why it is a floor, not a rival.
"""
import os
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time

QUERIES = {
    "name": ['"pikachu"', '"charizard"', '"bulbasaur"', '"mewtwo"', '"eevee"', '"lucario"', '"gengar"', '"snorlax"'],
    "prefix": ['"pika"*', '"char"*', '"bulb"*', '"drag"*', '"sn"*', '"garde"*', '"lucar"*', '"porygon"*'],
}


def build(source):
    folder = tempfile.mkdtemp(prefix="fts5-baseline-")
    path = os.path.join(folder, "pokedex.sqlite")
    shutil.copyfile(source, path)
    db = sqlite3.connect(path)
    db.executescript("""
        CREATE VIRTUAL TABLE baseline USING fts5(name, names, genus, flavor,
            tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
        INSERT INTO baseline(rowid, name, names, genus, flavor)
        SELECT p.id,
               p.name || ' ' || coalesce((SELECT group_concat(n.name, ' ') FROM localized_name n
                                          WHERE n.kind = 'pokemon' AND n.id = p.id AND n.language_id = 9), ''),
               coalesce((SELECT group_concat(n.name, ' ') FROM localized_name n
                          WHERE n.kind = 'species' AND n.id = p.species_id AND n.language_id != 9), ''),
               coalesce((SELECT group_concat(t.genus, ' ') FROM species_text t WHERE t.species_id = p.species_id), ''),
               coalesce((SELECT group_concat(t.flavor_text, ' ') FROM species_text t WHERE t.species_id = p.species_id), '')
          FROM pokemon p;
        INSERT INTO baseline(baseline) VALUES ('optimize');
    """)
    db.commit()
    return folder, db


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 500
    folder, db = build(sys.argv[1])
    try:
        sql = "SELECT rowid, bm25(baseline, 10.0, 6.0, 2.0, 1.0) FROM baseline WHERE baseline MATCH ? ORDER BY 2 LIMIT 20"
        print(f"FTS5 baseline (unicode61, bm25 10/6/2/1, LIMIT 20), {runs} runs of each query, in process")
        print(f"{'class':<8} {'p50':>10} {'p99':>10}")
        for query_class, queries in QUERIES.items():
            for query in queries:  # warm-up: statements prepared, pages cached
                db.execute(sql, (query,)).fetchall()
            samples = []
            for _ in range(runs):
                for query in queries:
                    start = time.perf_counter_ns()
                    db.execute(sql, (query,)).fetchall()
                    samples.append((time.perf_counter_ns() - start) / 1000)
            samples.sort()
            p50 = statistics.median(samples)
            p99 = samples[int(len(samples) * 0.99) - 1]
            print(f"{query_class:<8} {p50:>7.1f} µs {p99:>7.1f} µs")
    finally:
        db.close()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
