#!/usr/bin/env python3
"""Runs the browser tests in headless Chromium against the real server on loopback.

    python3 Tests/Browser/run.py                    # starts the server, runs every scenario
    python3 Tests/Browser/run.py test_detail        # some modules (or Module.Class.test)
    POKESEARCH_URL=http://127.0.0.1:8080 python3 Tests/Browser/run.py   # an already running server
    POKESEARCH_SERVER_COMMAND='…/server --port {port} --db {db} --sprite-base-url {sprites}' python3 Tests/Browser/run.py

Without POKESEARCH_URL it starts a sprite stand-in (sprite_server.py) and the server
(server_process.py, which holds its command) on free loopback ports, with a fresh data
folder, and stops both at the end.

POKESEARCH_BROWSER_JOBS=2 runs the whole suite in two processes, each with its own
browsers, against the one server, for a machine with cores to spare. One process by
default and in CI: Chromium takes close to a core, so beside the tests two processes
gained nothing (the browser tests 354 s instead of 378, the tests beside them 443 s
instead of 358: CI 824 s instead of 745-758). The
modules are dealt out by the time each took in one run (MODULE_SECONDS); the ones that
record measurements run in one process; each group retries a failed scenario as a whole run does.
Screenshots and measurements go to Tests/Browser/output/. Exit status 1 when a test fails.
"""

import os
import subprocess
import sys
import tempfile
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
                path = browser.screenshot(driver, f"failure-{test.id().split('.', 1)[-1]}-{index}", always=True)
                self.stream.writeln(f"    screenshot: {os.path.relpath(path, ROOT)}")
            except Exception as error:  # a browser that crashed cannot be photographed
                self.stream.writeln(f"    (no screenshot: {error})")

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self._shoot(test)

    def addError(self, test, err):
        super().addError(test, err)
        self._shoot(test)


#: Seconds each module's scenarios took in one run (debug server, a busy machine of 2 cores);
#: a module not listed counts as MODULE_SECONDS_UNKNOWN.
MODULE_SECONDS = {
    "test_layout": 58, "test_search": 43, "test_contrast": 40, "test_encounter": 36, "test_trainer": 35,
    "test_fit": 34, "test_views": 32, "test_detail": 48, "test_language": 26, "test_browse": 26,
    "test_keyboard": 15, "test_offline": 13, "test_scroll": 9, "test_errors": 4,
}
MODULE_SECONDS_UNKNOWN = 20
#: Modules that write output/measurements.* (each process writes the whole file): one process.
MEASURING = ("test_offline",)


def all_modules():
    return sorted(name[:-3] for name in os.listdir(HERE) if name.startswith("test_") and name.endswith(".py"))


def deal(modules, count):
    """The modules in `count` groups of about equal time, the measuring ones in the first, the longest dealt first."""
    groups = [[] for _ in range(count)]
    load = [0] * count
    for module in MEASURING:
        if module in modules:
            groups[0].append(module)
            load[0] += MODULE_SECONDS.get(module, MODULE_SECONDS_UNKNOWN)
    rest = sorted((m for m in modules if m not in MEASURING), key=lambda m: -MODULE_SECONDS.get(m, MODULE_SECONDS_UNKNOWN))
    for module in rest:
        lightest = load.index(min(load))
        groups[lightest].append(module)
        load[lightest] += MODULE_SECONDS.get(module, MODULE_SECONDS_UNKNOWN)
    return [group for group in groups if group]


def run_in_processes(groups):
    """Runs each group of modules in a process of its own (this script, given the modules), all at
    once against the server already started; prints each one's output when all are done."""
    processes = []
    for index, group in enumerate(groups):
        log = tempfile.TemporaryFile(mode="w+")
        process = subprocess.Popen([sys.executable, os.path.abspath(__file__), *group], stdout=log, stderr=subprocess.STDOUT,
                                   env=dict(os.environ, POKESEARCH_BROWSER_JOBS="1", POKESEARCH_BROWSER_GROUP="1"))
        processes.append((index, group, process, log))
    status = 0
    for index, group, process, log in processes:
        code = process.wait()
        log.seek(0)
        print(f"---- process {index + 1} of {len(groups)}: {' '.join(group)} (exit {code})")
        print(log.read(), flush=True)
        status = status or (1 if code else 0)
    return status


def main(names):
    os.makedirs(os.path.join(HERE, "output"), exist_ok=True)
    jobs_text = os.environ.get("POKESEARCH_BROWSER_JOBS", "1") or "1"
    jobs = int(jobs_text) if jobs_text.isdigit() else 0
    if not 1 <= jobs <= 16:
        sys.exit(f"POKESEARCH_BROWSER_JOBS must be a whole number from 1 to 16, not {jobs_text!r}")
    if not names:
        # A report and failure screenshots of this run only.
        output = os.path.join(HERE, "output")
        for stale in os.listdir(output):
            if stale.startswith("measurements.") or stale.startswith("failure-"):
                os.remove(os.path.join(output, stale))
    server = None
    if not os.environ.get("POKESEARCH_URL"):
        import server_process
        import sprite_server
        _, sprites_url = sprite_server.start()
        server = server_process.ServerProcess(sprites_url)
        os.environ["POKESEARCH_URL"] = server.url
        os.environ["POKESEARCH_LOCAL_SPRITES"] = "1"
    print("testing", os.environ["POKESEARCH_URL"], flush=True)
    if not names and jobs > 1:
        started = time.monotonic()
        try:
            status = run_in_processes(deal(all_modules(), jobs))
        finally:
            if server:
                server.stop()
        print(f"browser tests: {time.monotonic() - started:.0f} s in {jobs} processes", flush=True)
        return status
    loader = unittest.TestLoader()
    suite = loader.loadTestsFromNames(names) if names else loader.discover(HERE, pattern="test_*.py", top_level_dir=HERE)
    try:
        result = unittest.TextTestRunner(verbosity=2, resultclass=ScreenshotOnFailure).run(suite)
        failed = [test.id() for test, _ in result.failures + result.errors]
        # Only whole scenarios (a class's set-up failing is not retried), of a whole run or of
        # one of its groups (POKESEARCH_BROWSER_GROUP, set by run_in_processes).
        whole = not names or os.environ.get("POKESEARCH_BROWSER_GROUP") == "1"
        if failed and whole and len(failed) <= 2 and all(" " not in name for name in failed):
            # A scenario that depends on a busy machine's timing may miss a wait once: the
            # failures are run once more, alone, and named either way, so a real defect
            # (which fails again) still fails the run and a flaky one is reported.
            print(f"\nRETRYING {len(failed)} failed scenario(s) once: {', '.join(failed)}", flush=True)
            retry = unittest.TextTestRunner(verbosity=2, resultclass=ScreenshotOnFailure).run(loader.loadTestsFromNames(failed))
            print(f"RETRY {'passed' if retry.wasSuccessful() else 'failed'}: {', '.join(failed)}", flush=True)
            if retry.wasSuccessful():
                result = retry
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
