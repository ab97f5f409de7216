#!/usr/bin/env python3
"""Runs the browser tests in headless Chromium against the real server on loopback.

    python3 Tests/Browser/run.py                    # starts the server, runs every scenario
    python3 Tests/Browser/run.py test_detail        # some modules (or Module.Class.test)
    POKESEARCH_URL=http://127.0.0.1:8080 python3 Tests/Browser/run.py   # an already running server
    POKESEARCH_SERVER_COMMAND='…/server --port {port} --db {db} --sprite-base-url {sprites}' python3 Tests/Browser/run.py

Without POKESEARCH_URL it starts a sprite stand-in (sprite_server.py) and the server
(server_process.py, which holds its command) on free loopback ports, with a fresh data
folder, and stops both at the end.
Screenshots and measurements go to Tests/Browser/output/. Exit status 1 when a test fails.
"""

import os
import sys
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)


class ScreenshotOnFailure(unittest.TextTestResult):
    """Saves a screenshot of every open browser of a scenario when it fails (before its browsers close),
    and says how long each scenario took (the suite's time is CI's)."""

    def startTest(self, test):
        self._started = time.monotonic()
        super().startTest(test)

    def stopTest(self, test):
        super().stopTest(test)
        self.stream.writeln(f"    ({time.monotonic() - self._started:.1f} s)")

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
    server = None
    if not os.environ.get("POKESEARCH_URL"):
        import server_process
        import sprite_server
        _, sprites_url = sprite_server.start()
        server = server_process.ServerProcess(sprites_url)
        os.environ["POKESEARCH_URL"] = server.url
        os.environ["POKESEARCH_LOCAL_SPRITES"] = "1"
    print("testing", os.environ["POKESEARCH_URL"], flush=True)
    loader = unittest.TestLoader()
    suite = loader.loadTestsFromNames(names) if names else loader.discover(HERE, pattern="test_*.py", top_level_dir=HERE)
    try:
        result = unittest.TextTestRunner(verbosity=2, resultclass=ScreenshotOnFailure).run(suite)
    finally:
        import browser
        browser.quit_all()
        if server:
            server.stop()
    measurements = os.path.join(HERE, "output", "measurements.txt")
    if os.path.exists(measurements):
        print(open(measurements).read())
    return 0 if result.wasSuccessful() else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
