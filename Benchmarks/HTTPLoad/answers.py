"""Every route's answers, recorded from one server binary, to compare with
another's byte for byte: a change meant to make the server faster must not
change a single answer.

    python3 Benchmarks/HTTPLoad/answers.py record SERVER OUT.jsonl
    python3 Benchmarks/HTTPLoad/answers.py compare BEFORE.jsonl AFTER.jsonl

`record` starts SERVER (a pokesearch-server binary) on a free loopback port
over a fresh data folder, signs a trainer up, marks favorites and catches a
few Pokémon, then asks every route: the judged queries and the bench mix
(`queries.py`) in three languages, with and without explanations, sorted and
paged, listings, details, encounters, entities, the trainer's own routes,
errors, HEAD and the web app; each anonymously and with the trainer's
session, each plain and with `Accept-Encoding: gzip`. A line per request:
status, the headers that are not per-connection, and the body (gunzipped;
its encoding is in the headers). What differs between two runs of one
binary is left out: the date, the session cookie, and catch and sign-up
times. `compare` prints the requests whose answers differ and exits 1 if any.
"""

import gzip
import http.client
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import queries  # noqa: E402

TRAINER = {"username": "answers", "password": "answers-password"}
FAVORITES = [6, 25, 150, 448, 10034, 1, 658]
CATCHES = [6, 133]
#: Headers that say something about the answer (not Date, Connection or the session's cookie).
KEPT_HEADERS = ["content-type", "content-encoding", "cache-control", "etag", "last-modified", "vary", "allow",
                "retry-after", "content-security-policy", "x-content-type-options", "referrer-policy", "x-frame-options"]
VARYING = re.compile(rb'"(caught_at|created_at)":"[^"]*"')


def requests():
    """(method, path) of every request, in order."""
    paths = []
    for route, text in queries.all_queries():
        for language in queries.LANGUAGES:
            paths.append(queries.search_path(route, text, f"&lang={language}"))
        paths.append(queries.search_path(route, text, "&explain=true"))
    for extra in ["&sort=speed&order=desc", "&offset=20", "&page=2&limit=5", "&limit=100", "&favorites=true",
                  "&sort=bst&lang=fr", "&limit=0", "&limit=abc", "&order=up", "&sort=nothing", "&lang=xx"]:
        paths.append(queries.search_path("search", "fire", extra))
    paths += ["/api/search", "/api/search?q=", "/api/search?q=%20", "/api/search?q=type:fier", "/api/search?q=%E0%A4",
              "/api/search?favorites=true", "/api/search?q=dragon&favorites=true&lang=ja"]
    for language in queries.LANGUAGES:
        paths += [f"/api/list?lang={language}", f"/api/list?lang={language}&offset=1000&limit=50",
                  f"/api/list?lang={language}&sort=speed&order=desc&forms=false"]
        for pokemon in ["6", "25", "150", "10034", "pikachu", "dracaufeu", "nothing-such", "0"]:
            paths.append(f"/api/pokemon/{pokemon}?lang={language}")
        for seed in range(1, 4):
            paths.append(f"/api/random?seed={seed}&lang={language}")
        paths += [f"/api/random?seed=7&q=fire&lang={language}", f"/api/languages?lang={language}",
                  f"/api/types?lang={language}", f"/api/types/fire?lang={language}",
                  f"/api/moves/thunderbolt?lang={language}", f"/api/items/leftovers?lang={language}",
                  f"/api/abilities/levitate?lang={language}"]
    paths += ["/api/random?seed=abc", "/api/moves?q=thunder&sort=power&order=desc", "/api/items?q=ball&offset=5&limit=7",
              "/api/abilities?q=", "/api/moves/nothing-such", "/api/types/nothing-such", "/api/nothing",
              "/api/me", "/api/me/favorites", "/api/me/favorites?sort=speed&lang=fr", "/api/me/favorites/ids",
              "/api/me/favorites/6", "/api/me/favorites/7", "/api/me/backpack", "/api/me/backpack?lang=ja",
              "/", "/favorites", "/pokemon/6", "/nothing-such", "/app/js/app.js", "/app/css/tokens.css",
              "/app/i18n/fr.json", "/app/nothing.js", "/sprites/abc/front"]
    return [("GET", path) for path in paths] + [("HEAD", "/api/search?q=fire"), ("HEAD", "/api/nothing"),
                                                 ("POST", "/api/search?q=fire"), ("OPTIONS", "/api/languages"),
                                                 ("DELETE", "/api/me/favorites/nothing-such")]


