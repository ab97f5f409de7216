# Sourced by the HTTPLoad scripts: starts "$server" on a free loopback port over a
# fresh data folder "$work" (its own HOME, sprites never fetched), stops it and
# removes the folder on exit, and waits until it answers. Sets pid and base.
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
HOME="$work" "$server" --port "$port" --db "$work/pokedex.sqlite" --sprite-base-url http://127.0.0.1:9/ >"$work/server.log" 2>&1 &
pid=$!
trap 'kill -TERM $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$work"' EXIT
base="http://127.0.0.1:$port"
for _ in $(seq 1 240); do curl -sf "$base/api/languages" >/dev/null && break; sleep 0.5; done
echo "server: $server ($(uptime))"
