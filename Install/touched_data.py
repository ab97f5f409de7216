#!/usr/bin/env python3
"""The data symbols of an executable that a run touched, for lld's symbol ordering.

    valgrind --tool=lackey --trace-mem=yes --log-fd=3 BINARY ARGS... 3>&1 >/dev/null \
        | python3 touched_data.py BINARY

Reads the run's memory accesses (lackey's trace, one a line). An access
within the executable's .data or .bss falls in the symbol that starts at or
below it (`nm -n`). Prints each touched symbol once, in the order the run
first touched it.
"""
import bisect
import subprocess
import sys


def sections(binary):
    """The address ranges of .data and .bss."""
    ranges = []
    for line in subprocess.run(["readelf", "-SW", binary], capture_output=True, text=True, check=True).stdout.splitlines():
        fields = line.replace("[ ", "[").split()
        if len(fields) > 5 and fields[1] in (".data", ".bss"):
            start, size = int(fields[3], 16), int(fields[5], 16)
            ranges.append((start, start + size))
    return min(r[0] for r in ranges), max(r[1] for r in ranges)


def data_symbols(binary):
    """Data symbols (initialized or not) by address."""
    symbols = []
    for line in subprocess.run(["nm", "-n", binary], capture_output=True, text=True, check=True).stdout.splitlines():
        fields = line.split(None, 2)
        if len(fields) == 3 and fields[1] in "bBdDvV":
            symbols.append((int(fields[0], 16), fields[2]))
    symbols.sort()
    return [address for address, _ in symbols], [name for _, name in symbols]


def main():
    binary = sys.argv[1]
    low, high = sections(binary)
    addresses, names = data_symbols(binary)
    touched = set()
    for line in sys.stdin:
        # " L 04a3f2c0,8", " S …", " M …": loads, stores, modifications.
        if len(line) < 4 or line[0] != " " or line[1] not in "LSM":
            continue
        address = int(line[3:].split(",", 1)[0], 16)
        if not low <= address < high:
            continue
        index = bisect.bisect_right(addresses, address) - 1
        if index >= 0 and names[index] not in touched:
            touched.add(names[index])
            print(names[index])


if __name__ == "__main__":
    main()