class Server:
    def __init__(self, binary):
        self.folder = tempfile.mkdtemp(prefix="pokesearch-answers-")
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.process = subprocess.Popen(
            [binary, "--port", str(self.port), "--db", os.path.join(self.folder, "pokedex.sqlite"),
             "--sprite-base-url", "http://127.0.0.1:9/"],
            stdout=subprocess.DEVNULL, stderr=open(os.path.join(self.folder, "server.log"), "w"),
            env=dict(os.environ, HOME=self.folder, XDG_DATA_HOME=self.folder))
        self.connection = None
        deadline = time.time() + 120
        while True:
            try:
                if self.request("GET", "/api/languages")[0] == 200:
                    break
            except OSError:
                self.connection = None
            if time.time() > deadline or self.process.poll() is not None:
                self.stop()
                sys.exit(f"the server did not start: {binary}")
            time.sleep(0.2)

    def request(self, method, path, headers=None, body=None):
        if self.connection is None:
            self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        self.connection.request(method, path, body=body, headers=headers or {})
        response = self.connection.getresponse()
        return response.status, response.getheaders(), response.read()

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.folder, ignore_errors=True)


def record(binary, output):
    server = Server(binary)
    try:
        origin = f"http://127.0.0.1:{server.port}"
        changing = {"Origin": origin, "Content-Type": "application/json"}
        lines = []

        def ask(method, path, who, headers, body=None):
            status, fields, content = server.request(method, path, headers=headers, body=body)
            fields = {name.lower(): value for name, value in fields}
            if fields.get("content-encoding") == "gzip":
                content = gzip.decompress(content)
            lines.append(json.dumps({
                "request": f"{method} {path}", "who": who, "gzip": "Accept-Encoding" in headers, "status": status,
                "headers": {name: fields[name] for name in KEPT_HEADERS if name in fields},
                "body": VARYING.sub(rb'"\1":"(varies)"', content).decode("utf-8", "replace"),
            }, ensure_ascii=False))
            return fields

        fields = ask("POST", "/api/signup", "trainer", changing, json.dumps(TRAINER))
        cookie = fields["set-cookie"].split(";")[0]
        trainer = dict(changing, Cookie=cookie)
        for pokemon in FAVORITES:
            ask("PUT", f"/api/me/favorites/{pokemon}", "trainer", trainer)
        for pokemon in CATCHES:
            ask("POST", f"/api/me/backpack/{pokemon}", "trainer", trainer)
        for method, path in requests():
            for who, headers in [("anonymous", {}), ("trainer", {"Cookie": cookie})]:
                ask(method, path, who, headers)
                ask(method, path, who, dict(headers, **{"Accept-Encoding": "gzip"}))
        with open(output, "w", encoding="utf-8") as file:
            file.write("\n".join(lines) + "\n")
        print(f"{len(lines)} answers from {binary} in {output}")
    finally:
        server.stop()


def compare(before_path, after_path):
    before = [json.loads(line) for line in open(before_path, encoding="utf-8")]
    after = [json.loads(line) for line in open(after_path, encoding="utf-8")]
    if len(before) != len(after):
        print(f"{len(before)} answers before, {len(after)} after")
        return 1
    differing = [(old, new) for old, new in zip(before, after) if old != new]
    for old, new in differing[:20]:
        print(f"differs: {old['request']} ({old['who']}, gzip {old['gzip']})")
        for key in ["status", "headers", "body"]:
            if old[key] != new[key]:
                print(f"  {key} before: {str(old[key])[:600]}\n  {key} after:  {str(new[key])[:600]}")
    routes = len({line["request"] for line in before})
    print(f"{len(before) - len(differing)} of {len(before)} answers identical ({routes} requests; anonymous and a trainer; plain and gzip)")
    return 1 if differing else 0


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "record":
        record(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 4 and sys.argv[1] == "compare":
        sys.exit(compare(sys.argv[2], sys.argv[3]))
    else:
        sys.exit(__doc__)
