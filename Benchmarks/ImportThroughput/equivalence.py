#!/usr/bin/env python3
"""Two builds of `pokesearch import` make the same Pokédex: every table's rows
and the answers to every judged query.

    python3 Benchmarks/ImportThroughput/equivalence.py BEFORE AFTER DUMP [ARCHIVE ...]

BEFORE and AFTER are `pokesearch` binaries (e.g. main's and a branch's). BEFORE
imports DUMP (a folder); AFTER imports DUMP and each ARCHIVE (.zip, .tar.gz,
.tar.xz). Each database is compared with BEFORE's table by table (a SHA-256 of
the rows in order of all their columns; the import's date left out), then each
query of ../shared/relevance/*.json is run with `--format json` by BEFORE on its
database and by AFTER on each of its own, and the outputs compared. Prints the
differences; exits 1 if there are any.
"""
import glob
import hashlib
import json
import os
import sqlite3
import subprocess
import sys
import tempfile


def digests(path):
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    tables = [name for (name,) in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
    result = {}
    for table in tables:
        columns = len(connection.execute(f'SELECT * FROM "{table}" LIMIT 0').description)
        order = ", ".join(str(i) for i in range(1, columns + 1))
        digest, rows = hashlib.sha256(), 0
        for row in connection.execute(f'SELECT * FROM "{table}" ORDER BY {order}'):
            if table == "dataset_info" and row[0] == "imported_at":
                continue
            digest.update(repr(row).encode())
            rows += 1
        result[table] = (rows, digest.hexdigest()[:16])
    return result


def queries():
    shared = os.path.join(os.path.dirname(__file__), "..", "..", "..", "shared", "relevance")
    found = []
    for path in sorted(glob.glob(os.path.join(shared, "*.json"))):
        for query in json.load(open(path))["queries"]:
            found.append((query.get("cmd") or []) + [query["q"]])
    return found


def answers(binary, db, all_queries):
    out = []
    for words in all_queries:
        result = subprocess.run([binary, "--db", db] + words[:-1] + ["--format", "json", "--", words[-1]],
                                capture_output=True, text=True)
        out.append((result.returncode, result.stdout, result.stderr))
    return out


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    before, after, dump, archives = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
    work = tempfile.mkdtemp(prefix="pokesearch-equivalence-")
    reference = os.path.join(work, "before.sqlite")
    subprocess.run([before, "import", dump, "--db", reference], check=True, capture_output=True)
    expected = digests(reference)
    all_queries = queries()
    expected_answers = answers(before, reference, all_queries)
    failures = 0
    for source in [dump] + archives:
        db = os.path.join(work, "after-" + os.path.basename(source.rstrip("/")) + ".sqlite")
        subprocess.run([after, "import", source, "--db", db, "--quiet"], check=True, capture_output=True)
        got = digests(db)
        differing = sorted(t for t in set(expected) | set(got) if expected.get(t) != got.get(t))
        same_answers = sum(a == b for a, b in zip(expected_answers, answers(after, db, all_queries)))
        print(f"{os.path.basename(source)}: {len(got)} tables, {len(expected) - len(differing)} identical"
              f"{'' if not differing else ', differing: ' + ', '.join(differing)}; "
              f"{sum(rows for rows, _ in got.values())} rows; "
              f"{same_answers} of {len(all_queries)} judged queries answered identically")
        failures += len(differing) + len(all_queries) - same_answers
    subprocess.run(["rm", "-rf", work])
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
