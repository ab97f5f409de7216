#!/usr/bin/env bash
# Builds `pokesearch` as one fully static executable laid out for a quick
# start, and prints its path:
#
#   bash Benchmarks/EndToEnd/build-static.sh      # → /…/.build-static/release/pokesearch
#
# Static: the Swift runtime, Foundation, ICU, SQLite and zlib are in the
# executable, so starting it involves no dynamic loader and no relocations.
# Static ICU comes from libicu-dev's archives; CICU_STATIC makes the CICU shim
# call ICU directly instead of looking it up with dlopen, which a static
# executable cannot do. lld, shipped with the toolchain, links it (gold fails
# on the static runtime's relocations). Concrete generic types' metadata is
# asked for through direct accessors rather than by mangled name: demangling
# `[Int: PokemonSet]` checks `Int: Hashable` at run time, and each first check
# of a conformance scans all of the binary's conformance records (about
# 420,000 instructions each, a quarter of a one-off search).
#
# Laid out for a quick start: a one-off search runs some 3,300 functions
# scattered over 24 MB of code and touches data scattered over 1.4 MB, and
# the kernel maps each page into a new process on first touch (code 64 KB at
# a time); each such page fault costs a process on this machine several
# microseconds. So the functions a search runs are listed (callgrind), and
# the data it touches (lackey's memory trace, `touched_data.py`), over a few
# searches of different kinds, and the executable is linked again with them
# side by side (lld's symbol ordering; every function in a section of its
# own; the Swift runtime's and the C libraries' data already are). In a run
# of `pokesearch pikachu`, code page faults fall from 186 to 99 and data page
# faults from 209 to 118.
#
# Set BUILD_STATIC_UNORDERED=1 to skip the layout (no valgrind needed).
set -euo pipefail
cd "$(dirname "$0")/../.."

scratch=.build-static
flags=(-c release --scratch-path "$scratch" --product pokesearch
       -Xswiftc -static-executable -Xswiftc -use-ld=lld -Xcc -DCICU_STATIC
       -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
       -Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections
       -Xlinker -licui18n -Xlinker -licuuc -Xlinker -licudata -Xlinker -lstdc++)
binary=$PWD/$scratch/release/pokesearch
order=$PWD/$scratch/startup.order

swift build "${flags[@]}" >&2
if [ "${BUILD_STATIC_UNORDERED:-0}" = 1 ]; then echo "$binary"; exit 0; fi

command -v valgrind >/dev/null || { echo "Installing valgrind" >&2; apt-get install -y -qq valgrind >/dev/null; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Valgrind cannot read the debug information lld writes for this executable;
# the symbols it needs stay.
strip -g -o "$work/pokesearch" "$binary"
"$work/pokesearch" --db "$work/pokedex.sqlite" pikachu --limit 1 >/dev/null   # installs the bundled dataset
searches=("pikachu" "fire dragon|--format|json" "charizrd" "ピカチュウ" "water atk>100|--sort|attack|--desc"
          "moves|type:fire power>80")
for index in "${!searches[@]}"; do
    IFS='|' read -r -a arguments <<< "${searches[$index]}"
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/functions.$index" \
        "$work/pokesearch" --db "$work/pokedex.sqlite" "${arguments[@]}" >/dev/null 2>&1
    valgrind --tool=lackey --trace-mem=yes --log-fd=3 "$work/pokesearch" --db "$work/pokedex.sqlite" "${arguments[@]}" \
        3>&1 >/dev/null 2>/dev/null | python3 Benchmarks/EndToEnd/touched_data.py "$work/pokesearch" > "$work/data.$index"
    # The functions it ran, by symbol (callgrind marks recursion with 'N).
    sed -nE "s/^c?fn=\([0-9]+\) (.*)$/\1/p" "$work/functions.$index" | sed -E "s/'[0-9]+$//" | grep -v '^0x' \
        | awk '!seen[$0]++' > "$work/code.$index"
done
# Functions, then data; within each, what every search uses first (each search
# then finds what it shares with the others packed together, not spread among
# the others' own), then in the order the searches first used it.
order_of() {
    cat "$@" | awk '{ count[$0]++; if (!($0 in first)) first[$0] = NR }
                    END { for (name in count) print count[name], first[name], name }' \
        | sort -k1,1nr -k2,2n | cut -d' ' -f3-
}
{ order_of "$work"/code.*; order_of "$work"/data.*; } > "$order"

swift build "${flags[@]}" -Xlinker --symbol-ordering-file="$order" -Xlinker --no-warn-symbol-ordering >&2
echo "$binary"
