"""A tiny local stand-in for the sprite host, so the browser tests run offline.

The server under test gets `--sprite-base-url http://127.0.0.1:PORT/` and asks
this server for the dump's sprite paths (…/pokemon/other/official-artwork/6.png).
It answers a small generated PNG for most Pokémon and 404 for every id that is a
multiple of 4 (#4 Charmander, #8 Wartortle, …), so a test sees both a loaded
image and the placeholder that replaces one that cannot load.
"""

import colorsys
import http.server
import re
import struct
import threading
import zlib

_NUMBER = re.compile(r"/(\d+)\.(?:png|gif|svg)$")
_SIZE = 96


def is_available(pokemon_id):
    """Whether this server has an image for the id (the tests use the same rule)."""
    return pokemon_id % 4 != 0


def _png(width, height, rows):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    raw = b"".join(b"\x00" + bytes(row) for row in rows)
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def sprite_png(pokemon_id):
    """A round, shaded ball in a colour of its own: recognisably 'an image', not a placeholder."""
    r, g, b = (int(c * 255) for c in colorsys.hsv_to_rgb((pokemon_id * 0.137) % 1.0, 0.55, 0.95))
    centre, radius = (_SIZE - 1) / 2, _SIZE * 0.42
    rows = []
    for y in range(_SIZE):
        row = []
        for x in range(_SIZE):
            dx, dy = x - centre, y - centre
            distance = (dx * dx + dy * dy) ** 0.5
            if distance > radius:
                row += (0, 0, 0, 0)
                continue
            light = max(0.0, 1.0 - ((dx + radius * 0.35) ** 2 + (dy + radius * 0.35) ** 2) ** 0.5 / (radius * 1.6))
            band = abs(dy) < radius * 0.08
            shade = 0.55 if band else 1.0
            row += (min(255, int(r * shade + 120 * light)), min(255, int(g * shade + 120 * light)), min(255, int(b * shade + 120 * light)), 255)
        rows.append(row)
    return _png(_SIZE, _SIZE, rows)


class _Handler(http.server.BaseHTTPRequestHandler):
    cache = {}

    def do_GET(self):
        match = _NUMBER.search(self.path.split("?")[0])
        if not match or not is_available(int(match.group(1))):
            self.send_response(404)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        pokemon_id = int(match.group(1))
        body = self.cache.get(pokemon_id) or self.cache.setdefault(pokemon_id, sprite_png(pokemon_id))
        self.send_response(200)
        self.send_header("Content-Type", "image/png")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def start(port=0):
    """Starts the server on a loopback port in a daemon thread; returns (server, base_url)."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), _Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


if __name__ == "__main__":
    import sys, time
    _, url = start(int(sys.argv[1]) if len(sys.argv) > 1 else 0)
    print(url, flush=True)
    while True:
        time.sleep(3600)
