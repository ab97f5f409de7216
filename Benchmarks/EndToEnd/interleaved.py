#!/usr/bin/env python3
"""Wall time of whole processes, interleaved so that both sides share the noise.

    python3 interleaved.py RUNS < commands.json

commands.json maps a label to an argv. Each round starts every command once, in
turn, output to /dev/null; a round-robin schedule means a busy moment on the
machine slows both sides alike instead of whichever happened to be running.
Prints, per command, the median and 10th percentile wall time and the median
CPU time (user + system, from the child's rusage), in milliseconds, as JSON.
"""
import json
import os
import statistics
import sys
import time


def run_once(argv, devnull):
    start = time.perf_counter()
    pid = os.posix_spawn(argv[0], argv, os.environ,
                         file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1), (os.POSIX_SPAWN_DUP2, devnull, 2)])
    _, status, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{' '.join(argv)} failed with status {status}")
    return wall * 1000, (usage.ru_utime + usage.ru_stime) * 1000


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    commands = json.load(sys.stdin)
    devnull = os.open(os.devnull, os.O_WRONLY)
    for argv in commands.values():  # page cache warm, binaries loaded once
        run_once(argv, devnull)
    walls = {label: [] for label in commands}
    cpus = {label: [] for label in commands}
    for _ in range(runs):
        for label, argv in commands.items():
            wall, cpu = run_once(argv, devnull)
            walls[label].append(wall)
            cpus[label].append(cpu)
    report = {}
    for label in commands:
        ordered = sorted(walls[label])
        report[label] = {"wall_ms": statistics.median(ordered), "wall_p10_ms": ordered[len(ordered) // 10],
                         "cpu_ms": statistics.median(cpus[label])}
    json.dump(report, sys.stdout)


if __name__ == "__main__":
    main()
