#!/usr/bin/env bash
# Builds the PokeSearch library's DocC catalog (Sources/PokeSearch/PokeSearch.docc)
# with swift-docc-plugin, any warning an error (a broken symbol link, an article
# missing from the topics), then checks that every public symbol declared in
# Sources/PokeSearch has a `///` comment of its own, from the symbol graph DocC read.
#
#   bash Tests/Documentation/run.sh        # the archive: .build/plugins/Swift-DocC/outputs/PokeSearch.doccarchive
#   SWIFT_BUILD_FLAGS="-debug-info-format none" bash Tests/Documentation/run.sh   # as CI runs it
set -euo pipefail
cd "$(dirname "$0")/../.."

# SWIFT_BUILD_FLAGS: the build options .build was built with (CI's), so that the symbol
# graph's build reuses that build rather than building everything again.
# shellcheck disable=SC2086  # the flags are words
swift package ${SWIFT_BUILD_FLAGS:-} generate-documentation --target PokeSearch --warnings-as-errors
graph=$(find .build -path '*symbol*' -name 'PokeSearch.symbols.json' -newer Package.swift 2>/dev/null | head -1)
[ -n "$graph" ] || { echo "FAIL: no symbol graph of PokeSearch under .build" >&2; exit 1; }
python3 - "$graph" <<'PY'
import json, sys
graph = json.load(open(sys.argv[1]))
missing = []
for symbol in graph["symbols"]:
    uri = symbol.get("location", {}).get("uri", "")
    if "/Sources/PokeSearch/" not in uri or symbol.get("accessLevel") not in ("public", "open"):
        continue  # inherited from the standard library or Foundation, or not public
    if not symbol.get("docComment", {}).get("lines"):
        where = uri.split("/Sources/PokeSearch/")[1] + ":" + str(symbol["location"]["position"]["line"] + 1)
        missing.append(f"{where}: {'.'.join(symbol['pathComponents'])}")
if missing:
    print(f"FAIL: {len(missing)} public symbols of PokeSearch without a /// comment:", *sorted(missing), sep="\n  ")
    sys.exit(1)
print(f"documentation: built without warnings; all public symbols of PokeSearch documented ({len(graph['symbols'])} in the graph)")
PY
