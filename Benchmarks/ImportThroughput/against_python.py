#!/usr/bin/env python3
"""`pokesearch import` against Python's json.load of the same files, in one run.

    python3 Benchmarks/ImportThroughput/against_python.py POKESEARCH DUMP [ARCHIVE ...] [--rounds N] [--before BINARY]

DUMP is the dump folder (its root, holding data/api/v2); each ARCHIVE a
.zip, .tar.gz or .tar.xz of it. Rounds are interleaved (one of each command
in turn), so a busy moment on the shared machine slows every side alike. Per
command: wall time (median and range), CPU time (user + system, from the
child's rusage) and peak resident memory. Python loads, with `json.load`,
exactly the files the import reads (the endpoints it imports, every
`<endpoint>/<id>/index.json`), and, beside it, every index.json of the dump;
its figure is the loading alone, timed inside the process. Decompressing
each archive to /dev/null with the system's own tool (`gzip -dc`, `xz -dc`,
`unzip -p`) shows what the format itself costs. `--before BINARY` adds
another build's import of the folder (e.g. main's), for a before/after in the
same run.
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

# The endpoints `pokesearch import` reads (Sources/PokeSearch/Import/Dump/Endpoint.swift).
IMPORTED = ["language", "generation", "stat", "type", "pokemon-color", "pokemon-habitat", "pokemon-shape",
            "egg-group", "region", "version-group", "version", "move-damage-class", "move-learn-method",
            "item-pocket", "item-category", "encounter-method", "nature", "location", "ability", "item", "move",
            "evolution-chain", "pokemon-species", "pokemon-form", "pokemon", "location-area"]

PYTHON_LOAD = r"""
import json, os, sys, time
paths = [line for line in sys.stdin.read().split("\n") if line]
start = time.perf_counter()
for path in paths:
    with open(path, "rb") as f:
        json.load(f)
print(time.perf_counter() - start)
"""


def v2_folder(dump):
    for tail in ["data/api/v2", "api/v2", "v2", ""]:
        candidate = os.path.join(dump, tail)
        if os.path.isdir(os.path.join(candidate, "pokemon")):
            return candidate
    sys.exit(f"{dump}: no data/api/v2/pokemon under it")


def imported_files(v2):
    files = []
    for endpoint in IMPORTED:
        folder = os.path.join(v2, endpoint)
        for name in os.listdir(folder):
            path = os.path.join(folder, name, "index.json")
            if name.isdigit() and int(name) > 0 and os.path.isfile(path):
                files.append(path)
    return files


def all_files(v2):
    return [os.path.join(root, "index.json") for root, _, names in os.walk(v2) if "index.json" in names]


def timed(argv, stdin=None, stdout_to_null=False):
    start = time.perf_counter()
    devnull = open(os.devnull, "wb")
    process = subprocess.Popen(argv, stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
                               stdout=devnull if stdout_to_null else subprocess.PIPE, stderr=subprocess.PIPE)
    if stdin is not None:
        process.stdin.write(stdin.encode())
        process.stdin.close()
    out = process.stdout.read() if not stdout_to_null else b""
    err = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{' '.join(argv)} failed: {err.decode()[-2000:]}")
    return {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "rss": usage.ru_maxrss / 1024, "out": out.decode()}


def main():
    args = sys.argv[1:]
    rounds, before = 5, None
    if "--rounds" in args:
        index = args.index("--rounds")
        rounds = int(args[index + 1])
        del args[index:index + 2]
    if "--before" in args:
        index = args.index("--before")
        before = os.path.abspath(args[index + 1])
        del args[index:index + 2]
    if len(args) < 2:
        sys.exit(__doc__)
    binary, dump, archives = os.path.abspath(args[0]), os.path.abspath(args[1]), [os.path.abspath(a) for a in args[2:]]
    v2 = v2_folder(dump)
    same = "\n".join(imported_files(v2))
    every = "\n".join(all_files(v2))
    work = tempfile.mkdtemp(prefix="pokesearch-import-bench-")
    db = os.path.join(work, "pokedex.sqlite")

    commands = {
        "python json.load, the imported files": ([sys.executable, "-c", PYTHON_LOAD], same, False),
        "python json.load, every file": ([sys.executable, "-c", PYTHON_LOAD], every, False),
        "pokesearch import FOLDER": ([binary, "import", dump, "--db", db, "--quiet"], None, False),
    }
    if before:
        commands["pokesearch import FOLDER, before"] = ([before, "import", dump, "--db", db], None, False)
    decompressors = {".zip": ["unzip", "-p"], ".tar.gz": ["gzip", "-dc"], ".tar.xz": ["xz", "-dc"]}
    for archive in archives:
        suffix = next((s for s in decompressors if archive.endswith(s)), os.path.splitext(archive)[1])
        commands[f"pokesearch import {os.path.basename(archive)}"] = ([binary, "import", archive, "--db", db, "--quiet"], None, False)
        if suffix in decompressors:
            commands[f"{' '.join(decompressors[suffix])} {os.path.basename(archive)} > /dev/null"] = (
                decompressors[suffix] + [archive], None, True)

    results = {label: [] for label in commands}
    for label, (argv, stdin, null) in commands.items():  # warm the page cache and the binaries
        timed(argv, stdin, null)
    for _ in range(rounds):
        for label, (argv, stdin, null) in commands.items():
            results[label].append(timed(argv, stdin, null))

    python_same = statistics.median(float(r["out"]) for r in results["python json.load, the imported files"])
    print(f"{rounds} interleaved rounds, {time.strftime('%Y-%m-%d %H:%M:%S UTC', time.gmtime())}, {binary}")
    print(f"imported files: {len(same.splitlines())}; every file: {len(every.splitlines())}\n")
    print("| command | wall p50 (range) | CPU p50 | peak RSS | ÷ Python (same files) |")
    print("| --- | --- | --- | --- | --- |")
    for label, runs in results.items():
        if label.startswith("python"):
            loads = sorted(float(r["out"]) for r in runs)
            wall = f"{statistics.median(loads):.2f} s load ({loads[0]:.2f}–{loads[-1]:.2f}; process {statistics.median(r['wall'] for r in runs):.2f} s)"
        else:
            walls = sorted(r["wall"] for r in runs)
            wall = f"{statistics.median(walls):.2f} s ({walls[0]:.2f}–{walls[-1]:.2f})"
        cpu = statistics.median(r["cpu"] for r in runs)
        rss = max(r["rss"] for r in runs)
        ratio = "" if label.startswith("python") else f"{statistics.median(r['wall'] for r in runs) / python_same:.2f}×"
        print(f"| {label} | {wall} | {cpu:.2f} s | {rss:.0f} MB | {ratio} |")
    json.dump({label: [{k: v for k, v in r.items() if k != "out"} for r in runs] for label, runs in results.items()},
              open(os.path.join(work, "results.json"), "w"))
    subprocess.run(["rm", "-rf", work])


if __name__ == "__main__":
    main()
