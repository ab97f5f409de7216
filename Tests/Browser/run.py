#!/usr/bin/env python3
"""Runs the browser tests in headless Chromium against the real server on loopback.

    python3 Tests/Browser/run.py                    # starts the server, runs every scenario
    python3 Tests/Browser/run.py test_detail        # some modules (or Module.Class.test)
    POKESEARCH_URL=http://127.0.0.1:8080 python3 Tests/Browser/run.py   # an already running server
    POKESEARCH_SERVER_COMMAND='…/server --port {port} --db {db} --sprite-base-url {sprites}' python3 Tests/Browser/run.py

Without POKESEARCH_URL it starts a sprite stand-in (sprite_server.py) and the server
below on free loopback ports, with a fresh data folder, and stops both at the end.
Screenshots and measurements go to Tests/Browser/output/. Exit status 1 when a test fails.
"""

import os
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import unittest
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

#: The server under test; {port}, {db} and {sprites} are filled in. Change it here if the server's
#: command changes (POKESEARCH_SERVER_COMMAND overrides it for one run, as one shell-quoted line).
SERVER_COMMAND = [os.path.join(ROOT, ".build/debug/pokesearch"), "serve",
                  "--host", "127.0.0.1", "--port", "{port}", "--db", "{db}", "--sprite-base-url", "{sprites}"]
if os.environ.get("POKESEARCH_SERVER_COMMAND"):
    SERVER_COMMAND = shlex.split(os.environ["POKESEARCH_SERVER_COMMAND"])
READY_PATH = "/api/languages"
READY_TIMEOUT_S = 120


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_until_ready(url, process):
    deadline = time.time() + READY_TIMEOUT_S
    while time.time() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"the server exited with status {process.returncode} before it was ready")
        try:
            with urllib.request.urlopen(url + READY_PATH, timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.25)
    raise SystemExit(f"the server did not answer {READY_PATH} within {READY_TIMEOUT_S} s")


def start_server(data_folder):
    """The sprite stand-in and the server; returns (base URL, server process)."""
    sys.path.insert(0, HERE)
    import sprite_server
    _, sprites_url = sprite_server.start()
    port = free_port()
    values = {"port": str(port), "db": os.path.join(data_folder, "pokedex.sqlite"), "sprites": sprites_url}
    command = [part.format(**values) for part in SERVER_COMMAND]
    environment = dict(os.environ, HOME=data_folder, XDG_DATA_HOME=data_folder, NO_COLOR="1")
    log = open(os.path.join(data_folder, "server.log"), "w")
    print("starting:", " ".join(command), flush=True)
    process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=environment, cwd=ROOT)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_until_ready(url, process)
    except BaseException:
        process.kill()
        print(open(log.name).read()[-4000:], file=sys.stderr)
        raise
    return url, process


class ScreenshotOnFailure(unittest.TextTestResult):
    """Saves a screenshot of every open browser of a scenario when it fails (before its browsers close)."""

    def _shoot(self, test):
        import browser
        for index, driver in enumerate(getattr(test, "drivers", [])):
            try:
                path = browser.screenshot(driver, f"failure-{test.id().split('.', 1)[-1]}-{index}")
                self.stream.writeln(f"    screenshot: {os.path.relpath(path, ROOT)}")
            except Exception as error:  # a browser that crashed cannot be photographed
                self.stream.writeln(f"    (no screenshot: {error})")

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self._shoot(test)

    def addError(self, test, err):
        super().addError(test, err)
        self._shoot(test)


def main(names):
    os.makedirs(os.path.join(HERE, "output"), exist_ok=True)
    process = data_folder = None
    if not os.environ.get("POKESEARCH_URL"):
        data_folder = tempfile.mkdtemp(prefix="pokesearch-browser-")
        url, process = start_server(data_folder)
        os.environ["POKESEARCH_URL"] = url
        os.environ["POKESEARCH_LOCAL_SPRITES"] = "1"
    print("testing", os.environ["POKESEARCH_URL"], flush=True)
    sys.path.insert(0, HERE)
    loader = unittest.TestLoader()
    suite = loader.loadTestsFromNames(names) if names else loader.discover(HERE, pattern="test_*.py", top_level_dir=HERE)
    try:
        result = unittest.TextTestRunner(verbosity=2, resultclass=ScreenshotOnFailure).run(suite)
    finally:
        if process:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
            shutil.rmtree(data_folder, ignore_errors=True)
    measurements = os.path.join(HERE, "output", "measurements.txt")
    if os.path.exists(measurements):
        print(open(measurements).read())
    return 0 if result.wasSuccessful() else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
