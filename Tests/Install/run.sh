#!/usr/bin/env bash
# `make install` into a temporary prefix, then the installed files used as a user
# would: a search, `pokesearch serve` answering a request, the man page rendered
# with `man -l` and found where man looks, each shell's completion script loaded
# from where that shell looks; then `make uninstall` leaves nothing behind.
#
#   bash Tests/Install/run.sh                          # the real thing: the static release build (minutes)
#   POKESEARCH_INSTALL_BUILT=.build/debug bash Tests/Install/run.sh
#                                                      # installs binaries built already (CI's debug build)
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
cd "$repo"
work=$(mktemp -d)
server=
cleanup() { [ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
prefix=$work/prefix
failures=0 checks=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
check() { checks=$((checks + 1)); }

if [ -n "${POKESEARCH_INSTALL_BUILT:-}" ]; then
    # generate-manual is built beside them, in their build folder with its flags (CI's
    # SWIFT_BUILD_FLAGS come from the environment): the binaries are SCRATCH's debug or
    # release build, where `make` looks for it.
    built_flags="--scratch-path ${SCRATCH:-.build}"
    [[ $POKESEARCH_INSTALL_BUILT == */release ]] && built_flags+=" -c release"
    make --no-print-directory install-built BUILT="$POKESEARCH_INSTALL_BUILT" BUILT_FLAGS="$built_flags" \
        PREFIX="$prefix" > "$work/install.log" 2>&1 \
        || { cat "$work/install.log" >&2; exit 1; }
else
    make --no-print-directory install PREFIX="$prefix" > "$work/install.log" 2>&1 || { tail -30 "$work/install.log" >&2; exit 1; }
    check; file -L "$prefix/bin/pokesearch" | grep -q "statically linked" || fail "pokesearch is not statically linked"
    check; file -L "$prefix/bin/pokesearch-server" | grep -q "statically linked" || fail "pokesearch-server is not statically linked"
fi

installed=(bin/pokesearch bin/pokesearch-server share/man/man1/pokesearch.1
           share/bash-completion/completions/pokesearch share/zsh/site-functions/_pokesearch
           share/fish/vendor_completions.d/pokesearch.fish)
for file in "${installed[@]}"; do
    check; [ -s "$prefix/$file" ] || fail "make install did not install $file"
done

# A search on the bundled data, from a copy of the binary nowhere near the build.
export HOME=$work/home
check
json=$("$prefix/bin/pokesearch" --db "$work/dex/pokedex.sqlite" 'fire dragon' --format json 2>/dev/null) \
    || fail "the installed pokesearch could not search"
python3 -c 'import json, sys; names = [r["name"] for r in json.loads(sys.stdin.read())]; sys.exit("reshiram" not in names)' \
    <<< "$json" || fail "'fire dragon' --format json did not list Reshiram: ${json:0:300}"

# serve: the installed pokesearch runs the installed pokesearch-server beside it.
"$prefix/bin/pokesearch" serve --port 0 --db "$work/dex/pokedex.sqlite" > "$work/serve.out" 2> "$work/serve.err" &
server=$!
url=
for _ in $(seq 1 1200); do   # up to 2 minutes: a debug server on a busy machine
    url=$(cat "$work/serve.out" "$work/serve.err" | grep -oE 'http://127\.0\.0\.1:[0-9]+/' | head -1 || true)
    [ -n "$url" ] && break
    kill -0 "$server" 2>/dev/null || break
    sleep 0.1
done
check
if [ -z "$url" ]; then
    fail "pokesearch serve printed no address: $(cat "$work/serve.out" "$work/serve.err")"
else
    answer=$(python3 - "$url" <<'PY'
import sys, urllib.request
print(urllib.request.urlopen(sys.argv[1] + "api/search?q=pikachu&limit=1", timeout=30).read().decode())
PY
    ) || answer=
    grep -q '"name":"pikachu"' <<< "$answer" || fail "serve did not answer /api/search?q=pikachu: ${answer:0:300}"
fi
kill "$server" 2>/dev/null; wait "$server" 2>/dev/null || true; server=

# The man page: rendered from the file, and found where man looks under the prefix.
check
page=$(man -l "$prefix/share/man/man1/pokesearch.1" 2>&1 | col -b) || fail "man -l could not render the page"
for word in NAME SYNOPSIS pokesearch serve import; do
    grep -q "$word" <<< "$page" || fail "the man page has no '$word'"
done
check
[ "$(MANPATH="$prefix/share/man" man -w pokesearch 2>/dev/null)" = "$prefix/share/man/man1/pokesearch.1" ] \
    || fail "man does not find the page under PREFIX/share/man"

# Completions, each loaded by its shell from where that shell looks under the prefix.
check
bash -c "source '$prefix/share/bash-completion/completions/pokesearch' && complete -p pokesearch" >/dev/null 2>&1 \
    || fail "bash could not load the completion script"
if command -v zsh >/dev/null; then
    check
    zsh -fc "fpath=('$prefix/share/zsh/site-functions' \$fpath); autoload -U compinit && compinit -u -D && (( \$+_comps[pokesearch] ))" \
        || fail "zsh did not find _pokesearch in PREFIX/share/zsh/site-functions"
fi
if command -v fish >/dev/null; then
    check
    # Not --no-config: that skips fish's own share/config.fish too, which puts the vendor
    # completion folders on the path. A fresh home keeps the user's configuration out.
    home=$(mktemp -d)
    PATH="$prefix/bin:$PATH" HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_DIRS="$prefix/share" \
        fish -c 'complete -C"pokesearch --for"' 2>/dev/null | grep -q -- '--format' \
        || fail "fish did not complete from PREFIX/share/fish/vendor_completions.d"
fi

# The static link's libraries are checked before anything is built: one that is
# missing (a C compiler that finds no libzstd.a nor liblz4.a) is named by its package.
check
cat > "$work/no-zstd-cc" <<'SH'
#!/bin/sh
case "$1" in *zstd*|*lz4*) echo "${1#-print-file-name=}" ;; *) echo /usr/lib/found.a ;; esac
SH
chmod +x "$work/no-zstd-cc"
if message=$(make --no-print-directory static-prerequisites CC="$work/no-zstd-cc" 2>&1); then
    fail "make static-prerequisites passed without libzstd.a and liblz4.a"
else
    grep -q "apt-get install -y libzstd-dev liblz4-dev" <<< "$message" || fail "the missing libraries were not named by package: $message"
fi

# Uninstall leaves nothing.
make --no-print-directory uninstall PREFIX="$prefix" > /dev/null
check
left=$(find "$prefix" -type f)
[ -z "$left" ] || fail "make uninstall left $left"

if [ "$failures" -gt 0 ]; then echo "install: $failures of $checks checks failed" >&2; exit 1; fi
echo "install: $checks checks passed (PREFIX=$prefix)"
