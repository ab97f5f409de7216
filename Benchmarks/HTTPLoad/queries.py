"""The query texts the HTTP load and the answer comparison send: the judged
queries of ../shared/relevance/*.json (or the copy in the test fixtures) and
the bench mix as Sources/PokeSearchTerminal/Benchmarking lists it, read from
there so that neither list is written twice.

    python3 Benchmarks/HTTPLoad/queries.py distinct   # a few thousand /api/search paths, one a line
"""

import json
import os
import re
import sys
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RELEVANCE = [os.path.join(ROOT, "..", "shared", "relevance"), os.path.join(ROOT, "Tests", "PokeSearchTests", "Fixtures")]
BENCHMARKING = os.path.join(ROOT, "Sources", "PokeSearchTerminal", "Benchmarking")

#: Data languages the comparison and the distinct load ask in.
LANGUAGES = ["en", "fr", "ja"]


def relevance_queries():
    """(route, text) of every judged query: route is search, moves, items or abilities."""
    queries = []
    for name in ("public", "everyday", "power"):
        path = next((os.path.join(folder, name + ".json") for folder in RELEVANCE
                     if os.path.exists(os.path.join(folder, name + ".json"))), None)
        if path is None:
            continue
        for entry in json.load(open(path, encoding="utf-8"))["queries"]:
            command = entry.get("cmd") or []
            queries.append((command[0] if command else "search", entry["q"]))
    return queries


def bench_mix_queries():
    """(route, text) of the bench mix: its Pokémon classes and its entity queries."""
    mix = open(os.path.join(BENCHMARKING, "QueryMix.swift"), encoding="utf-8").read()
    block = mix[mix.index("static let builtIn"):mix.index("+ entityQueries")]
    queries = []
    for line in re.findall(r'^\s*\("[\w-]+", \[(.*)\]\),\s*$', block, re.M):
        queries += [("search", swift_string(text)) for text in re.findall(r'"((?:[^"\\]|\\.)*)"', line)]
    entities = open(os.path.join(BENCHMARKING, "QueryMix+Entities.swift"), encoding="utf-8").read()
    for kind, text in re.findall(r'\((?:EntityKind)?\.(move|item|ability), "((?:[^"\\]|\\.)*)"\)', entities):
        queries.append(({"move": "moves", "item": "items", "ability": "abilities"}[kind], swift_string(text)))
    return queries


def swift_string(literal):
    return literal.replace('\\"', '"').replace("\\\\", "\\")


def unique(items):
    seen, result = set(), []
    for item in items:
        if item not in seen:
            seen.add(item)
            result.append(item)
    return result


def all_queries():
    return unique(relevance_queries() + bench_mix_queries())


def search_path(route, text, extra=""):
    return f"/api/{route}?q={urllib.parse.quote(text, safe='')}{extra}"


def distinct_paths():
    """Every Pokémon query of both lists in six languages, each as asked
    first, on its second page and sorted by speed: some 3,900 different
    answers, so that a cache of answers meets each one once per cycle."""
    texts = [text for route, text in all_queries() if route == "search"]
    variants = ["", "&offset=20", "&sort=speed&order=desc"]
    languages = LANGUAGES + ["de", "es", "ko"]
    return [search_path("search", text, f"&lang={language}{variant}")
            for variant in variants for language in languages for text in texts]


if __name__ == "__main__":
    if sys.argv[1:] == ["distinct"]:
        sys.stdout.write("".join(path + "\n" for path in distinct_paths()))
    else:
        sys.exit("usage: queries.py distinct")
