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
# scattered over 24 MB of code, and the kernel maps code into a new process
# 64 KB at a time, on first touch; each such page fault costs a process on
# this machine several microseconds. So the functions a search runs are
# listed (callgrind, over a few searches of different kinds) and the
# executable linked again with them side by side (lld's symbol ordering;
# every function in a section of its own). The searches then touch a few
# megabytes of code instead of most of it: in a run of `pokesearch pikachu`,
# code page faults fall from 186 to 84.
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
profile() {
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/profile.$1" \
        "$work/pokesearch" --db "$work/pokedex.sqlite" "${@:2}" >/dev/null 2>&1
}
profile name pikachu
profile types "fire dragon" --format json
profile typo charizrd
profile cjk ピカチュウ
profile filter "water atk>100" --sort attack --desc
profile moves moves "type:fire power>80"
# Every function any of them ran, by its symbol (callgrind marks recursion
# with 'N), those all of them ran first: each search then finds the code it
# shares with the others packed together, not spread among the others' own.
for profile in "$work"/profile.*; do
    sed -nE "s/^c?fn=\([0-9]+\) (.*)$/\1/p" "$profile" | sed -E "s/'[0-9]+$//" | grep -v '^0x' | sort -u
done | sort | uniq -c | sort -k1,1nr -k2 | awk '{print $2}' > "$order"

swift build "${flags[@]}" -Xlinker --symbol-ordering-file="$order" -Xlinker --no-warn-symbol-ordering >&2
echo "$binary"
