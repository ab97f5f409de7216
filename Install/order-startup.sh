#!/usr/bin/env bash
# Regenerates Install/startup.order, the order in which lld lays out the start-up path
# of `pokesearch` (Makefile: --symbol-ordering-file), and checks how much of it a build
# still has:
#
#   bash Install/order-startup.sh            # make build-pokesearch, trace six searches, write the order
#   bash Install/order-startup.sh --check    # of the symbols listed, how many the build has
#
# A one-off search runs some 3,300 functions scattered over 24 MB of code and touches
# data scattered over 1.4 MB, and the kernel maps each page into a new process on
# first touch; each page fault costs several microseconds. So the functions a few
# searches of different kinds run are listed (callgrind), and the data they touch
# (lackey's memory trace, touched_data.py), and the executable is linked with them
# side by side. Run it when the start-up path changed (before a release): a stale
# order is harmless (lld skips the symbols that no longer exist and keeps the
# compiler's order for those not listed), it only lays out less.
set -euo pipefail
cd "$(dirname "$0")/.."

order=Install/startup.order
binary=.build-static/release/pokesearch

if [ "${1:-}" = --check ]; then
    [ -x "$binary" ] || { echo "no build at $binary: run make build-pokesearch first" >&2; exit 1; }
    listed=$(wc -l < "$order")
    present=$(nm "$binary" | awk '{ print $NF }' | sort -u | comm -12 - <(sort -u "$order") | wc -l)
    echo "$present of the $listed symbols of $order are in $binary"
    exit 0
fi

make --no-print-directory build-pokesearch SWIFT_BUILD_FLAGS="${SWIFT_BUILD_FLAGS:-}" >&2
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
        3>&1 >/dev/null 2>/dev/null | python3 Install/touched_data.py "$work/pokesearch" > "$work/data.$index"
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
echo "Wrote $order ($(wc -l < "$order") symbols); make build links with it" >&2
